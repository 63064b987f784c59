export const MESSAGES_API_PATHS = {
  count: '/api/personal-center/getMessageCnt',
  list: '/api/personal-center/v1/messages',
  update: '/api/personal-center/updateMsg',
} as const;
