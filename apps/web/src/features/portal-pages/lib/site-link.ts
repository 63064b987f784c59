import { withLang, type LanguageCode } from '@portico/core';

/** Spec §2: every link of ours carries the page language; other sites' links stay as the admin wrote them. */
export const siteLink = (url: string, lang: LanguageCode) =>
  url.startsWith('/') && !url.startsWith('//') ? withLang(url, lang) : url;
