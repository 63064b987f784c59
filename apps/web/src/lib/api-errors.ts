import type { MessageKey, TFn } from '@/i18n/keys.ts';
import { ApiError } from './api-client.ts';

/** The exact server messages of contracts.md §5 → their translation (the server always answers in English). */
const SERVER_MESSAGES: Record<string, MessageKey> = {
  'Login failed': 'auth.loginFailed',
  'You must accept the service agreement and privacy policy': 'auth.agreementRequired',
  'Invitation code not found or expired': 'register.inviteNotFound',
  'You are already a member of this school': 'register.alreadyMember',
  'School name cannot contain special characters': 'register.nameSpecial',
  'School name cannot contain emoji': 'register.nameEmoji',
};

const TOO_MANY_ATTEMPTS = /^Too many login attempts\. Try again in (\d+) minutes?\.$/;

/**
 * What to show for a failed call: the translated server message when it is one we know, the server's own text
 * otherwise, and spec §8's "Network request failed" / "The system is abnormal" for network and 5xx failures.
 */
export function errorText(error: unknown, t: TFn): string {
  if (!(error instanceof ApiError)) return t('common.systemError');
  if (error.status === 0) return t('common.networkError');
  const known = SERVER_MESSAGES[error.message];
  if (known) return t(known);
  const tooMany = TOO_MANY_ATTEMPTS.exec(error.message);
  if (tooMany) return t('auth.tooManyAttempts', { minutes: tooMany[1] ?? '' });
  if (error.status === 401 && !error.message) return t('auth.loginFailed');
  if (error.status >= 500 || !error.message) return t('common.systemError');
  return error.message;
}
