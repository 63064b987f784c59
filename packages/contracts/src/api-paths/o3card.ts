export const O3CARD_API_PATHS = {
  nicknameInfo: '/api/o3service/o3/card/open/get-nickname-info',
  noticeCount: '/api/o3service/o3/card/open/get-notice-count',
} as const;
