/**
 * Spec §5 validation rules: search keywords, feedback forms, image files, text checks and link legality.
 */
import { FEEDBACK_TYPES, LIMITS } from './constants.ts';

/** Cuts `s` to at most `max` characters, counting code points (a surrogate pair is one character). */
export function cutChars(s: string, max: number): string {
  const chars = Array.from(s);
  return chars.length <= max ? s : chars.slice(0, max).join('');
}

/** Number of characters (code points) in `s`. */
export function charCount(s: string): number {
  return Array.from(s).length;
}

/** Spec §5 "Search keyword: trimmed, max 500 characters". */
export function normalizeSearchKeyword(raw: string): string {
  return cutChars(raw.trim(), LIMITS.SEARCH_KEYWORD).trimEnd();
}

/** Spec §5 / §8: search with the normalised keyword; an empty keyword does not search. */
export function validateSearchKeyword(
  raw: string,
): { ok: true; keyword: string } | { ok: false; reason: 'empty' } {
  const keyword = normalizeSearchKeyword(raw);
  return keyword === '' ? { ok: false, reason: 'empty' } : { ok: true, keyword };
}

/** Spec §5 "School switcher search keyword: trimmed, max 80 characters". */
export function normalizeSchoolSearch(raw: string): string {
  return cutChars(raw.trim(), LIMITS.SCHOOL_SEARCH).trimEnd();
}

/** Spec §5 "an 11-digit number starting with 1 followed by 3 to 9". */
export function isValidMobile(s: string): boolean {
  return /^1[3-9]\d{9}$/.test(s);
}

export type FeedbackTypeValue = 0 | 1 | 2 | 3;

export interface FeedbackInput {
  /** 0 experience, 1 fault, 2 consultation, 3 content comment (numbers or their string forms). */
  feedbackType: number | string;
  description: string;
  allowContact: boolean;
  phone?: string | null;
  /** Uploaded image URLs. */
  images?: readonly string[];
}

/**
 * - `type`: not one of 0–3
 * - `descriptionRequired`: empty after stripping leading whitespace ("enter questions and suggestions")
 * - `descriptionTooLong`: more than 200 characters after stripping leading whitespace
 * - `phoneInvalid`: allow-contact ticked, phone entered, and not a valid mobile ("enter a correct mobile number")
 * - `tooManyImages`: more than 4 images
 */
export type FeedbackError =
  'type' | 'descriptionRequired' | 'descriptionTooLong' | 'phoneInvalid' | 'tooManyImages';

/** The validated feedback fields of spec §3 (identity fields are added by the caller). */
export interface FeedbackValue {
  feedbackType: FeedbackTypeValue;
  feedbackContent: string;
  /** Comma-joined image URLs. */
  picUrl: string;
  allowContact: 0 | 1;
  /** '' unless contact is allowed. */
  phoneNumber: string;
  clientType: '1';
}

const FEEDBACK_TYPE_VALUES: readonly number[] = [
  FEEDBACK_TYPES.EXPERIENCE,
  FEEDBACK_TYPES.FAULT,
  FEEDBACK_TYPES.CONSULTATION,
  FEEDBACK_TYPES.CONTENT_COMMENT,
];

/** Spec §5 "General feedback" rules. All errors are reported together. */
export function validateFeedback(
  input: FeedbackInput,
): { ok: true; value: FeedbackValue } | { ok: false; errors: FeedbackError[] } {
  const errors: FeedbackError[] = [];
  const typeNum =
    typeof input.feedbackType === 'number'
      ? input.feedbackType
      : /^\d$/.test(input.feedbackType)
        ? Number(input.feedbackType)
        : NaN;
  if (!FEEDBACK_TYPE_VALUES.includes(typeNum)) errors.push('type');

  const content = input.description.replace(/^\s+/, '');
  if (content.trim() === '') errors.push('descriptionRequired');
  else if (charCount(content) > LIMITS.FEEDBACK_TEXT) errors.push('descriptionTooLong');

  const phone = (input.phone ?? '').trim();
  if (input.allowContact && phone !== '' && !isValidMobile(phone)) errors.push('phoneInvalid');

  const images = input.images ?? [];
  if (images.length > LIMITS.FEEDBACK_IMAGES) errors.push('tooManyImages');

  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      feedbackType: typeNum as FeedbackTypeValue,
      feedbackContent: content,
      picUrl: images.join(','),
      allowContact: input.allowContact ? 1 : 0,
      phoneNumber: input.allowContact ? phone : '',
      clientType: '1',
    },
  };
}

/**
 * - `noFile`: "a file must be selected first"
 * - `format`: "only gif, jpeg/jpg or png"
 * - `multiple`: "Only 1 file can be uploaded at a time!"
 * - `limit`: already 4 images
 */
export type ImageError = 'noFile' | 'format' | 'multiple' | 'limit';

/** Spec §5 allowed image extensions and MIME types. */
export const IMAGE_EXTENSIONS = ['gif', 'jpeg', 'jpg', 'png'] as const;
export const IMAGE_MIME_TYPES = ['image/gif', 'image/jpeg', 'image/jpg', 'image/png'] as const;

/**
 * Spec §5 image format rule: the extension must be gif/jpeg/jpg/png and, when the browser reports a MIME type,
 * that must be an image of those kinds too.
 */
export function validateImageFile(
  file: { name: string; type: string } | null | undefined,
): ImageError | null {
  if (!file || file.name.trim() === '') return 'noFile';
  const ext = /\.([^./\\]+)$/.exec(file.name.trim())?.[1]?.toLowerCase() ?? '';
  if (!(IMAGE_EXTENSIONS as readonly string[]).includes(ext)) return 'format';
  const type = file.type.trim().toLowerCase();
  if (type !== '' && !(IMAGE_MIME_TYPES as readonly string[]).includes(type)) return 'format';
  return null;
}

/** Spec §5 upload preconditions: one file per upload, a file selected, at most 4 images in total. */
export function validateImageUpload(input: {
  selectedCount: number;
  existingCount: number;
}): ImageError | null {
  if (input.selectedCount <= 0) return 'noFile';
  if (input.selectedCount > LIMITS.FILES_PER_UPLOAD) return 'multiple';
  if (input.existingCount >= LIMITS.FEEDBACK_IMAGES) return 'limit';
  return null;
}

/**
 * Spec §5 "Search feedback: text max 100 characters (beyond that a warning and the text is cut to 100); required
 * for a trodden evaluation". `warning` is 'tooLong' when the text was cut (still ok) and 'required' when a trodden
 * evaluation has no text (not ok).
 */
export function validateSearchFeedback(input: { evaluation: 'praise' | 'trodden'; text: string }): {
  ok: boolean;
  text: string;
  warning?: 'tooLong' | 'required';
} {
  if (input.evaluation === 'trodden' && input.text.trim() === '') {
    return { ok: false, text: input.text, warning: 'required' };
  }
  if (charCount(input.text) > LIMITS.SEARCH_FEEDBACK_TEXT) {
    return { ok: true, text: cutChars(input.text, LIMITS.SEARCH_FEEDBACK_TEXT), warning: 'tooLong' };
  }
  return { ok: true, text: input.text };
}

/** Spec §5 "Keyword quoted in search feedback truncated to 50 characters". */
export function searchFeedbackKeyword(keyword: string): string {
  return cutChars(keyword.trim(), LIMITS.FEEDBACK_KEYWORD);
}

/**
 * Spec §5 text check: ~ ! # $ % & * ( ) + = | : ; , [ ] < > / ? and their full-width equivalents
 * (～！＃＄％＆＊（）＋＝｜：；，［］＜＞／？ and the CJK brackets 【】《》), newline, tab (and carriage return).
 */
const SPECIAL_CHARS_RE = /[~!#$%&*()+=|:;,[\]<>/?～！＃＄％＆＊（）＋＝｜：；，［］＜＞／？【】《》\n\r\t]/u;

export function hasSpecialCharacters(s: string): boolean {
  return SPECIAL_CHARS_RE.test(s);
}

/**
 * Spec §5 "an emoji check rejects emoji": pictographic characters (except ©/® in their plain text form),
 * skin-tone modifiers, regional-indicator flags and keycaps (`1️⃣`, `#⃣`). Plain digits, '#' and '*' are not emoji.
 */
const EMOJI_RE =
  /(?![\u00A9\u00AE])\p{Extended_Pictographic}|[\u00A9\u00AE]\uFE0F|\p{Emoji_Modifier}|\p{Regional_Indicator}|[#*0-9]\uFE0F?\u20E3/u;

export function hasEmoji(s: string): boolean {
  return EMOJI_RE.test(s);
}

// eslint-disable-next-line no-control-regex
const CONTROL_RE = /[\u0000-\u001F\u007F-\u009F]/;

/** The part of a URL before its query or fragment. */
function beforeQuery(s: string): string {
  return s.split(/[?#]/, 1)[0] ?? '';
}

/**
 * Spec §5 "Custom links, footer links and school links are followed only if the URL passes a legality check".
 * Legal: absolute http/https URLs with a host, protocol-relative `//host/…`, or a same-site path starting with a
 * single `/`. Illegal: any other scheme (`javascript:`, `data:`, `vbscript:`, …, however cased or obfuscated),
 * control characters anywhere (browsers strip tab/newline inside schemes), backslashes before the query
 * (`/\evil.com`, `https://good.com\@evil.com`), relative paths and empty strings.
 */
export function isLegalLink(url: unknown): boolean {
  if (typeof url !== 'string') return false;
  if (CONTROL_RE.test(url)) return false;
  const u = url.trim();
  if (u === '' || beforeQuery(u).includes('\\')) return false;
  if (u.startsWith('//')) return hasHost(`https:${u}`);
  if (u.startsWith('/')) return true;
  if (!/^https?:\/\//i.test(u)) return false;
  return hasHost(u);
}

function hasHost(absolute: string): boolean {
  try {
    const parsed = new URL(absolute);
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname !== '';
  } catch {
    return false;
  }
}

const REDIRECT_PROBE_ORIGIN = 'http://portico.invalid';

/**
 * Same-site path for `/login/index?redirect=`: must start with exactly one `/` (so no leading whitespace), with
 * no backslash and no control characters anywhere, not be protocol-relative even after percent-decoding of the leading slashes
 * (`/%2F…`, `/%5C…`), and resolve to the same origin.
 */
export function isSafeRedirectPath(path: unknown): boolean {
  if (typeof path !== 'string' || path === '') return false;
  if (CONTROL_RE.test(path) || path.includes('\\')) return false;
  if (!path.startsWith('/') || path.startsWith('//')) return false;
  if (/^\/(%2f|%5c)/i.test(path)) return false;
  try {
    return new URL(path, REDIRECT_PROBE_ORIGIN).origin === REDIRECT_PROBE_ORIGIN;
  } catch {
    return false;
  }
}
