export const PERSON_SPACE_API_PATHS = {
  userInfo: '/api/personal-center/selectUserInfo',
  personDetails: '/api/personal-center/selectPersonDetails',
  vip: '/api/personal-center/vip/open/searchVipWithImageJson',
  follows: '/api/personal-center/v1/follows',
  follow: '/api/personal-center/v1/follows/:userId',
  avatar: '/api/personal-center/v1/avatar',
  openAvatar: '/api/personal-center/open/avatar/:userId',
} as const;
