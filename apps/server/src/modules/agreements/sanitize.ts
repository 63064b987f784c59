/**
 * Agreement bodies as safe HTML (spec §5 rich text), through the maintained `sanitize-html` configured with core's
 * one allowlist (the browser applies the same one with DOMPurify). Stored bodies are trusted seed or admin data,
 * but nothing reaches a page unfiltered. Plain-text bodies become one paragraph per line.
 */
import {
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_DROPPED_TAGS,
  RICH_TEXT_STYLES,
  RICH_TEXT_TAGS,
  RICH_TEXT_URL_SCHEMES,
  isRichTextAttribute,
} from '@portico/core';
import sanitize from 'sanitize-html';

const OPTIONS: sanitize.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: Object.fromEntries(
    Object.entries(RICH_TEXT_ATTRIBUTES).map(([tag, names]) => [tag, [...names]]),
  ),
  allowedStyles: { '*': Object.fromEntries(Object.entries(RICH_TEXT_STYLES).map(([p, r]) => [p, [...r]])) },
  // Unknown tags are unwrapped (their text stays); these go with their content.
  disallowedTagsMode: 'discard',
  nonTextTags: [...RICH_TEXT_DROPPED_TAGS],
  allowedSchemes: [...(RICH_TEXT_URL_SCHEMES.href ?? [])],
  allowedSchemesByTag: {
    img: [...(RICH_TEXT_URL_SCHEMES.src ?? [])],
    video: [...(RICH_TEXT_URL_SCHEMES.src ?? [])],
  },
  allowedSchemesAppliedToAttributes: Object.keys(RICH_TEXT_URL_SCHEMES),
  allowProtocolRelative: true,
  transformTags: {
    // Core's value rules (and its URL rule, on top of the library's scheme check) for every attribute.
    '*': (tagName, attribs) => {
      const kept: sanitize.Attributes = {};
      for (const [name, value] of Object.entries(attribs)) {
        if (name === 'rel') continue; // set below, never taken from input
        if (isRichTextAttribute(tagName, name, value)) kept[name] = value;
      }
      if (tagName === 'a' && kept.target) kept.rel = 'noopener noreferrer';
      return { tagName, attribs: kept };
    },
  },
};

/**
 * `keepImage`, when given, decides each `<img>` by its (already scheme-checked) src: one it refuses goes, tag and
 * all (question texts keep only this school's uploads: modules/exams/question-html.ts).
 */
export function sanitizeHtml(input: string, keepImage?: (src: string) => boolean): string {
  if (!keepImage) return sanitize(input, OPTIONS);
  return sanitize(input, {
    ...OPTIONS,
    exclusiveFilter: (frame) => frame.tag === 'img' && !keepImage(frame.attribs.src ?? ''),
  });
}

const escapeText = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Agreement bodies may be HTML or plain text (one clause per line). */
export function agreementHtml(body: string): string {
  if (/<[a-zA-Z!/]/.test(body)) return sanitizeHtml(body);
  return body
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .map((line) => `<p>${escapeText(line.trim())}</p>`)
    .join('\n');
}
