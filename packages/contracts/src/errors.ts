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
  FEEDBACK_IMAGE_UNKNOWN: 400,
  FEEDBACK_REPLY_REQUIRED: 400,
  FEEDBACK_REPLY_TOO_LONG: 400,
  UPLOAD_FILE_REQUIRED: 400,
  UPLOAD_ONE_FILE_ONLY: 400,
  UPLOAD_FORMAT_INVALID: 400,
  UPLOAD_IMAGE_UNREADABLE: 400,
  UPLOAD_IMAGE_TOO_LARGE: 400,
  UPLOAD_CONTENT_REJECTED: 400,
  UPLOAD_FIELD_INVALID: 400,
  BLOCKED_IMAGE_INVALID: 400,
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
  AVATAR_INVALID: 400,
  AVATAR_TOO_LARGE: 400,
  CANNOT_FOLLOW_SELF: 400,
  AI_QUESTION_EMPTY: 400,
  AI_QUESTION_TOO_LONG: 400,
  /** Issue 14: community posts and replies (core COMMUNITY_LIMITS). */
  COMMUNITY_TITLE_REQUIRED: 400,
  COMMUNITY_TITLE_TOO_LONG: 400,
  COMMUNITY_BODY_REQUIRED: 400,
  COMMUNITY_BODY_TOO_LONG: 400,
  COMMUNITY_REPLY_REQUIRED: 400,
  COMMUNITY_REPLY_TOO_LONG: 400,
  COMMUNITY_CIRCLE_UNKNOWN: 400,
  COMMUNITY_TOPIC_UNKNOWN: 400,
  COMMUNITY_TOO_MANY_TOPICS: 400,
  /** Issue 14: the O3 single sign-on (modules/third-login). */
  THIRD_LOGIN_TARGET_INVALID: 400,
  THIRD_LOGIN_STATE_INVALID: 400,
  THIRD_LOGIN_STATE_EXPIRED: 400,
  THIRD_LOGIN_CODE_REJECTED: 400,
  THIRD_LOGIN_DENIED: 400,
  THIRD_LOGIN_BIND_TICKET_INVALID: 400,
  THIRD_LOGIN_EMAIL_MISSING: 400,
  /** Issue 13 console: school profile and settings. */
  SCHOOL_LOGO_INVALID: 400,
  DEFAULT_LANGUAGE_NOT_OFFERED: 400,
  SERVICE_PHONE_INVALID: 400,
  SERVICE_EMAIL_INVALID: 400,
  AI_LOGO_URL_INVALID: 400,
  HOT_SEARCH_PIN_INVALID: 400,
  /** Issue 23 item 3: the admin's bulk enrolment CSV (core ENROLMENT_LIMITS; details.max where a limit is hit). */
  CSV_EMPTY: 400,
  CSV_HEADER_INVALID: 400,
  CSV_TOO_MANY_ROWS: 400,
  /** Issue 23 item 3: a CSV row without a user or a course id. */
  ENROLMENT_ROW_INVALID: 400,
  // 401 — who are you?
  NOT_LOGGED_IN: 401,
  LOGIN_REQUIRED: 401,
  LOGIN_FAILED: 401,
  SESSION_EXPIRED: 401,
  THIRD_LOGIN_ID_TOKEN_INVALID: 401,
  THIRD_LOGIN_ID_TOKEN_EXPIRED: 401,
  THIRD_LOGIN_AUDIENCE_MISMATCH: 401,
  THIRD_LOGIN_NONCE_MISMATCH: 401,
  // 403 — you may not
  FORBIDDEN: 403,
  SCHOOL_CLOSED: 403,
  NOT_A_MEMBER: 403,
  NOT_A_LECTURER: 403,
  NOT_AN_ADMIN: 403,
  NOT_YOURS: 403,
  UPLOAD_SCHOOL_UNCERTIFIED: 403,
  USER_ID_MISMATCH: 403,
  CROSS_SITE_REQUEST: 403,
  AI_NOT_AVAILABLE: 403,
  /** Issue 23: learning a course needs an enrolment. */
  NOT_ENROLLED: 403,
  /** Issue 23: the chapter opens later or after another one (details.reason, releaseAt, prerequisiteChapterId). */
  CHAPTER_LOCKED: 403,
  /** Issue 23 item 3: a paid course needs a purchase record (or an admin's enrolment); no checkout here. */
  PURCHASE_REQUIRED: 403,
  /** Issue 23 item 3: a members' course (existMember with memberLicense "1") is for the school's members. */
  MEMBERS_ONLY: 403,
  /** Issue 24: a question body that does not fit its kind (details.field says which part). */
  QUESTION_INVALID: 400,
  /** Issue 24: exam settings that contradict each other (details.field), e.g. closes before it opens. */
  EXAM_SETTINGS_INVALID: 400,
  /** Issue 24: a random draw asks more questions of a category than the bank holds (details.category, available). */
  QUESTION_POOL_TOO_SMALL: 400,
  /** Issue 24: an answer that does not fit its question (unknown choice, wrong kind, too long). */
  ANSWER_INVALID: 400,
  /** Issue 24: a question spreadsheet with row errors (details.errors: [{ row, column, code }]); nothing imported. */
  QUESTION_IMPORT_INVALID: 400,
  /** Issue 24: essay points outside 0..the question's points. */
  GRADE_INVALID: 400,
  /** Issue 24: the exam's window has not opened (details.opensAt). */
  EXAM_NOT_OPEN: 403,
  /** Issue 24: the exam's window has closed (details.closesAt). */
  EXAM_CLOSED: 403,
  /** Issue 24: every attempt allowed is used (details.attemptsAllowed). */
  EXAM_NO_ATTEMPTS_LEFT: 403,
  /** Issue 24: exams are for the school's members. */
  EXAM_MEMBERS_ONLY: 403,
  /** Issue 24: the review policy does not show answers yet (details.reviewOpensAt, or null for never). */
  REVIEW_NOT_AVAILABLE: 403,
  /** Issue 25: an upload's Upload-Metadata lacks a file name or a known kind, or its length is not declared. */
  MEDIA_METADATA_INVALID: 400,
  /** Issue 25: the uploaded bytes are not what the kind allows (checked by content: details.kind). */
  MEDIA_TYPE_REFUSED: 415,
  /** Issue 25: a SCORM package without a valid imsmanifest.xml (details.reason). */
  SCORM_MANIFEST_INVALID: 400,
  /** Issue 25: a SCORM package entry whose path leaves the package (absolute, `..`, a drive). */
  SCORM_PATH_ESCAPE: 400,
  /** Issue 25: CMI data that is not a SCORM data model object of its version. */
  SCORM_CMI_INVALID: 400,
  /** Issue 25: a draft that does not hold together (details.field: e.g. 'title', 'chapters.0.resources.1.url'). */
  AUTHORING_DRAFT_INVALID: 400,
  /** Issue 25: a draft without anything to learn cannot be published (details.reason: core DraftIncompleteReason). */
  DRAFT_INCOMPLETE: 400,
  /** Issue 25: rejecting needs a comment for the author. */
  REVIEW_COMMENT_REQUIRED: 400,
  /** Issue 25: only the school's lecturers, admins and creator members create courses. */
  NOT_A_CREATOR: 403,
  /** Issue 25: a lecturer or creator edits the courses they created or lecture; admins edit all. */
  COURSE_NOT_EDITABLE: 403,
  /** Issue 25 item 4: a knowledge article's draft that does not hold together (details.field, details.reason). */
  ARTICLE_INVALID: 400,
  /** Issue 25 item 4: an author edits their own knowledge articles; the school's admins edit all. */
  ARTICLE_NOT_EDITABLE: 403,
  /** Issue 25 item 4: no such knowledge article in this school (or not published, for a reader). */
  ARTICLE_NOT_FOUND: 404,
  /** Issue 27: a library's name, title or folder that does not hold together (details.field, details.reason). */
  KNOWLEDGE_LIBRARY_INVALID: 400,
  /** Issue 27: another library of the school already has this `libName`. */
  KNOWLEDGE_LIBRARY_NAME_TAKEN: 409,
  /** Issue 27: only the library's creator and the school's admins change a library and its documents. */
  KNOWLEDGE_LIBRARY_NOT_EDITABLE: 403,
  /** Issue 27: no such document library in this school. */
  KNOWLEDGE_LIBRARY_NOT_FOUND: 404,
  /** Issue 27: no such document in this library. */
  KNOWLEDGE_DOCUMENT_NOT_FOUND: 404,
  /** Issue 27: the media named is not the viewer's finished library upload, or a file a library refuses. */
  KNOWLEDGE_DOCUMENT_INVALID: 400,
  /** Issue 27: the library's download permission does not include the viewer (details.permission). */
  KNOWLEDGE_DOWNLOAD_FORBIDDEN: 403,
  /** Issue 26: a class's name or description above the spec's 100 characters (details.field, details.max). */
  CLASS_FIELD_TOO_LONG: 400,
  /** Issue 26: a class needs a name. */
  CLASS_NAME_REQUIRED: 400,
  /** Issue 26: an assignment's due date that is not a date, or is already past. */
  ASSIGNMENT_DUE_INVALID: 400,
  /** Issue 26: a member CSV row naming nobody (no account, e-mail or user id in it). */
  CLASS_MEMBER_ROW_INVALID: 400,
  /** Issue 26: a user added to a class who is not a member of the class's school. */
  CLASS_MEMBER_NOT_IN_SCHOOL: 403,
  /** Issue 26 item 3: a live session needs a title. */
  LIVE_TITLE_REQUIRED: 400,
  /** Issue 26 item 3: a live session's title above the spec's 100 characters (details.field, details.max). */
  LIVE_TITLE_TOO_LONG: 400,
  /** Issue 26 item 3: a join URL that fails the link legality check or is not an absolute http(s) address. */
  LIVE_URL_INVALID: 400,
  /** Issue 26 item 3: a start that is not a date with its zone, is past, or is more than a year ahead. */
  LIVE_START_INVALID: 400,
  /** Issue 26 item 3: a duration outside core LIVE_RULES (details.min, details.max minutes). */
  LIVE_DURATION_INVALID: 400,
  // 404
  NOT_FOUND: 404,
  /** Issue 26: no such class in this school that the viewer teaches or belongs to (another lecturer's: this). */
  CLASS_NOT_FOUND: 404,
  /** Issue 26: no such assignment in this class. */
  ASSIGNMENT_NOT_FOUND: 404,
  /** Issue 26: no such class member (removed or never added). */
  CLASS_MEMBER_NOT_FOUND: 404,
  /** Issue 26 item 3: no such live session in a class the viewer manages or belongs to. */
  LIVE_SESSION_NOT_FOUND: 404,
  /** Issue 27: no composable page with this id in this school. */
  PORTAL_PAGE_NOT_FOUND: 404,
  /** Issue 25: no such upload of the viewer in this school (or it was never finished). */
  MEDIA_UPLOAD_NOT_FOUND: 404,
  /** Issue 25: no such media file in this school. */
  MEDIA_NOT_FOUND: 404,
  /** Issue 25: no such published version of this course. */
  COURSE_VERSION_NOT_FOUND: 404,
  /** Issue 24: no such published exam in this school. */
  EXAM_NOT_FOUND: 404,
  /** Issue 26 item 5: no such learning path in this school. */
  LEARNING_PATH_NOT_FOUND: 404,
  /** Issue 26 item 5: a path item names no course or exam of this school (details.kind, details.id). */
  LEARNING_PATH_ITEM_UNKNOWN: 404,
  /** Issue 24: no such question in this school's bank. */
  QUESTION_NOT_FOUND: 404,
  /** Issue 24: no such attempt of the viewer (another learner's attempt answers this too). */
  ATTEMPT_NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  SCHOOL_NOT_FOUND: 404,
  COURSE_NOT_FOUND: 404,
  /** Issue 23: no such published resource in this course of this school. */
  RESOURCE_NOT_FOUND: 404,
  /** Issue 23: no such completion record of the viewer (certificate page). */
  CERTIFICATE_NOT_FOUND: 404,
  /** Issue 23 item 3: an admin's enrolment names a course of another school. */
  COURSE_OTHER_SCHOOL: 404,
  INVITE_NOT_FOUND: 404,
  CATEGORY_NOT_FOUND: 404,
  AGREEMENT_NOT_FOUND: 404,
  MEMBERSHIP_NOT_FOUND: 404,
  USER_NOT_FOUND: 404,
  FEEDBACK_NOT_FOUND: 404,
  FILE_NOT_FOUND: 404,
  /** Issue 14: the school has no community (not an O3 school). */
  COMMUNITY_NOT_AVAILABLE: 404,
  COMMUNITY_POST_NOT_FOUND: 404,
  COMMUNITY_REPLY_NOT_FOUND: 404,
  /** Issue 14: single sign-on is only for O3 schools. */
  THIRD_LOGIN_NOT_AVAILABLE: 404,
  /** Issue 14: this site has no identity provider configured (OIDC_ISSUER): no single sign-on here. */
  THIRD_LOGIN_NOT_CONFIGURED: 404,
  // 409 / 413 / 415 / 429
  CONFLICT: 409,
  /** Issue 13: someone saved this console area since you loaded it (details.currentVersion). */
  EDIT_CONFLICT: 409,
  /** Issue 13: the change would leave the school without an administrator. */
  LAST_ADMIN: 409,
  /** Issue 13: a school holds at most CONSOLE_SCHOOL_LIMITS.INVITES_MAX open invite codes. */
  INVITES_LIMIT_REACHED: 409,
  ALREADY_MEMBER: 409,
  /** Issue 14: replying to or liking a hidden post. */
  COMMUNITY_POST_HIDDEN: 409,
  /** Issue 14: the flow's code was already exchanged (a replay). */
  THIRD_LOGIN_CODE_REPLAYED: 409,
  /** Issue 14: the local account is bound to another identity of this provider. */
  THIRD_LOGIN_ALREADY_BOUND: 409,
  /** Issue 14: "create" with an e-mail that already has an account: bind it instead. */
  THIRD_LOGIN_EMAIL_TAKEN: 409,
  /** Issue 14 / spec §8: O3 user info 50001, the community user was deleted (details.o3Code 50001). */
  O3_USER_DELETED: 410,
  SCHOOL_NAME_TAKEN: 409,
  /** Issue 24: a write after the deadline and its grace (details.deadlineAt); the attempt was submitted. */
  ATTEMPT_TIME_UP: 409,
  /** Issue 24: the attempt is already submitted; nothing more can be written. */
  ATTEMPT_SUBMITTED: 409,
  /** Issue 24: a write older than one already saved — another tab or device went on (details.lastSeq). */
  ATTEMPT_STALE_WRITE: 409,
  /** Issue 26 item 5: the school already has a learning path for this position. */
  LEARNING_PATH_POSITION_TAKEN: 409,
  /** Issue 25: someone else saved this draft since you loaded it (details.currentVersion); nothing was written. */
  DRAFT_VERSION_STALE: 409,
  /** Issue 25: the review state does not allow this (details.reason: core TransitionRefusal, details.state). */
  REVIEW_TRANSITION_INVALID: 409,
  /** Issue 26: the course or exam is already assigned to this class (details.assignmentId). */
  ASSIGNMENT_EXISTS: 409,
  /** Issue 26 item 3: the live session was cancelled (or has ended) and cannot be changed any more. */
  LIVE_SESSION_CLOSED: 409,
  BODY_TOO_LARGE: 413,
  UPLOAD_TOO_LARGE: 413,
  /** Issue 25: the declared length is above the kind's limit (core MEDIA_LIMITS; details.max). */
  MEDIA_TOO_LARGE: 413,
  /** Issue 23 item 3: a bulk enrolment CSV above core ENROLMENT_LIMITS.CSV_BYTES_MAX (details.max). */
  CSV_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  LOGIN_RATE_LIMITED: 429,
  RATE_LIMITED: 429,
  UPLOAD_QUOTA_EXCEEDED: 429,
  // 5xx
  SYSTEM_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
  /** Issue 14: the identity provider did not answer (or answered 5xx): a bad gateway, never our 500. */
  THIRD_LOGIN_PROVIDER_UNREACHABLE: 502,
  UPLOAD_SCHOOL_STORAGE_FULL: 507,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && Object.hasOwn(ERROR_STATUS, value);
