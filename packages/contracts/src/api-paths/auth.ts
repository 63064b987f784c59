export const AUTH_API_PATHS = {
  sessions: '/api/auth/sessions',
  loginInit: '/api/auth/login/init',
  token: '/api/auth/oauth/token',
  logout: '/api/auth/open/logout',
  authorize: '/api/auth/v1/oauth/authorize',
} as const;
