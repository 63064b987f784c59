/**
 * A small allowlist HTML sanitiser for agreement bodies (spec §5 rich text). Stored bodies are trusted seed data,
 * but nothing reaches a page unfiltered: only the listed tags and attributes survive, script/style-like elements
 * go with their content, `on*` handlers and inline styles are dropped, and URLs must pass core's `isLegalLink`
 * (no `javascript:`/`data:`). Plain-text bodies become one paragraph per line. A later issue may replace this
 * with a full sanitiser (whitelisted styles).
 */
import { isLegalLink } from '@portico/core';

const ALLOWED_TAGS = new Set(
  (
    'a img p div br strong b table thead tbody tfoot tr td th caption span blockquote hr ul ol li ' +
    'h1 h2 h3 h4 h5 h6 em u i s video sub sup select option'
  ).split(' '),
);
const VOID_TAGS = new Set(['br', 'hr', 'img']);
/** Removed together with everything inside them. */
const DROP_WITH_CONTENT = new Set(
  'script style iframe object embed noscript template textarea title head svg math frameset'.split(' '),
);
const ALLOWED_ATTRS = new Set(
  'href src alt title width height colspan rowspan align target controls poster value'.split(' '),
);
const URL_ATTRS = new Set(['href', 'src', 'poster']);

const TOKEN_RE = /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const ATTR_RE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

const escapeText = (s: string) =>
  s
    .replace(/&(?!#?\w+;)/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
const escapeAttr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Enough entity decoding that `jav&#x61;script:` is judged as what the browser would see. */
function decodeEntities(s: string): string {
  return s
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&colon;/gi, ':')
    .replace(/&tab;/gi, '\t')
    .replace(/&newline;/gi, '\n')
    .replace(/&quot;/gi, '"')
    .replace(/&apos;/gi, "'")
    .replace(/&lt;/gi, '<')
    .replace(/&gt;/gi, '>')
    .replace(/&amp;/gi, '&');
}

function cleanAttributes(raw: string): string {
  let out = '';
  for (const match of raw.matchAll(ATTR_RE)) {
    const name = (match[1] ?? '').toLowerCase();
    if (!ALLOWED_ATTRS.has(name)) continue;
    const value = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '');
    if (URL_ATTRS.has(name) && !isLegalLink(value)) continue;
    if (name === 'target') {
      out += ' target="_blank" rel="noopener noreferrer"';
      continue;
    }
    out += ` ${name}="${escapeAttr(value)}"`;
  }
  return out;
}

export function sanitizeHtml(input: string): string {
  let out = '';
  let last = 0;
  let dropUntil: string | null = null;
  for (const match of input.matchAll(TOKEN_RE)) {
    const index = match.index ?? 0;
    const [token, slash, rawName, rawAttrs] = match;
    const name = (rawName ?? '').toLowerCase();
    if (dropUntil) {
      last = index + token.length;
      if (slash && name === dropUntil) dropUntil = null;
      continue;
    }
    out += escapeText(input.slice(last, index));
    last = index + token.length;
    if (!rawName) continue; // a comment
    if (DROP_WITH_CONTENT.has(name)) {
      if (!slash && !/\/\s*$/.test(rawAttrs ?? '')) dropUntil = name;
      continue;
    }
    if (!ALLOWED_TAGS.has(name)) continue;
    if (slash) out += VOID_TAGS.has(name) ? '' : `</${name}>`;
    else out += `<${name}${cleanAttributes(rawAttrs ?? '')}>`;
  }
  if (!dropUntil) out += escapeText(input.slice(last));
  return out;
}

/** Agreement bodies may be HTML or plain text (one clause per line). */
export function agreementHtml(body: string): string {
  if (/<[a-zA-Z!/]/.test(body)) return sanitizeHtml(body);
  return body
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .map((line) => `<p>${escapeAttr(line.trim())}</p>`)
    .join('\n');
}
