/**
 * Issue 13, the console's content sections: footer, bulletins and the school convention agreement. Limits the
 * server enforces and the forms show, and the pure rules both sides apply (a text in the school's default language
 * is required; a bulletin's window must open before it closes; footer link kinds that need a URL).
 */
import { type LanguageCode } from './languages.ts';
import type { LocalizedTexts } from './console.ts';
import { isLegalLink } from './validation.ts';

export const CONTENT_LIMITS = {
  /** Footer: a column or link name, a copyright part, a URL; how many columns, links per column, QR codes. */
  FOOTER_NAME_MAX: 40,
  FOOTER_COPYRIGHT_MAX: 200,
  FOOTER_URL_MAX: 500,
  FOOTER_COLUMNS_MAX: 8,
  FOOTER_LINKS_PER_COLUMN_MAX: 10,
  FOOTER_QR_CODES_MAX: 4,
  /** Bulletins: the marquee text, and how many a school keeps. */
  BULLETIN_CONTENT_MAX: 500,
  BULLETINS_MAX: 50,
  /** Agreements: the title and the (rich text) body per language. */
  AGREEMENT_TITLE_MAX: 100,
  AGREEMENT_BODY_MAX: 50_000,
} as const;

/** The text in the school's default language is what every other language falls back to: it must be there. */
export function hasDefaultText(texts: LocalizedTexts | undefined, defaultLang: LanguageCode): boolean {
  return (texts?.[defaultLang] ?? '').trim() !== '';
}

/** The longest text of any language, in characters (code points), for the per-field limits. */
export function longestText(texts: LocalizedTexts | undefined): number {
  return Math.max(0, ...Object.values(texts ?? {}).map((text) => Array.from(text ?? '').length));
}

/** A bulletin window: both ISO 8601 instants parse and the start is not after the end. */
export function isBulletinWindowValid(startTime: string, endTime: string): boolean {
  const start = Date.parse(startTime);
  const end = Date.parse(endTime);
  return !Number.isNaN(start) && !Number.isNaN(end) && start <= end;
}

/**
 * Spec §2 footer relateType: only `custom` links go to an admin-given URL, which must pass the spec §5 legality
 * check; the other kinds link to the product's own pages (help center, privacy) or open the feedback dialog.
 */
export function footerLinkUrlProblem(relateType: string, relateUrl: string | null): 'illegal' | null {
  if (relateType !== 'custom') return null;
  if (relateUrl === null || relateUrl.trim() === '') return null; // a custom entry without URL is a heading
  return isLegalLink(relateUrl) ? null : 'illegal';
}
