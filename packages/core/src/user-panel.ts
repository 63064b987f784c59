/**
 * Rules of the user panel (issue 11): the login-menu config and its learning entrances (spec §3), the private
 * center's sections, the AI task tip (spec §4), the VIP lookup bucket (spec §7 / §9), the internal-segment check
 * behind the certification bar (spec §4), and the words the AI assistant looks up in the catalogue. Pure data in,
 * data out.
 */
import { CACHE_AND_SESSION } from './constants.ts';

/** Spec §3 "learningEntrance items (…) with status", in the spec's order. */
export const LEARNING_ENTRANCES = [
  'learningData',
  'myTasks',
  'postLearning',
  'learningMap',
  'myCourses',
  'myLiveClass',
  'myExams',
  'myClass',
  'learningArchive',
] as const;
export type LearningEntrance = (typeof LEARNING_ENTRANCES)[number];

/** Spec §3 "Login menu config: entries (personal center, personal space, teaching, creation, fans) with status". */
export const LOGIN_MENU_ENTRIES = [
  'personalCenter',
  'personalSpace',
  'teaching',
  'creation',
  'fans',
] as const;
export type LoginMenuEntry = (typeof LOGIN_MENU_ENTRIES)[number];

/**
 * Where each learning entrance leads: a `/center/privateCenter.htm` type (spec §2 type values), or the learning
 * archive route (`/center/myLearningProfile.htm`).
 */
export const LEARNING_ENTRANCE_TARGETS: Record<LearningEntrance, string> = {
  learningData: 'studyCenter_LearningData',
  myTasks: 'studyCenter_MyTask',
  postLearning: 'studyCenter_JobStudy',
  learningMap: 'studyCenter_LearningTask',
  myCourses: 'studyCenter_MyCourse',
  myLiveClass: 'studyCenter_MyLive',
  myExams: 'studyCenter_MyExam',
  myClass: 'studyCenter_MyClass',
  learningArchive: 'learningProfile',
};

export interface LoginMenuConfig {
  entries: Record<LoginMenuEntry, boolean>;
  learningEntrance: Record<LearningEntrance, boolean>;
}

/**
 * A school without a login-menu config: every menu entry on; of the learning entrances, the ones with a page of
 * their own (my courses, my tasks).
 */
export const DEFAULT_LOGIN_MENU: LoginMenuConfig = {
  entries: { personalCenter: true, personalSpace: true, teaching: true, creation: true, fans: true },
  learningEntrance: {
    learningData: false,
    myTasks: true,
    postLearning: false,
    learningMap: false,
    myCourses: true,
    myLiveClass: false,
    myExams: false,
    myClass: false,
    learningArchive: false,
  },
};

const statusOn = (value: unknown): boolean | null =>
  value === true || value === 1 || value === '1'
    ? true
    : value === false || value === 0 || value === '0'
      ? false
      : null;

/**
 * Reads a stored login-menu config (`{ entries: [{ key, status }], learningEntrance: [{ key, status }] }`, or the
 * same as objects of key → status). Unknown keys are ignored; a key it does not mention keeps the default; any
 * malformed input gives the default (spec §8: config failure → empty defaults).
 */
export function parseLoginMenuConfig(raw: unknown): LoginMenuConfig {
  const out: LoginMenuConfig = {
    entries: { ...DEFAULT_LOGIN_MENU.entries },
    learningEntrance: { ...DEFAULT_LOGIN_MENU.learningEntrance },
  };
  let value = raw;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return out;
    }
  }
  if (typeof value !== 'object' || value === null) return out;
  const apply = <K extends string>(target: Record<K, boolean>, keys: readonly K[], list: unknown) => {
    const pairs: Array<[unknown, unknown]> = Array.isArray(list)
      ? list.map((item) => [(item as { key?: unknown })?.key, (item as { status?: unknown })?.status])
      : typeof list === 'object' && list !== null
        ? Object.entries(list)
        : [];
    for (const [key, status] of pairs) {
      const on = statusOn(status);
      if (on !== null && (keys as readonly unknown[]).includes(key)) target[key as K] = on;
    }
  };
  const record = value as { entries?: unknown; learningEntrance?: unknown };
  apply(out.entries, LOGIN_MENU_ENTRIES, record.entries);
  apply(out.learningEntrance, LEARNING_ENTRANCES, record.learningEntrance);
  return out;
}

/** The private center's sections (spec §2 type values): what each `type` shows. */
export type PrivateCenterSection =
  'courses' | 'study-data' | 'tasks' | 'live' | 'exams' | 'classes' | 'messages' | 'unavailable';

/** Spec §2 type value → section (issue 23 item 6: every type of the spec's list has a real section). */
const PRIVATE_CENTER_TYPES: Readonly<Record<string, Exclude<PrivateCenterSection, 'unavailable'>>> = {
  studyCenter_MyCourse: 'courses',
  studyCenter_LearningData: 'study-data',
  personalCenter_StudyData: 'study-data',
  studyCenter_MyTask: 'tasks',
  studyCenter_JobStudy: 'tasks',
  studyCenter_LearningTask: 'tasks',
  studyCenter_MyLive: 'live',
  studyCenter_MyExam: 'exams',
  studyCenter_MyClass: 'classes',
  personalCenter_Message: 'messages',
};

/**
 * `type` → section: my courses (studyCenter_MyCourse or no type), study data (studyCenter_LearningData and
 * personalCenter_StudyData), tasks (studyCenter_MyTask, the job-study and learning-task types), live, exams,
 * classes, messages; a value outside the spec's list is 'unavailable'.
 */
export function privateCenterSection(type: string | null | undefined): PrivateCenterSection {
  if (!type) return 'courses';
  return Object.hasOwn(PRIVATE_CENTER_TYPES, type) ? PRIVATE_CENTER_TYPES[type]! : 'unavailable';
}

/**
 * Spec §4 "if the user has a position-related task today and the task tip has not been shown today, a new-mission
 * tip shows for 5 seconds and the day is recorded per school". `lastShownDay` is what was recorded for the school.
 */
export function aiTaskTipDue(input: {
  havePositionTask: boolean;
  lastShownDay: string | null;
  today: string;
}) {
  return input.havePositionTask && input.lastShownDay !== input.today;
}

/**
 * Spec §4 "Clicking opens the AI page, on the role-learning tab if a position task exists and has not been opened
 * today". `lastOpenedDay` is the day the role-learning tab was last opened for this school.
 */
export function aiOpensRoleLearning(input: {
  havePositionTask: boolean;
  lastOpenedDay: string | null;
  today: string;
}): boolean {
  return input.havePositionTask && input.lastOpenedDay !== input.today;
}

/** A local calendar day as `YYYY-MM-DD` (the unit the task tip is recorded in). */
export function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Spec §7 searchVipWithImageJson `random`: the 5-minute time bucket (spec §9 300000 ms), so lookups cache. */
export function vipBucket(nowMs: number): number {
  return Math.floor(nowMs / CACHE_AND_SESSION.VIP_CACHE_BUCKET_MS);
}

/**
 * Spec §4 "Uncertified schools cannot have files uploaded to their intranet until an administrator completes
 * certification": certified is authType '3', the same flag that hides the certification tip.
 */
export function isSchoolCertified(input: { authType: string | null | undefined }): boolean {
  return input.authType === '3';
}

/** Bytes of an IPv4 or IPv6 address (IPv4-mapped IPv6 is read as IPv4), or null when it is not one. */
export function parseIpAddress(address: string): number[] | null {
  const text = address
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (mapped) return parseIpAddress(mapped[1]!);
  if (/^\d+\.\d+\.\d+\.\d+$/.test(text)) {
    const parts = text.split('.').map(Number);
    return parts.every((n, i) => n <= 255 && String(n) === text.split('.')[i]) ? parts : null;
  }
  if (!/^[0-9a-f:]+$/.test(text) || !text.includes(':')) return null;
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const groups = (s: string) => (s === '' ? [] : s.split(':'));
  const head = groups(halves[0]!);
  const tail = halves.length === 2 ? groups(halves[1]!) : [];
  const missing = 8 - head.length - tail.length;
  if ((halves.length === 1 && missing !== 0) || missing < 0 || (halves.length === 2 && missing < 1))
    return null;
  const all = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail];
  if (all.some((g) => g.length === 0 || g.length > 4)) return null;
  return all.flatMap((g) => {
    const n = parseInt(g, 16);
    return [n >> 8, n & 255];
  });
}

/**
 * The internal-segment check (spec §7 "internal-segment check … boolean", §4 certification): whether the client
 * address lies in one of the school's segments, written as CIDR (`10.0.0.0/8`, `fd00::/8`) or single addresses.
 * Malformed segments never match.
 */
export function isInternalAddress(address: string | null | undefined, segments: readonly string[]): boolean {
  if (!address) return false;
  const ip = parseIpAddress(address);
  if (!ip) return false;
  return segments.some((segment) => {
    const [base, bitsText] = segment.trim().split('/');
    const net = base ? parseIpAddress(base) : null;
    if (!net || net.length !== ip.length) return false;
    const max = ip.length * 8;
    const bits = bitsText === undefined ? max : /^\d{1,3}$/.test(bitsText) ? Number(bitsText) : -1;
    if (bits < 0 || bits > max) return false;
    for (let i = 0; i < ip.length; i += 1) {
      const take = Math.max(0, Math.min(8, bits - i * 8));
      const mask = take === 0 ? 0 : (0xff << (8 - take)) & 0xff;
      if ((ip[i]! & mask) !== (net[i]! & mask)) return false;
    }
    return true;
  });
}

/** Words of a question that carry no subject (the AI assistant looks the rest up in the catalogue). */
const STOP_WORDS = new Set(
  (
    'a an and any are about can course courses class classes do does find for from have help how i in is it learn ' +
    'learning me my of on or please recommend show some teach teaches teaching tell that the there to want what ' +
    'which who with would you your study lesson lessons give list know best good new'
  ).split(' '),
);
/** CJK filler phrases cut out of a question before the rest is used as keywords. */
const CJK_FILLERS = [
  '有哪些',
  '哪些',
  '什么',
  '怎么',
  '如何',
  '请问',
  '请',
  '推荐',
  '一下',
  '课程',
  '课',
  '学习',
  '教',
  '讲',
  '关于',
  '我想',
  '想要',
  '我要',
  '可以',
  '有没有',
  '吗',
  '呢',
  '的',
  '和',
  '学',
  '给我',
  '我',
];

/**
 * The keywords of a learner's question (at most 5, longest first): Latin words without stop words (2+ letters),
 * and CJK runs with filler phrases removed (2+ characters). "Which courses teach Python?" → ['python'];
 * "有哪些数据分析的课程" → ['数据分析'].
 */
export function questionKeywords(question: string): string[] {
  const found: string[] = [];
  const add = (word: string) => {
    if (!found.includes(word)) found.push(word);
  };
  for (const token of question.toLowerCase().split(/[^\p{L}\p{N}+#.]+/u)) {
    const word = token.replace(/^[.]+|[.]+$/g, '');
    if (!word) continue;
    if (/\p{Script=Han}|\p{Script=Hiragana}|\p{Script=Katakana}|\p{Script=Hangul}/u.test(word)) {
      let rest = word;
      for (const filler of CJK_FILLERS) rest = rest.split(filler).join(' ');
      for (const part of rest.split(/\s+/)) if (Array.from(part).length >= 2) add(part);
    } else if (Array.from(word).length >= 2 && !STOP_WORDS.has(word)) {
      add(word);
    }
  }
  return found.sort((a, b) => b.length - a.length).slice(0, 5);
}
