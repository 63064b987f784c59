/**
 * Stable machine codes of every error the API answers (issue 9 §2). The envelope is
 * `{ code: <http status>, errorCode: ErrorCode, message, details? }`: `code` keeps the spec's numeric field,
 * `errorCode` is what clients branch on (the web maps it to a translation key `errors.<CODE>`), `message` is
 * English for logs and API users. A code never changes meaning once shipped; add new ones instead.
 */
export const ERROR_STATUS = {
  // 400 — the request itself is wrong
  VALIDATION_FAILED: 400,
  INVALID_CHARACTER: 400,
  SCHOOL_ID_REQUIRED: 400,
  SCHOOL_ID_INVALID: 400,
  SCHOOL_ID_CONFLICT: 400,
  BODY_NOT_JSON: 400,
  KEYWORD_TOO_LONG: 400,
  FEEDBACK_INVALID: 400,
  FEEDBACK_TOO_LONG: 400,
  FEEDBACK_DESCRIPTION_REQUIRED: 400,
  FEEDBACK_PHONE_INVALID: 400,
  FEEDBACK_TOO_MANY_IMAGES: 400,
  FEEDBACK_CONTENT_REQUIRED: 400,
  FEEDBACK_EVALUATION_REQUIRED: 400,
  FEEDBACK_IMAGE_URL_INVALID: 400,
  SCHOOL_NAME_EMPTY: 400,
  SCHOOL_NAME_TOO_LONG: 400,
  SCHOOL_NAME_SPECIAL_CHARACTERS: 400,
  SCHOOL_NAME_EMOJI: 400,
  USER_NAME_EMPTY: 400,
  USER_NAME_TOO_LONG: 400,
  USER_NAME_SPECIAL_CHARACTERS: 400,
  USER_NAME_EMOJI: 400,
  NOTHING_TO_UPDATE: 400,
  AGREEMENT_NOT_ACCEPTED: 400,
  GRANT_TYPE_INVALID: 400,
  RESPONSE_TYPE_INVALID: 400,
  COOKIE_OPERATION_INVALID: 400,
  // 401 — who are you?
  NOT_LOGGED_IN: 401,
  LOGIN_REQUIRED: 401,
  LOGIN_FAILED: 401,
  SESSION_EXPIRED: 401,
  // 403 — you may not
  FORBIDDEN: 403,
  SCHOOL_CLOSED: 403,
  NOT_A_MEMBER: 403,
  NOT_A_LECTURER: 403,
  NOT_AN_ADMIN: 403,
  NOT_YOURS: 403,
  USER_ID_MISMATCH: 403,
  CROSS_SITE_REQUEST: 403,
  // 404
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  SCHOOL_NOT_FOUND: 404,
  COURSE_NOT_FOUND: 404,
  INVITE_NOT_FOUND: 404,
  CATEGORY_NOT_FOUND: 404,
  AGREEMENT_NOT_FOUND: 404,
  MEMBERSHIP_NOT_FOUND: 404,
  USER_NOT_FOUND: 404,
  // 409 / 413 / 415 / 429
  CONFLICT: 409,
  ALREADY_MEMBER: 409,
  SCHOOL_NAME_TAKEN: 409,
  BODY_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  LOGIN_RATE_LIMITED: 429,
  RATE_LIMITED: 429,
  // 5xx
  SYSTEM_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && Object.hasOwn(ERROR_STATUS, value);
