import type { FooterNavigation, FooterTemplate } from '@portico/contracts';
import type { LanguageCode } from '@portico/core';
import { localizedText } from '@portico/core';
import { textsOf, type TranslationMap } from '../../repositories/translations.ts';
import type { FooterRow } from './queries.ts';
import { parseCopyright, parseLinks, parseQrCodes, type StoredFooterLink } from './stored.ts';

/** The translations a footer needs, and the visitor's language (issue 13 §2: language → school default → row). */
export interface FooterTexts {
  lang: LanguageCode;
  defaultLang: LanguageCode;
  templates: TranslationMap;
  links: TranslationMap;
  qrCodes: TranslationMap;
}

const pick = (map: TranslationMap | undefined, id: string | undefined, field: string) =>
  map && id ? textsOf(map, id, field) : undefined;

export function presentFooterTemplate(row: FooterRow, texts?: FooterTexts): FooterTemplate {
  const say = (base: string, map: TranslationMap | undefined, id: string | undefined, field: string) =>
    texts ? localizedText(base, pick(map, id, field), texts.lang, texts.defaultLang) : base;
  const sayNullable = (
    base: string | null,
    map: TranslationMap | undefined,
    id: string | undefined,
    f: string,
  ) => (base === null ? null : say(base, map, id, f));
  const link = (item: StoredFooterLink): FooterNavigation => ({
    showName: say(item.showName, texts?.links, item.id, 'showName'),
    relateType: item.relateType,
    relateUrl: item.relateUrl ?? null,
    children: (item.children ?? []).map(link),
  });
  const copyright = parseCopyright(row.copyright);
  return {
    type: row.type === 2 ? 2 : 1,
    isUsed: row.is_used === 1,
    copyright: {
      company: sayNullable(copyright.company, texts?.templates, row.id, 'company'),
      beian: copyright.beian,
      registerSystemInfo: copyright.registerSystemInfo,
      support: sayNullable(copyright.support, texts?.templates, row.id, 'support'),
    },
    footerNavigations: parseLinks(row.navigations).map(link),
    footerQrCodes: parseQrCodes(row.qr_codes).map((qr) => ({
      url: qr.url,
      urlEn: qr.urlEn ?? null,
      urlMobile: qr.urlMobile ?? null,
      showName: say(qr.showName, texts?.qrCodes, qr.id, 'showName'),
      explainMobile: sayNullable(qr.explainMobile ?? null, texts?.qrCodes, qr.id, 'explainMobile'),
    })),
    versionInformationSwitch: row.version_information_switch === '1' ? '1' : '0',
  };
}

/** The template the school marked in use, if any (null → the web app's default footer). */
export function footerInUse(rows: FooterRow[], texts?: FooterTexts): FooterTemplate | null {
  const used = rows.find((row) => row.is_used === 1);
  return used ? presentFooterTemplate(used, texts) : null;
}
