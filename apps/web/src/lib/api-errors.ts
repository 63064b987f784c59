/**
 * What the user reads when a call fails (issue 9 §2): the envelope's stable `errorCode` mapped to the translation
 * `errors.<CODE>`, with the values its `details` carry (`max`, `minutes`). Nothing here reads the server's English
 * `message`. Network failures and 5xx answers without a known code get spec §8's "Network request failed" /
 * "The system is abnormal"; any other code — unknown to this build, or one only a broken client can cause — a
 * generic text.
 */
import type { ErrorCode } from '@portico/contracts/errors';
import type { MessageKey, MessageVars, TFn } from '@/i18n/keys.ts';
import { ApiError } from './api-client.ts';

/** Codes a user of the web app can meet: each has `errors.<CODE>` in every locale (test/api-errors.test.ts). */
export const USER_FACING_ERRORS = [
  'VALIDATION_FAILED',
  'INVALID_CHARACTER',
  'KEYWORD_TOO_LONG',
  'FEEDBACK_INVALID',
  'FEEDBACK_TOO_LONG',
  'FEEDBACK_DESCRIPTION_REQUIRED',
  'FEEDBACK_PHONE_INVALID',
  'FEEDBACK_TOO_MANY_IMAGES',
  'FEEDBACK_CONTENT_REQUIRED',
  'FEEDBACK_EVALUATION_REQUIRED',
  'FEEDBACK_IMAGE_URL_INVALID',
  'FEEDBACK_IMAGE_UNKNOWN',
  'FEEDBACK_REPLY_REQUIRED',
  'FEEDBACK_REPLY_TOO_LONG',
  'FEEDBACK_NOT_FOUND',
  'UPLOAD_FILE_REQUIRED',
  'UPLOAD_ONE_FILE_ONLY',
  'UPLOAD_FORMAT_INVALID',
  'UPLOAD_IMAGE_UNREADABLE',
  'UPLOAD_IMAGE_TOO_LARGE',
  'UPLOAD_CONTENT_REJECTED',
  'UPLOAD_SCHOOL_UNCERTIFIED',
  'UPLOAD_TOO_LARGE',
  'UPLOAD_QUOTA_EXCEEDED',
  'UPLOAD_SCHOOL_STORAGE_FULL',
  'SCHOOL_NAME_EMPTY',
  'SCHOOL_NAME_TOO_LONG',
  'SCHOOL_NAME_SPECIAL_CHARACTERS',
  'SCHOOL_NAME_EMOJI',
  'USER_NAME_EMPTY',
  'USER_NAME_TOO_LONG',
  'USER_NAME_SPECIAL_CHARACTERS',
  'USER_NAME_EMOJI',
  'AVATAR_INVALID',
  'AVATAR_TOO_LARGE',
  'CANNOT_FOLLOW_SELF',
  'AI_QUESTION_EMPTY',
  'AI_QUESTION_TOO_LONG',
  'AI_NOT_AVAILABLE',
  'AGREEMENT_NOT_ACCEPTED',
  'NOT_LOGGED_IN',
  'LOGIN_REQUIRED',
  'LOGIN_FAILED',
  'SESSION_EXPIRED',
  'FORBIDDEN',
  'SCHOOL_CLOSED',
  'NOT_A_MEMBER',
  'NOT_A_LECTURER',
  'NOT_AN_ADMIN',
  'NOT_YOURS',
  'NOT_FOUND',
  'SCHOOL_NOT_FOUND',
  'COURSE_NOT_FOUND',
  'RESOURCE_NOT_FOUND',
  'CERTIFICATE_NOT_FOUND',
  'NOT_ENROLLED',
  'CHAPTER_LOCKED',
  // Issue 25: course media uploads and SCORM packages.
  'MEDIA_METADATA_INVALID',
  'MEDIA_TYPE_REFUSED',
  'MEDIA_TOO_LARGE',
  'SCORM_MANIFEST_INVALID',
  'SCORM_PATH_ESCAPE',
  'SCORM_CMI_INVALID',
  'MEDIA_UPLOAD_NOT_FOUND',
  'MEDIA_NOT_FOUND',
  // Issue 23 item 3: enrolment rules and the admin's bulk enrolment.
  'PURCHASE_REQUIRED',
  'MEMBERS_ONLY',
  'COURSE_OTHER_SCHOOL',
  'CSV_EMPTY',
  'CSV_HEADER_INVALID',
  'CSV_TOO_MANY_ROWS',
  'CSV_TOO_LARGE',
  'ENROLMENT_ROW_INVALID',
  'INVITE_NOT_FOUND',
  'CATEGORY_NOT_FOUND',
  'AGREEMENT_NOT_FOUND',
  'MEMBERSHIP_NOT_FOUND',
  'USER_NOT_FOUND',
  'CONFLICT',
  'ALREADY_MEMBER',
  'SCHOOL_NAME_TAKEN',
  'EDIT_CONFLICT',
  'LAST_ADMIN',
  'INVITES_LIMIT_REACHED',
  // Issue 13: the console's school profile and settings.
  'SCHOOL_LOGO_INVALID',
  'DEFAULT_LANGUAGE_NOT_OFFERED',
  'SERVICE_PHONE_INVALID',
  'SERVICE_EMAIL_INVALID',
  'AI_LOGO_URL_INVALID',
  'HOT_SEARCH_PIN_INVALID',
  'BODY_TOO_LARGE',
  'LOGIN_RATE_LIMITED',
  'RATE_LIMITED',
  'SYSTEM_ERROR',
  'SERVICE_UNAVAILABLE',
  // Issue 14: the community.
  'COMMUNITY_TITLE_REQUIRED',
  'COMMUNITY_TITLE_TOO_LONG',
  'COMMUNITY_BODY_REQUIRED',
  'COMMUNITY_BODY_TOO_LONG',
  'COMMUNITY_REPLY_REQUIRED',
  'COMMUNITY_REPLY_TOO_LONG',
  'COMMUNITY_CIRCLE_UNKNOWN',
  'COMMUNITY_TOPIC_UNKNOWN',
  'COMMUNITY_TOO_MANY_TOPICS',
  'COMMUNITY_NOT_AVAILABLE',
  'COMMUNITY_POST_NOT_FOUND',
  'COMMUNITY_REPLY_NOT_FOUND',
  'COMMUNITY_POST_HIDDEN',
  // Issue 14: the O3 single sign-on and the O3 user card.
  'THIRD_LOGIN_TARGET_INVALID',
  'THIRD_LOGIN_STATE_INVALID',
  'THIRD_LOGIN_STATE_EXPIRED',
  'THIRD_LOGIN_CODE_REJECTED',
  'THIRD_LOGIN_DENIED',
  'THIRD_LOGIN_BIND_TICKET_INVALID',
  'THIRD_LOGIN_EMAIL_MISSING',
  'THIRD_LOGIN_ID_TOKEN_INVALID',
  'THIRD_LOGIN_ID_TOKEN_EXPIRED',
  'THIRD_LOGIN_AUDIENCE_MISMATCH',
  'THIRD_LOGIN_NONCE_MISMATCH',
  'THIRD_LOGIN_NOT_AVAILABLE',
  'THIRD_LOGIN_CODE_REPLAYED',
  'THIRD_LOGIN_ALREADY_BOUND',
  'THIRD_LOGIN_EMAIL_TAKEN',
  'THIRD_LOGIN_NOT_CONFIGURED',
  'THIRD_LOGIN_PROVIDER_UNREACHABLE',
  'O3_USER_DELETED',
  // Issue 25: course authoring (the creation center).
  'AUTHORING_DRAFT_INVALID',
  'DRAFT_INCOMPLETE',
  'REVIEW_COMMENT_REQUIRED',
  'NOT_A_CREATOR',
  'COURSE_NOT_EDITABLE',
  'ARTICLE_INVALID',
  'ARTICLE_NOT_EDITABLE',
  'ARTICLE_NOT_FOUND',
  // Issue 27: the knowledge portal's libraries.
  'KNOWLEDGE_LIBRARY_INVALID',
  'KNOWLEDGE_LIBRARY_NAME_TAKEN',
  'KNOWLEDGE_LIBRARY_NOT_EDITABLE',
  'KNOWLEDGE_LIBRARY_NOT_FOUND',
  'KNOWLEDGE_DOCUMENT_NOT_FOUND',
  'KNOWLEDGE_DOCUMENT_INVALID',
  'KNOWLEDGE_DOWNLOAD_FORBIDDEN',
  'COURSE_VERSION_NOT_FOUND',
  'DRAFT_VERSION_STALE',
  'REVIEW_TRANSITION_INVALID',
] as const satisfies readonly ErrorCode[];

/**
 * Codes only a broken client or a forged request causes (the web never sends a malformed id, a wrong grant type
 * or a cross-site request): the generic text is enough. Every catalogued code is in exactly one of the two lists.
 */
export const DEVELOPER_ERRORS = [
  'SCHOOL_ID_REQUIRED',
  'SCHOOL_ID_INVALID',
  'SCHOOL_ID_CONFLICT',
  'BODY_NOT_JSON',
  'GRANT_TYPE_INVALID',
  'RESPONSE_TYPE_INVALID',
  'COOKIE_OPERATION_INVALID',
  'NOTHING_TO_UPDATE',
  'USER_ID_MISMATCH',
  'CROSS_SITE_REQUEST',
  'ROUTE_NOT_FOUND',
  'UNSUPPORTED_MEDIA_TYPE',
  // Issue 12: the web sends only valid upload fields and block requests, and loads files with <img>.
  'UPLOAD_FIELD_INVALID',
  'BLOCKED_IMAGE_INVALID',
  'FILE_NOT_FOUND',
  // Issue 26 item 5: learning maps by position (the console's path editor).
  'LEARNING_PATH_NOT_FOUND',
  'LEARNING_PATH_ITEM_UNKNOWN',
  'LEARNING_PATH_POSITION_TAKEN',
  // Issue 24: exercises and exams (learner pages and the console's bank, exams and grading).
  'EXAM_NOT_FOUND',
  'QUESTION_NOT_FOUND',
  'ATTEMPT_NOT_FOUND',
  'EXAM_NOT_OPEN',
  'EXAM_CLOSED',
  'EXAM_NO_ATTEMPTS_LEFT',
  'EXAM_MEMBERS_ONLY',
  'REVIEW_NOT_AVAILABLE',
  'ATTEMPT_TIME_UP',
  'ATTEMPT_SUBMITTED',
  'ATTEMPT_STALE_WRITE',
  'ANSWER_INVALID',
  'QUESTION_INVALID',
  'EXAM_SETTINGS_INVALID',
  'QUESTION_POOL_TOO_SMALL',
  'QUESTION_IMPORT_INVALID',
  'GRADE_INVALID',
  // Issue 26: classes, members and assignments.
  'CLASS_FIELD_TOO_LONG',
  'CLASS_NAME_REQUIRED',
  'ASSIGNMENT_DUE_INVALID',
  'CLASS_MEMBER_ROW_INVALID',
  'CLASS_MEMBER_NOT_IN_SCHOOL',
  'CLASS_NOT_FOUND',
  'ASSIGNMENT_NOT_FOUND',
  'CLASS_MEMBER_NOT_FOUND',
  'ASSIGNMENT_EXISTS',
  // Issue 26 item 3: live sessions (the lecturer's form, the learner's calendar file).
  'LIVE_TITLE_REQUIRED',
  'LIVE_TITLE_TOO_LONG',
  'LIVE_URL_INVALID',
  'LIVE_START_INVALID',
  'LIVE_DURATION_INVALID',
  'LIVE_SESSION_NOT_FOUND',
  'LIVE_SESSION_CLOSED',
  // Issue 27: portal pages.
  'PORTAL_PAGE_NOT_FOUND',
] as const satisfies readonly ErrorCode[];

export type UserFacingError = (typeof USER_FACING_ERRORS)[number];

/** The typed map errorCode → translation key. */
export const ERROR_MESSAGE_KEYS = Object.fromEntries(
  USER_FACING_ERRORS.map((code) => [code, `errors.${code}`]),
) as { readonly [C in UserFacingError]: `errors.${C}` };

// A user-facing code without its key in en_US.json fails the typecheck here.
type MissingKeys = Exclude<(typeof ERROR_MESSAGE_KEYS)[UserFacingError], MessageKey>;
const _everyKeyExists: [MissingKeys] extends [never] ? true : MissingKeys = true;

const isUserFacing = (code: ErrorCode): code is UserFacingError => Object.hasOwn(ERROR_MESSAGE_KEYS, code);

/** The translation key of a code, or null for a developer-only or unknown one. */
export function errorMessageKey(code: ErrorCode | null | undefined): MessageKey | null {
  return code && isUserFacing(code) ? ERROR_MESSAGE_KEYS[code] : null;
}

/**
 * The detail a code's text counts, where that is not the first number of its details: UPLOAD_TOO_LARGE carries
 * `maxBytes` before `maxMb`, and its text says "{{maxMb}} MB" — so "1 MB" takes the form of 1, not of 1048576.
 */
const COUNTED_DETAIL: { readonly [C in UserFacingError]?: string } = { UPLOAD_TOO_LARGE: 'maxMb' };

/**
 * Interpolation values from an error's details: its numbers and strings (`max`, `minutes`). The counted number
 * (COUNTED_DETAIL, else the first) is also the `count` that picks a plural form ("in 1 minute" / "in 5 minutes",
 * i18n/plural.ts).
 */
function detailVars(details: unknown, counted: string | undefined): MessageVars {
  if (typeof details !== 'object' || details === null) return {};
  const vars: MessageVars = {};
  for (const [name, value] of Object.entries(details)) {
    if (typeof value === 'number' || typeof value === 'string') vars[name] = value;
    if (typeof value === 'number' && vars.count === undefined) vars.count = value;
  }
  const chosen = counted === undefined ? undefined : vars[counted];
  if (typeof chosen === 'number') vars.count = chosen;
  return vars;
}

/** The translated text of a failed call's code, or null when it has none a user should read. */
export function knownErrorText(error: unknown, t: TFn): string | null {
  if (!(error instanceof ApiError)) return null;
  const key = errorMessageKey(error.errorCode);
  if (!key) return null;
  return t(key, detailVars(error.details, COUNTED_DETAIL[error.errorCode as UserFacingError]));
}

/**
 * What to show for a failed call: the code's translation; spec §8's "Network request failed" for network failures
 * and "The system is abnormal" for 5xx answers (and anything that is not an ApiError); else the generic text.
 */
export function errorText(error: unknown, t: TFn): string {
  if (!(error instanceof ApiError)) return t('common.systemError');
  if (error.status === 0) return t('common.networkError');
  const known = knownErrorText(error, t);
  if (known) return known;
  return error.status >= 500 ? t('common.systemError') : t('errors.generic');
}
