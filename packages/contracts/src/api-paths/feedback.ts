export const FEEDBACK_API_PATHS = {
  add: '/api/school/feedback/addFeedback',
  inbox: '/api/school/feedback/inbox',
  handled: '/api/school/feedback/inbox/:feedbackId/handled',
  reply: '/api/school/feedback/inbox/:feedbackId/reply',
} as const;
