/**
 * Spec §5 "Rich text is sanitised": the one allowlist both sanitizers apply — sanitize-html on the server
 * (agreement bodies) and DOMPurify in the browser. Data plus two small pure checks; the libraries do the parsing.
 */

/** Spec §5 allowed tags ("tables", "lists" and "headings" spelled out). Anything else is unwrapped. */
export const RICH_TEXT_TAGS: readonly string[] = [
  ...['img', 'a', 'p', 'div', 'br', 'strong', 'span', 'blockquote', 'hr', 'em', 'u', 'i', 's'],
  ...['table', 'thead', 'tbody', 'tfoot', 'tr', 'td', 'th', 'caption', 'ul', 'ol', 'li'],
  ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'video', 'sub', 'sup', 'select', 'option'],
];

/** Removed together with everything inside them (their text is code, markup or a form, never prose). */
export const RICH_TEXT_DROPPED_TAGS: readonly string[] = [
  ...['script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'template', 'noscript'],
  ...['svg', 'math', 'form', 'input', 'textarea', 'button', 'link', 'meta', 'base', 'title', 'head', 'xmp'],
  ...['noembed', 'noframes', 'plaintext'],
];

/** Spec §5 "limited attributes": `*` applies to every allowed tag. */
export const RICH_TEXT_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  '*': ['title', 'style', 'dir', 'lang', 'align'],
  a: ['href', 'target', 'rel', 'name'],
  img: ['src', 'alt', 'width', 'height'],
  video: ['src', 'poster', 'controls', 'width', 'height'],
  table: ['border', 'cellpadding', 'cellspacing', 'width'],
  td: ['colspan', 'rowspan', 'valign', 'width'],
  th: ['colspan', 'rowspan', 'valign', 'width', 'scope'],
  ol: ['start', 'type'],
  option: ['value', 'selected'],
};

/** Attributes whose value must match a rule to survive (the others are free text, escaped on output). */
export const RICH_TEXT_ATTRIBUTE_VALUES: Readonly<Record<string, RegExp>> = {
  dir: /^(ltr|rtl|auto)$/i,
  align: /^(left|right|center|justify)$/i,
  valign: /^(top|middle|bottom|baseline)$/i,
  // Only new-tab links; `rel` is set by the sanitizer itself (opener isolation), never taken from input.
  target: /^_blank$/,
  rel: /^noopener noreferrer$/,
  width: /^\d{1,4}(%|px)?$/,
  height: /^\d{1,4}(%|px)?$/,
  border: /^\d{1,2}$/,
  cellpadding: /^\d{1,2}$/,
  cellspacing: /^\d{1,2}$/,
  colspan: /^\d{1,3}$/,
  rowspan: /^\d{1,3}$/,
  start: /^\d{1,6}$/,
  type: /^[1aAiI]$/,
  scope: /^(row|col|rowgroup|colgroup)$/,
  controls: /^(controls)?$/i,
  selected: /^(selected)?$/i,
};

/** URL-carrying attributes and the schemes each accepts; relative URLs are always fine. */
export const RICH_TEXT_URL_SCHEMES: Readonly<Record<string, readonly string[]>> = {
  href: ['http', 'https', 'mailto', 'tel'],
  src: ['http', 'https'],
  poster: ['http', 'https'],
};

const COLOR =
  /^(#[0-9a-f]{3,8}|rgba?\(\s*\d{1,3}(\.\d+)?%?\s*(,\s*\d{1,3}(\.\d+)?%?\s*){2}(,\s*(0|1|0?\.\d+)\s*)?\))$/i;
// Non-negative only: a negative margin or indent could pull text over the dialog's own buttons.
const LENGTH = '(0|\\d{1,4}(\\.\\d+)?(px|pt|em|rem|vw|%))';
const SIZE = new RegExp(`^${LENGTH}$`, 'i');
const SIZES = new RegExp(`^${LENGTH}(\\s+${LENGTH}){0,3}$`, 'i');
const BORDER_PART = `(${LENGTH}|solid|dashed|dotted|double|none|#[0-9a-f]{3,8}|rgba?\\([\\d\\s.,%]+\\))`;
const BORDER = new RegExp(`^${BORDER_PART}(\\s+${BORDER_PART}){0,2}$`, 'i');

/** Spec §5 "listed font families". */
export const RICH_TEXT_FONT_FAMILIES: readonly string[] = [
  ...['Arial', 'Helvetica', 'Verdana', 'Tahoma', 'Georgia', 'Times New Roman', 'Courier New'],
  ...['Microsoft YaHei', 'SimSun', 'SimHei', 'KaiTi', 'FangSong', 'PingFang SC', 'Noto Sans'],
  ...['sans-serif', 'serif', 'monospace', 'system-ui'],
];
const FAMILY = `(${RICH_TEXT_FONT_FAMILIES.map((f) => {
  const name = f.replace(/[-\s]/g, (c) => (c === ' ' ? '\\s' : '\\-'));
  return `${name}|'${name}'|"${name}"`;
}).join('|')})`;
const FONT_FAMILY = new RegExp(`^${FAMILY}(\\s*,\\s*${FAMILY})*$`, 'i');

/**
 * Spec §5 whitelisted styles: property → value rules (anchored, so `url(`, `expression(`, escapes and comments
 * never match). Not listed, so always dropped: position, behavior, -moz-binding, background(-image), content….
 */
export const RICH_TEXT_STYLES: Readonly<Record<string, readonly RegExp[]>> = {
  color: [COLOR],
  'background-color': [COLOR],
  'text-align': [/^(left|right|center)$/i],
  'font-size': [SIZE],
  'line-height': [SIZE, /^\d{1,2}(\.\d+)?$/],
  width: [SIZE],
  height: [SIZE],
  'max-width': [SIZE],
  'text-indent': [SIZE],
  margin: [SIZES],
  padding: [SIZES],
  'font-family': [FONT_FAMILY],
  'font-weight': [/^(normal|bold|bolder|lighter|[1-9]00)$/i],
  'font-style': [/^(normal|italic)$/i],
  'text-decoration': [/^(none|underline|line-through)$/i],
  float: [/^(left|right|none)$/i],
  border: [BORDER],
  'border-top': [BORDER],
  'border-right': [BORDER],
  'border-bottom': [BORDER],
  'border-left': [BORDER],
  'border-color': [COLOR],
  'border-collapse': [/^(collapse|separate)$/i],
};

/**
 * Whether the attribute `name` on `tag` may keep `value`: URLs are judged by {@link isRichTextUrl}; a `style`
 * passes here and is then cut down by {@link sanitizeRichTextStyle}.
 */
export function isRichTextAttribute(tag: string, name: string, value: string): boolean {
  const allowed = RICH_TEXT_ATTRIBUTES[tag]?.includes(name) || RICH_TEXT_ATTRIBUTES['*']?.includes(name);
  if (!allowed) return false;
  if (name in RICH_TEXT_URL_SCHEMES) return isRichTextUrl(name, value);
  const rule = RICH_TEXT_ATTRIBUTE_VALUES[name];
  return rule ? rule.test(value.trim()) : true;
}

// Control characters, whitespace and invisible separators (C0, DEL, C1, NBSP, Unicode spaces, BOM).
// eslint-disable-next-line no-control-regex
const IGNORED_IN_SCHEME = /[\u0000-\u0020\u007f-\u009f\u00a0\u1680\u2000-\u200f\u2028\u2029\ufeff]/g;

/**
 * An URL attribute's value is safe when it names one of the attribute's schemes, or no scheme at all (a relative
 * URL). Browsers ignore control characters and whitespace inside a scheme (`java\tscript:`), so we do too;
 * backslashes are refused because browsers read them as slashes (`/\evil.example`).
 */
export function isRichTextUrl(attribute: string, value: string): boolean {
  const schemes = RICH_TEXT_URL_SCHEMES[attribute];
  if (!schemes) return false;
  const compact = value.replace(IGNORED_IN_SCHEME, '');
  if (compact.includes('\\')) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1]?.toLowerCase();
  if (scheme) return schemes.includes(scheme);
  // A colon before any / ? # would still be read as a scheme by some parsers: refuse it.
  return !/^[^/?#]*:/.test(compact);
}

/**
 * Keeps the whitelisted declarations of an inline `style`, written `prop:value` joined by `;` (the form
 * sanitize-html prints, so both sides agree). Splitting on `;` is naive on purpose: a declaration cut in the
 * middle of a quoted value no longer matches its anchored rule and is dropped — it fails closed.
 */
export function sanitizeRichTextStyle(style: string): string {
  const kept: string[] = [];
  for (const declaration of style.split(';')) {
    const at = declaration.indexOf(':');
    if (at < 0) continue;
    const property = declaration.slice(0, at).trim();
    let value = declaration.slice(at + 1).trim();
    const important = /\s*!\s*important$/i.test(value);
    if (important) value = value.replace(/\s*!\s*important$/i, '');
    const rules = Object.hasOwn(RICH_TEXT_STYLES, property) ? RICH_TEXT_STYLES[property] : undefined;
    if (rules?.some((rule) => rule.test(value)))
      kept.push(`${property}:${value}${important ? ' !important' : ''}`);
  }
  return kept.join(';');
}
