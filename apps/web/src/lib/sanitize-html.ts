/**
 * Spec §5 rich-text sanitiser (browser only: DOMParser). Builds a fresh tree from an allowlist instead of
 * deleting from the parsed one: allowed tags are copied with their allowed attributes, dangerous elements are
 * dropped with their content, any other element is unwrapped (its text is kept). Event handlers, unknown
 * attributes, non-whitelisted styles and javascript:/data:/vbscript: (any non-http) URLs never make it across.
 */
const ALLOWED_TAGS = new Set([
  ...['img', 'a', 'p', 'div', 'br', 'strong', 'span', 'blockquote', 'hr', 'em', 'u', 'i', 's'],
  ...['table', 'thead', 'tbody', 'tr', 'td', 'th', 'caption', 'ul', 'ol', 'li'],
  ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'video', 'sub', 'sup', 'select', 'option'],
]);

/** Removed together with everything inside them. */
const DROPPED_TAGS = new Set([
  ...['script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'template', 'noscript'],
  ...['svg', 'math', 'form', 'input', 'textarea', 'button', 'link', 'meta', 'base', 'title', 'head'],
]);

const GLOBAL_ATTRS = ['title', 'style', 'dir', 'lang', 'align'];
const TAG_ATTRS: Record<string, string[]> = {
  a: ['href', 'target', 'name'],
  img: ['src', 'alt', 'width', 'height'],
  video: ['src', 'poster', 'controls', 'width', 'height'],
  table: ['border', 'cellpadding', 'cellspacing', 'width'],
  td: ['colspan', 'rowspan', 'valign', 'width'],
  th: ['colspan', 'rowspan', 'valign', 'width', 'scope'],
  ol: ['start', 'type'],
  option: ['value', 'selected'],
};
const URL_ATTRS = new Set(['href', 'src', 'poster']);

const COLOR = /^(#[0-9a-f]{3,8}|rgba?\(\s*[\d.]+%?\s*(,\s*[\d.]+%?\s*){2}(,\s*[\d.]+\s*)?\))$/i;
const SIZE = /^(0|-?\d+(\.\d+)?(px|pt|em|rem|vw|%))$/i;
const SIZES = /^(0|-?\d+(\.\d+)?(px|pt|em|rem|vw|%))(\s+(0|-?\d+(\.\d+)?(px|pt|em|rem|vw|%))){0,3}$/i;
const FONT_FAMILIES = new Set(
  [
    ...['arial', 'helvetica', 'verdana', 'tahoma', 'georgia', 'times new roman', 'courier new'],
    ...['microsoft yahei', 'simsun', 'simhei', 'kaiti', 'fangsong', 'pingfang sc', 'noto sans'],
    ...['sans-serif', 'serif', 'monospace', 'system-ui'],
  ].map((f) => f.toLowerCase()),
);
const BORDER =
  /^((0|\d+(\.\d+)?(px|pt|em))|solid|dashed|dotted|double|none|#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\))(\s+((0|\d+(\.\d+)?(px|pt|em))|solid|dashed|dotted|double|none|#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\))){0,2}$/i;

/** Whitelisted style properties (spec §5: colours, text-align, sizes, font families, weights, float, borders). */
const STYLE_RULES: Record<string, (value: string) => boolean> = {
  color: (v) => COLOR.test(v),
  'background-color': (v) => COLOR.test(v),
  'text-align': (v) => /^(left|right|center)$/i.test(v),
  'font-size': (v) => SIZE.test(v),
  'line-height': (v) => SIZE.test(v) || /^\d+(\.\d+)?$/.test(v),
  width: (v) => SIZE.test(v),
  height: (v) => SIZE.test(v),
  'max-width': (v) => SIZE.test(v),
  'text-indent': (v) => SIZE.test(v),
  margin: (v) => SIZES.test(v),
  padding: (v) => SIZES.test(v),
  'font-family': (v) =>
    v.split(',').every((f) =>
      FONT_FAMILIES.has(
        f
          .trim()
          .replace(/^['"]|['"]$/g, '')
          .toLowerCase(),
      ),
    ),
  'font-weight': (v) => /^(normal|bold|bolder|lighter|[1-9]00)$/i.test(v),
  'font-style': (v) => /^(normal|italic)$/i.test(v),
  'text-decoration': (v) => /^(none|underline|line-through)$/i.test(v),
  float: (v) => /^(left|right|none)$/i.test(v),
  border: (v) => BORDER.test(v),
  'border-top': (v) => BORDER.test(v),
  'border-right': (v) => BORDER.test(v),
  'border-bottom': (v) => BORDER.test(v),
  'border-left': (v) => BORDER.test(v),
  'border-collapse': (v) => /^(collapse|separate)$/i.test(v),
};

export function sanitizeStyle(style: string): string {
  const kept: string[] = [];
  for (const declaration of style.split(';')) {
    const at = declaration.indexOf(':');
    if (at < 0) continue;
    const property = declaration.slice(0, at).trim().toLowerCase();
    const value = declaration.slice(at + 1).trim();
    if (/[\\<>]|\/\*|url\(|expression\(/i.test(value)) continue;
    if (STYLE_RULES[property]?.(value)) kept.push(`${property}: ${value}`);
  }
  return kept.join('; ');
}

/** http(s), protocol-relative, same-site paths and fragments (plus mailto:/tel: for links); no other scheme. */
export function isSafeUrl(value: string, attr: string): boolean {
  // Browsers ignore control characters and whitespace inside a scheme ("java\tscript:").
  // eslint-disable-next-line no-control-regex
  const compact = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1]?.toLowerCase();
  if (!scheme) return !compact.includes('\\');
  if (scheme === 'http' || scheme === 'https') return true;
  return attr === 'href' && (scheme === 'mailto' || scheme === 'tel');
}

function copyAttributes(from: Element, to: Element, tag: string): void {
  const allowed = new Set([...GLOBAL_ATTRS, ...(TAG_ATTRS[tag] ?? [])]);
  for (const { name, value } of Array.from(from.attributes)) {
    const attr = name.toLowerCase();
    if (!allowed.has(attr)) continue;
    if (URL_ATTRS.has(attr) && !isSafeUrl(value, attr)) continue;
    if (attr === 'style') {
      const style = sanitizeStyle(value);
      if (style) to.setAttribute('style', style);
      continue;
    }
    if (attr === 'target' && value !== '_blank') continue;
    to.setAttribute(attr, value);
  }
  if (tag === 'a' && to.getAttribute('target') === '_blank') to.setAttribute('rel', 'noopener noreferrer');
}

function copyChildren(from: Node, to: Node, doc: Document): void {
  for (const child of Array.from(from.childNodes)) {
    if (child.nodeType === 3) {
      to.appendChild(doc.createTextNode(child.textContent ?? ''));
      continue;
    }
    if (child.nodeType !== 1) continue; // comments, processing instructions
    const element = child as Element;
    const tag = element.tagName.toLowerCase();
    if (DROPPED_TAGS.has(tag)) continue;
    if (!ALLOWED_TAGS.has(tag)) {
      copyChildren(element, to, doc);
      continue;
    }
    const clean = doc.createElement(tag);
    copyAttributes(element, clean, tag);
    copyChildren(element, clean, doc);
    to.appendChild(clean);
  }
}

/** Sanitised HTML of `html`, safe for `dangerouslySetInnerHTML`. */
export function sanitizeHtml(html: string): string {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const out = document.implementation.createHTMLDocument('');
  const container = out.createElement('div');
  copyChildren(parsed.body, container, out);
  return container.innerHTML;
}
