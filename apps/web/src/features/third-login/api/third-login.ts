import { THIRD_LOGIN_API_PATHS, apiPath } from '@portico/contracts';
import type {
  ThirdBindInput,
  ThirdBindResult,
  ThirdLoginCallbackInput,
  ThirdLoginResult,
} from '@portico/contracts';
import { apiRequest } from '@/lib/api-client.ts';
import { LAST_RENEWAL_KEY, safeStorage } from '@/lib/auth-storage.ts';

/** The fresh session counts as a renewal for the renewal schedule (like the password login). */
const renewed = () => safeStorage()?.setItem(LAST_RENEWAL_KEY, String(Date.now()));

/** Spec §7 `POST /api/auth/open/thirdlogin/v1/accesstoken/`: the provider's answer → signed in, or bind first. */
export async function exchangeCallback(input: ThirdLoginCallbackInput): Promise<ThirdLoginResult> {
  const result = await apiRequest<ThirdLoginResult>(apiPath(THIRD_LOGIN_API_PATHS.accessToken), {
    method: 'POST',
    json: input,
    auth: false,
  });
  if (result.status === 'signedIn') renewed();
  return result;
}

/** Spec §7 `POST /api/accounts/third_user/to/bind`. Its 401 ("Login failed") is an answer, not a lost session. */
export async function bindThirdUser(input: ThirdBindInput): Promise<ThirdBindResult> {
  const result = await apiRequest<ThirdBindResult>(apiPath(THIRD_LOGIN_API_PATHS.bind), {
    method: 'POST',
    json: input,
    auth: false,
  });
  renewed();
  return result;
}
