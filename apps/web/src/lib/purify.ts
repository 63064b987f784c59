/**
 * Spec §5 rich-text sanitiser for the browser: DOMPurify configured with core's one allowlist (the server applies
 * the same one with sanitize-html). No React here, so the light `/h5/` mobile client (apps/web/src/h5) shares it;
 * React pages use `useSanitizedHtml` (sanitize-html.ts).
 */
import {
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_DROPPED_TAGS,
  RICH_TEXT_TAGS,
  isRichTextAttribute,
  sanitizeRichTextStyle,
} from '@portico/core';
import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';

const CONFIG: Config = {
  ALLOWED_TAGS: [...RICH_TEXT_TAGS],
  // The union; the hook below narrows it per tag and applies core's value rules.
  ALLOWED_ATTR: [...new Set(Object.values(RICH_TEXT_ATTRIBUTES).flat())],
  FORBID_CONTENTS: [...RICH_TEXT_DROPPED_TAGS],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  KEEP_CONTENT: true,
};

let purifier: Purifier | null = null;

/** Our own instance, so the hooks never leak into another DOMPurify user of the page. */
function instance(): Purifier {
  if (purifier) return purifier;
  if (typeof window === 'undefined') throw new Error('sanitizeHtml needs a DOM: use useSanitizedHtml');
  const purify = DOMPurify(window);
  purify.addHook('uponSanitizeAttribute', (node, event) => {
    const tag = node.nodeName.toLowerCase();
    if (event.attrName === 'rel' || !isRichTextAttribute(tag, event.attrName, event.attrValue)) {
      event.keepAttr = false;
      return;
    }
    if (event.attrName === 'style') {
      event.attrValue = sanitizeRichTextStyle(event.attrValue);
      if (event.attrValue === '') event.keepAttr = false;
    }
  });
  purify.addHook('afterSanitizeAttributes', (node) => {
    // Opener isolation for new-tab links (target can only be _blank by then).
    if (node.nodeName.toLowerCase() === 'a' && node.hasAttribute('target'))
      node.setAttribute('rel', 'noopener noreferrer');
  });
  purifier = purify;
  return purify;
}

/** Sanitised HTML of `html`, safe for `dangerouslySetInnerHTML`. Browser only (throws without a DOM). */
export function sanitizeHtml(html: string): string {
  return instance().sanitize(html, CONFIG);
}
