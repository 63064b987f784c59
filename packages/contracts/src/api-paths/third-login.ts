import { THIRD_LOGIN } from '@portico/core';

export const THIRD_LOGIN_API_PATHS = {
  /** core builds the login link with it (core sits below the contract). */
  start: THIRD_LOGIN.START_PATH,
  accessToken: '/api/auth/open/thirdlogin/v1/accesstoken/',
  bind: '/api/accounts/third_user/to/bind',
} as const;
