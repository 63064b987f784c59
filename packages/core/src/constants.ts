/**
 * Business constants and limits of the spec (§9, plus the delays and limits stated in §4 and §5).
 * Every value is `as const`; the comment names the spec's wording so a reader can find the clause.
 */

/** Spec §4 / §9 "Delays" (milliseconds). */
export const DELAYS = {
  /** "category hover 300 ms" — hovering a category tab loads its sub-categories. */
  CATEGORY_HOVER_MS: 300,
  /** "function menu hide 100 ms". */
  FUNCTION_MENU_HIDE_MS: 100,
  /** "nav dropdown hide 200 ms". */
  NAV_DROPDOWN_HIDE_MS: 200,
  /** "nav-group hover hide 100 ms". */
  NAV_GROUP_HOVER_HIDE_MS: 100,
  /** "nav tip 3000 ms" — navigation-group tip on first portal visit. */
  NAV_TIP_MS: 3000,
  /** "AI task tip 5000 ms" — new-mission tip shows for 5 seconds. */
  AI_TASK_TIP_MS: 5000,
} as const;

/** Spec §5 / §9 input and display limits. */
export const LIMITS = {
  /** "Search max 500" characters. */
  SEARCH_KEYWORD: 500,
  /** "school search 80" characters. */
  SCHOOL_SEARCH: 80,
  /** "hot searches 8" — hot searches cut to the first 8. */
  HOT_SEARCHES: 8,
  /** "history 5" — history cut to the first 5. */
  SEARCH_HISTORY: 5,
  /** "displayed user name 12" — a display width (§5 "one reading says 12 bytes"; core `displayUserName`). */
  DISPLAY_USER_NAME: 12,
  /** "Feedback text 200" characters. */
  FEEDBACK_TEXT: 200,
  /** "search feedback text 100" characters. */
  SEARCH_FEEDBACK_TEXT: 100,
  /** "images 4" — at most 4 feedback images. */
  FEEDBACK_IMAGES: 4,
  /** "phone 11 digits". */
  PHONE_DIGITS: 11,
  /** "keyword in feedback 50" characters. */
  FEEDBACK_KEYWORD: 50,
  /** "lecturing field 100" characters. */
  LECTURING_FIELD: 100,
  /** "Sub-school id must be 19 characters" (school ids too, §2). */
  SCHOOL_ID: 19,
  /** "footer image width 100" (px, the resize query parameter). */
  FOOTER_IMAGE_WIDTH: 100,
  /** "Only 1 file can be uploaded at a time!" */
  FILES_PER_UPLOAD: 1,
} as const;

/** Spec §9 navigation and header measurement widths (px). */
export const NAV_WIDTH = {
  /** "Nav width budget 1440 px". */
  BUDGET: 1440,
  /** "character 18 px" — per character, CJK and Latin alike. */
  CHAR: 18,
  /** "item padding 30 (right padding 30)". */
  ITEM_PADDING: 30,
  /** "arrow 22 or 23" — the drop-down arrow icon itself. */
  ARROW: 22,
  /** "arrow 22 or 23" — the arrow slot we reserve for an item with children (the larger value, never underestimates). */
  ARROW_WITH_CHILDREN: 23,
  /** "More item 59 px". */
  MORE: 59,
  /** "More item … (69 in English)". */
  MORE_EN: 69,
  /** "max single nav width default 720". */
  MAX_SINGLE: 720,
  /** "category width cap 162". */
  CATEGORY_CAP: 162,
  /** "category tile column width 250". */
  CATEGORY_TILE_COLUMN: 250,
  /** "gap 0" between category tile columns. */
  CATEGORY_TILE_GAP: 0,
  /** "header measurement font 14 px". */
  HEADER_FONT: 14,
  /** "gaps 24 and 22". */
  HEADER_GAP_LARGE: 24,
  HEADER_GAP_SMALL: 22,
  /** "icon 26". */
  HEADER_ICON: 26,
  /** "padding 24". */
  HEADER_PADDING: 24,
} as const;

/** Spec §2 / §9 "Nav counts 6/10/7 (standard) and 8/12/9 (O3 variant)", by template index1/index2/index3. */
export const NAV_VISIBLE_COUNTS = {
  standard: { index1: 6, index2: 10, index3: 7 },
  o3: { index1: 8, index2: 12, index3: 9 },
} as const;

/** Spec §7 / §9 "Academy lists" of the school switcher. */
export const ACADEMY_LISTS = {
  /** "initial joined size 4". */
  JOINED_INITIAL_PAGE_SIZE: 4,
  /** "expand size 10". */
  JOINED_EXPAND_PAGE_SIZE: 10,
  /** "visited … page size 20". */
  VISITED_PAGE_SIZE: 20,
  /** "public page size 20". */
  PUBLIC_PAGE_SIZE: 20,
  /** Public list "childPageSize 4". */
  PUBLIC_CHILD_PAGE_SIZE: 4,
  /** "sub-school page 4" (and count 4). */
  SUB_SCHOOL_PAGE_SIZE: 4,
  /** "show more when total above 4". */
  SUB_SCHOOL_SHOW_MORE_ABOVE: 4,
  /** "one-screen threshold 4" — two tabs when the user has 4 or more. */
  ONE_SCREEN_THRESHOLD: 4,
  /** "(6 on login select)". */
  ONE_SCREEN_THRESHOLD_LOGIN_SELECT: 6,
  /** "scroll-load trigger within 50 px of bottom". */
  SCROLL_LOAD_TRIGGER_PX: 50,
  /** Academy list counts "start at -1 (unknown)". */
  UNKNOWN_COUNT: -1,
} as const;

/**
 * Spec §5 "Display text truncation counts characters above code 255 as width 2, others 1, appending an ellipsis
 * past the limit" (core `truncateDisplay`). The spec states the rule but, apart from the user name's 12 (§9,
 * `LIMITS.DISPLAY_USER_NAME`), no widths: these are the product's, in the rule's units (a CJK character counts
 * 2), sized so a name keeps to about two lines of its card or list and a menu label to one line of its menu.
 */
export const DISPLAY_WIDTHS = {
  /** A course name in a course card (latest courses, search results). */
  COURSE_NAME: 56,
  /** A school or sub-school name in the switcher's cards and on the login school chooser. */
  SCHOOL_NAME: 32,
  /** An admin-written label of the function menu or of a custom menu entry. */
  MENU_LABEL: 20,
} as const;

/** Spec §5 "appending an ellipsis past the limit": one character, not counted in the width. */
export const DISPLAY_ELLIPSIS = '…';

/** Spec §4 / §9 caches, cookies and session timing. */
export const CACHE_AND_SESSION = {
  /** "VIP lookup cache bucket 300000 ms" (the `random` 5-minute time bucket). */
  VIP_CACHE_BUCKET_MS: 300000,
  /** "name-compliance cookie 1 day". */
  NAME_COMPLIANCE_COOKIE_DAYS: 1,
  /** "pending auth codes window 600 s". */
  PENDING_AUTH_CODES_WINDOW_S: 600,
  /** "language list cache 1 hour (3600000 ms)". */
  LANGUAGE_LIST_CACHE_MS: 3600000,
  /** "some config cached 1 ms". */
  CONFIG_CACHE_MS: 1,
  /** "session renewal every 10 minutes". */
  SESSION_RENEWAL_INTERVAL_MS: 600000,
  /** "588000 ms staleness threshold" — renew only when the last renewal is older than this. */
  SESSION_RENEWAL_STALENESS_MS: 588000,
  /** "renewal cookie 1/144 day" (10 minutes). */
  SESSION_RENEWAL_COOKIE_DAYS: 1 / 144,
} as const;

/** Spec §4 / §9 scrolling behaviour (px, ms). */
export const SCROLL = {
  /** "Header becomes fixed when scrolled more than 0 px". */
  HEADER_FIXED_ABOVE_PX: 0,
  /** "Go-to-top above 500 px". */
  GO_TOP_ABOVE_PX: 500,
  /** "scroll step 50 px per 10 ms". */
  STEP_PX: 50,
  STEP_INTERVAL_MS: 10,
} as const;

/**
 * Our limits for image uploads (spec §5 names the formats and "images 4", not sizes; issue 12). One place: the
 * server enforces them, the web checks the size before sending and names the limits in its messages.
 */
export const UPLOAD_LIMITS = {
  /** Largest file accepted, in bytes (5 MiB): a phone photo fits, a 20 MB file does not. */
  MAX_BYTES: 5 * 1024 * 1024,
  /** Largest decoded image, in pixels (24 megapixels): refuses decompression bombs before they are decoded. */
  MAX_PIXELS: 24_000_000,
  /** Longest side of a decoded image, in pixels. */
  MAX_SIDE: 8000,
  /** Stored images are scaled down to fit this box (the original resolution is never needed for feedback). */
  STORED_MAX_SIDE: 2560,
  /** Uploads of one user in one school per day (a fixed window), and their bytes. */
  USER_DAILY_FILES: 100,
  USER_DAILY_BYTES: 100 * 1024 * 1024,
  /** Bytes a school may hold in stored uploads (2 GiB). */
  SCHOOL_TOTAL_BYTES: 2 * 1024 * 1024 * 1024,
  /** Spec-free housekeeping: an upload no feedback references after this long is removed (1 hour). */
  ORPHAN_AFTER_MS: 60 * 60 * 1000,
  /** Widths the `width` query snaps up to (spec §7 "Images are resized through a width query parameter"). */
  RESIZE_WIDTHS: [50, 100, 200, 400, 800, 1200, 1600, 2560],
} as const;

/** Our admin feedback inbox (issue 12): page size and the longest reply, in characters. */
export const FEEDBACK_INBOX = {
  PAGE_SIZE: 20,
  PAGE_SIZE_MAX: 50,
  REPLY_MAX: 1000,
} as const;

/** Spec §4 / §9 agreement dialog. */
export const AGREEMENT = {
  /** "Agreement countdown 10 s". */
  COUNTDOWN_S: 10,
  /** "scroll tolerance 10 px". */
  SCROLL_TOLERANCE_PX: 10,
  /** "agreement modal width 600". */
  MODAL_WIDTH: 600,
} as const;

/** Spec §5 / §9 "Feedback types: 0 experience, 1 fault, 2 consultation, 3 content comment, 4 search feedback". */
export const FEEDBACK_TYPES = {
  EXPERIENCE: 0,
  FAULT: 1,
  CONSULTATION: 2,
  CONTENT_COMMENT: 3,
  SEARCH: 4,
} as const;

/** Spec §3 / §9 feedback "clientType "1"". */
export const CLIENT_TYPE = '1' as const;

/** Spec §7 / §9 success markers: code 200, resultCode 200000 / 20000 (upload), code '000000', details "success". */
export const SUCCESS_CODES = {
  CODE: 200,
  RESULT_CODE: 200000,
  UPLOAD_RESULT_CODE: 20000,
  INTERNAL_CODE: '000000',
  DETAILS: 'success',
} as const;

/** Spec §8 codes with a specific reaction. */
export const ERROR_CODES = {
  /** O3 user info 50001: sign out, show portal.UserDeleted. */
  O3_USER_DELETED: 50001,
  /** O3 user info 401: sign out and reload. */
  O3_UNAUTHORIZED: 401,
  /** Upload 901100007: show the server's message. */
  UPLOAD_SERVER_MESSAGE: 901100007,
} as const;

/** Spec §2 page-type ids. */
export const PAGE_TYPE_IDS = {
  DECORATION: 0,
  KNOWLEDGE: 1,
  HOME: 2,
  PERSONAL_INFO_OR_SEARCH: 3,
  LEARNING_GROUP: 4,
  EXERCISE: 5,
} as const;

/** Spec §1 header component codes 001 … 011. */
export const HEADER_COMPONENTS = {
  '001': 'logo',
  '002': 'switchAcademy',
  '003': 'navigation',
  '004': 'search',
  '005': 'loginRegister',
  '006': 'notification',
  '007': 'languageSwitch',
  '008': 'siteSwitch',
  '009': 'aiFaq',
  '010': 'functionMenu',
  '011': 'placeholder',
} as const;

/** Spec §3 "Function menu page types: school management 1, console 2, study 3, custom link 4, no link 5". */
export const FUNCTION_MENU_PAGE_TYPES = {
  SCHOOL_MANAGEMENT: 1,
  CONSOLE: 2,
  STUDY: 3,
  CUSTOM_LINK: 4,
  NO_LINK: 5,
} as const;

/** Spec §3 "Nav modes: category nav 1, nav only 2, nav group nav 3". */
export const NAV_MODES = {
  CATEGORY_NAV: 1,
  NAV_ONLY: 2,
  NAV_GROUP_NAV: 3,
} as const;

/** Spec §3 "Font weight normal 1/bold 2". */
export const FONT_WEIGHTS = { NORMAL: 1, BOLD: 2 } as const;
/** Spec §3 "logo style icon+text 1/icon only 2". */
export const LOGO_STYLES = { ICON_AND_TEXT: 1, ICON_ONLY: 2 } as const;
/** Spec §3 "rank first 1/second 2". */
export const RANKS = { FIRST: 1, SECOND: 2 } as const;
/** Spec §3 "Custom menu type: custom link '0', custom menus '1'" (also navigation pageId "0"/"1", §2). */
export const CUSTOM_MENU_TYPES = { CUSTOM_LINK: '0', CUSTOM_MENUS: '1' } as const;
/** Spec §3 "Post kinds: post 0, ask 1" (createPosts postsType). */
export const POST_KINDS = { POST: 0, ASK: 1 } as const;
/** Spec §2 o3communityPortal postEdit currentType: 0 article, 8 question. */
export const O3_CURRENT_TYPES = { ARTICLE: 0, QUESTION: 8 } as const;
/** Spec §3 "Templates 1 to 3" — navigation templates and their template names. */
export const NAV_TEMPLATES = { index1: 1, index2: 2, index3: 3 } as const;
/** Spec §4 bulletin "status is 1" = active. */
export const BULLETIN_ACTIVE_STATUS = 1;
/** Spec §2 help center "type=1 student guide, type=2 admin guide". */
export const HELP_CENTER_TYPES = { STUDENT_GUIDE: 1, ADMIN_GUIDE: 2 } as const;

/** Spec §3 "Certification levels: none '0', person '1', enterprise '2', vendor '3', platform-academy '4'". */
export const CERTIFICATION_LEVELS = {
  NONE: '0',
  PERSON: '1',
  ENTERPRISE: '2',
  VENDOR: '3',
  PLATFORM_ACADEMY: '4',
} as const;

/** Spec §2 footer "relateType values: centerGuide, stuGuide, manGuide, feedback, privacy, custom". */
export const FOOTER_RELATE_TYPES = [
  'centerGuide',
  'stuGuide',
  'manGuide',
  'feedback',
  'privacy',
  'custom',
] as const;

/** Spec §2 /center/privateCenter.htm "type values". */
export const PERSONAL_CENTER_TYPES = [
  'studyCenter_LearningData',
  'personalCenter_StudyData',
  'studyCenter_MyTask',
  'studyCenter_JobStudy',
  'studyCenter_LearningTask',
  'studyCenter_MyCourse',
  'studyCenter_MyLive',
  'studyCenter_MyExam',
  'studyCenter_MyClass',
  'personalCenter_Message',
] as const;

/** Spec §3 "Local storage keys". Values are the exact stored key names. */
export const STORAGE_KEYS = {
  ACCESS_TOKEN: 'access_token',
  REFRESH_TOKEN: 'refresh_token',
  USER_ID: 'user_id',
  TENANT_ID: 'tenant_id',
  SCHOOL_ID: 'schoolId',
  IS_STORE: 'isStore',
  LOGIN_REDIRECT: 'login_redirect',
  REAL_NAME: 'realName',
  NICK_NAME: 'nickName',
  MOBILE: 'mobile',
  EMAIL: 'email',
  AVATAR_URL: 'avatarUrl',
  SCHOOL_TITLE: 'schoolTitle',
  LOGIN_METHOD: 'loginMethod',
  HAS_INTERNAL: 'hasInternal',
  HONOUR: 'honour',
  LICENSE_TO_SELL: 'licenseToSell',
  MEMBER_LICENSE: 'memberLicense',
  ANALYTICS_COOKIES_SWITCH: 'analyticsCookiesSwitch',
  OPEN_SCHOOL: 'openSchool',
  TAB_INFO: 'tab_info',
  BULLETIN_ID: 'bulletinId',
  CLOSE_BULLETIN: 'closeBulletin',
  CLOSE_COOKIE_TIP: 'closeCookieTip',
  PRE_HEADER_DATA: 'preHeaderData',
} as const;

/** Spec §5 / §9 "Viewer/purchaser counts show a plus sign at or above 9998950". */
export const COUNT_PLUS_THRESHOLD = 9998950;

/** Spec §5 "Message badge shows 99+ above 99". */
export const BADGE_MAX = 99;

/** Spec §9 "Price currency symbol is yuan". */
export const CURRENCY_SYMBOL = '¥';

/**
 * Our API's page sizes and field bounds (not in the spec; contracts.md §3, §6, §7). Defined once: the wire
 * contract's schemas (@portico/contracts), the server's presenters and the web's requests all read them here.
 */
export const API_LIMITS = {
  /** Search results per page (the results page asks for this many; also the server's default). */
  SEARCH_PAGE_SIZE: 20,
  SEARCH_PAGE_SIZE_MAX: 50,
  /** A bound so OFFSET stays a small integer (10 000 pages of 50 = 500 000 rows). */
  SEARCH_PAGE_MAX: 10_000,
  /** Academy lists: the largest page a client may ask for (the login school chooser asks for one full page). */
  LIST_PAGE_SIZE_MAX: 50,
  /** Any paged list's largest `page` / `pageNumber`, and largest `offset` (PAGE_MAX × 50), issue 9 §5. */
  PAGE_MAX: 10_000,
  OFFSET_MAX: 500_000,
  /** Newest courses of a portal page: default and maximum of `limit`. */
  LATEST_COURSES: 12,
  LATEST_COURSES_MAX: 50,
  /** School names (register/create), in characters. */
  SCHOOL_NAME: 50,
  /** Real name and nickname (spec §4 name compliance), in characters. */
  USER_NAME: 30,
  /** Message center (issue 11): messages per page, and the most a client may ask for (also ids per mark-read). */
  MESSAGE_PAGE_SIZE: 10,
  MESSAGE_PAGE_SIZE_MAX: 50,
  /** Learning center: enrolments per page. */
  ENROLMENT_PAGE_SIZE: 12,
  /** Personal space: fans / follows per page. */
  FOLLOW_PAGE_SIZE: 20,
  /**
   * Avatar upload: decoded bytes, and the longest data URL accepted (room above 4/3 of the bytes, so a file a little
   * over the limit is told "too large" rather than "invalid"; still under the 1 MiB body limit).
   */
  AVATAR_BYTES_MAX: 512 * 1024,
  AVATAR_DATA_URL_MAX: 1_000_000,
  /** Avatar images are stored as this many pixels square. */
  AVATAR_SIZE: 256,
  /** AI assistant: question length (characters), earlier turns sent along, courses in an answer. */
  AI_QUESTION_MAX: 500,
  AI_HISTORY_MAX: 10,
  AI_COURSES: 5,
} as const;
