export const AI_API_PATHS = {
  modelStatus: '/api/ai/micromodel/tenantAiModelStatus',
  logo: '/api/ai/v1/ai-config/logo',
  positionDegree: '/api/personal-center/v1/ai-positions/compulsory-position-degree',
  chat: '/api/ai/v1/chat',
} as const;
