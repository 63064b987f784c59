export const ACCOUNTS_API_PATHS = {
  me: '/api/accounts/users/me',
  authCode: '/api/accounts/user/authcode',
} as const;
