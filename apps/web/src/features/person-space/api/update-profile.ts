/**
 * The owner's profile edits (issue 11 §4): the nickname through `PATCH /api/accounts/users/me` (the server re-checks
 * core's name rules) and the avatar through `PUT /api/personal-center/v1/avatar` (a data URL; stored re-encoded).
 */
import { ACCOUNTS_API_PATHS, PERSON_SPACE_API_PATHS, apiPath } from '@portico/contracts';
import type { UserInfo } from '@portico/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

function updateNickname(nickName: string): Promise<UserInfo> {
  return apiRequest<UserInfo>(apiPath(ACCOUNTS_API_PATHS.me), { method: 'PATCH', json: { nickName } });
}

function uploadAvatar(image: string): Promise<UserInfo> {
  return apiRequest<UserInfo>(apiPath(PERSON_SPACE_API_PATHS.avatar), { method: 'PUT', json: { image } });
}

export function useUpdateProfile() {
  return useMutation({
    mutationFn: async (input: { nickName: string | null; image: string | null }) => {
      let user: UserInfo | null = null;
      if (input.nickName !== null) user = await updateNickname(input.nickName);
      if (input.image !== null) user = await uploadAvatar(input.image);
      return user;
    },
  });
}
