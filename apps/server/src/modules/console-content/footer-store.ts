/**
 * The console's footer (issue 13): read the templates as the form edits them (texts per language) and save them.
 * Template 2's row holds the columns and QR codes; both rows hold the copyright; `is_used` marks the template in
 * use. Every link and QR code gets a fresh id on save, under which its translations are stored.
 */
import type {
  ConsoleFooterColumn,
  ConsoleFooterData,
  ConsoleFooterLink,
  ConsoleFooterView,
} from '@portico/contracts';
import { CONTENT_LIMITS, footerLinkUrlProblem, type LanguageCode } from '@portico/core';
import type { Kysely } from 'kysely';
import { newId } from '../../db/ids.ts';
import type { Database } from '../../db/schema.ts';
import type { SchoolRow } from '../../repositories/schools.ts';
import {
  deleteTranslations,
  loadTranslations,
  saveTranslations,
  textsOf,
  type TranslationMap,
} from '../../repositories/translations.ts';
import { listFooterTemplates, type FooterRow } from '../footer/queries.ts';
import {
  parseCopyright,
  parseLinks,
  parseQrCodes,
  type StoredFooterLink,
  type StoredFooterQr,
} from '../footer/stored.ts';
import { formTexts, sectionLanguages } from './languages.ts';
import { baseText, checkTexts, invalidField } from './validate.ts';

const contentRow = (rows: FooterRow[]) => rows.find((row) => row.type === 2) ?? rows[0];

export async function loadFooterView(db: Kysely<Database>, school: SchoolRow): Promise<ConsoleFooterView> {
  const [langs, rows, templates, links, qrs] = await Promise.all([
    sectionLanguages(db, school),
    listFooterTemplates(db, school.id),
    loadTranslations(db, school.id, 'footer_template'),
    loadTranslations(db, school.id, 'footer_link'),
    loadTranslations(db, school.id, 'footer_qr'),
  ]);
  const { defaultLang } = langs;
  const row = contentRow(rows);
  const texts = (base: string | null, map: TranslationMap, id: string | undefined, field: string) =>
    formTexts(base ?? '', id ? textsOf(map, id, field) : undefined, defaultLang);
  const link = (item: StoredFooterLink): ConsoleFooterLink => ({
    showName: texts(item.showName, links, item.id, 'showName'),
    relateType: item.relateType,
    relateUrl: item.relateUrl ?? null,
  });
  const copyright = parseCopyright(row?.copyright ?? '{}');
  return {
    ...langs,
    footer: {
      usedType: rows.find((r) => r.is_used === 1)?.type === 2 ? 2 : 1,
      versionInformationSwitch: row?.version_information_switch === '1' ? '1' : '0',
      copyright: {
        company: texts(copyright.company, templates, row?.id, 'company'),
        beian: copyright.beian ?? '',
        registerSystemInfo: copyright.registerSystemInfo ?? '',
        support: texts(copyright.support, templates, row?.id, 'support'),
      },
      columns: parseLinks(row?.navigations ?? '[]').map((item) => ({
        ...link(item),
        children: (item.children ?? []).map(link),
      })),
      qrCodes: parseQrCodes(row?.qr_codes ?? '[]').map((qr) => ({
        url: qr.url,
        urlEn: qr.urlEn ?? null,
        urlMobile: qr.urlMobile ?? null,
        showName: texts(qr.showName, qrs, qr.id, 'showName'),
        explainMobile: texts(qr.explainMobile, qrs, qr.id, 'explainMobile'),
      })),
    },
  };
}

function checkFooter(data: ConsoleFooterData, defaultLang: LanguageCode): void {
  const { FOOTER_NAME_MAX: NAME, FOOTER_COPYRIGHT_MAX: COPY } = CONTENT_LIMITS;
  checkTexts('copyright.company', data.copyright.company, defaultLang, COPY, false);
  checkTexts('copyright.support', data.copyright.support, defaultLang, COPY, false);
  const checkLink = (link: ConsoleFooterLink, path: string) => {
    checkTexts(`${path}.showName`, link.showName, defaultLang, NAME);
    if (footerLinkUrlProblem(link.relateType, link.relateUrl))
      throw invalidField(`${path}.relateUrl`, 'illegalUrl');
  };
  data.columns.forEach((column, i) => {
    checkLink(column, `columns.${i}`);
    column.children.forEach((child, j) => checkLink(child, `columns.${i}.children.${j}`));
  });
  data.qrCodes.forEach((qr, i) => {
    checkTexts(`qrCodes.${i}.showName`, qr.showName, defaultLang, NAME);
    checkTexts(`qrCodes.${i}.explainMobile`, qr.explainMobile, defaultLang, COPY, false);
    for (const key of ['url', 'urlEn', 'urlMobile'] as const) {
      const url = qr[key];
      if (key === 'url' && !url?.trim()) throw invalidField(`qrCodes.${i}.url`, 'required');
      if (url?.trim() && !isImageUrl(url)) throw invalidField(`qrCodes.${i}.${key}`, 'illegalUrl');
    }
  });
}

/** A QR image: a same-site path (an upload, /assets/…) or an http(s) URL — never javascript:, data: … */
const isImageUrl = (url: string) => /^(\/(?![/\\])|https?:\/\/)[^\s\\]*$/i.test(url.trim());

const nullable = (text: string) => (text.trim() === '' ? null : text.trim());

/** What an upload used by the footer is kept for (never swept as an orphan, like the school logo). */
const FOOTER_QR_KEPT_FOR = 'footer_qr';
const UPLOADED_FILE = /^\/api\/files\//;

/**
 * A QR image served from our uploads must be an image uploaded to this school (another school's file would be
 * shown under this school's name); it is then kept, so the hourly sweep of unreferenced uploads leaves it.
 */
async function keepQrUploads(trx: Kysely<Database>, schoolId: string, data: ConsoleFooterData) {
  for (const [i, qr] of data.qrCodes.entries()) {
    for (const key of ['url', 'urlEn', 'urlMobile'] as const) {
      const url = qr[key]?.trim();
      if (!url || !UPLOADED_FILE.test(url)) continue;
      const upload = await trx
        .selectFrom('uploads')
        .select(['id', 'content_type', 'kept_for'])
        .where('school_id', '=', schoolId)
        .where('url', '=', url)
        .executeTakeFirst();
      if (!upload || !upload.content_type.startsWith('image/')) {
        throw invalidField(`qrCodes.${i}.${key}`, 'illegalUrl');
      }
      if (upload.kept_for === null) {
        await trx
          .updateTable('uploads')
          .set({ kept_for: FOOTER_QR_KEPT_FOR })
          .where('id', '=', upload.id)
          .execute();
      }
    }
  }
}

/** Saves the footer inside the write's transaction; returns nothing (the route answers the fresh view). */
export async function saveFooter(
  trx: Kysely<Database>,
  school: SchoolRow,
  data: ConsoleFooterData,
): Promise<void> {
  const { defaultLang } = await sectionLanguages(trx, school);
  checkFooter(data, defaultLang);
  await keepQrUploads(trx, school.id, data);
  const rows = await listFooterTemplates(trx, school.id);
  // Earlier links and QR codes go with their texts; the saved ones get new ids.
  const oldIds = (kind: 'links' | 'qrs') =>
    rows
      .flatMap((row) =>
        kind === 'links'
          ? parseLinks(row.navigations).flatMap((l) => [l.id, ...(l.children ?? []).map((c) => c.id)])
          : parseQrCodes(row.qr_codes).map((q) => q.id),
      )
      .filter((id): id is string => typeof id === 'string');
  await deleteTranslations(trx, school.id, 'footer_link', oldIds('links'));
  await deleteTranslations(trx, school.id, 'footer_qr', oldIds('qrs'));

  const linkTexts: Array<[string, ConsoleFooterLink]> = [];
  const storeLink = (link: ConsoleFooterLink | ConsoleFooterColumn): StoredFooterLink => {
    const id = newId();
    linkTexts.push([id, link]);
    return {
      id,
      showName: baseText(link.showName, defaultLang),
      relateType: link.relateType,
      relateUrl: link.relateType === 'custom' && link.relateUrl?.trim() ? link.relateUrl.trim() : null,
      children: 'children' in link ? link.children.map(storeLink) : [],
    };
  };
  const navigations = data.columns.map(storeLink);
  const qrTexts: Array<[string, ConsoleFooterData['qrCodes'][number]]> = [];
  const qrCodes: StoredFooterQr[] = data.qrCodes.map((qr) => {
    const id = newId();
    qrTexts.push([id, qr]);
    const explain = baseText(qr.explainMobile, defaultLang);
    return {
      id,
      url: qr.url.trim(),
      urlEn: qr.urlEn?.trim() ? qr.urlEn.trim() : null,
      urlMobile: qr.urlMobile?.trim() ? qr.urlMobile.trim() : null,
      showName: baseText(qr.showName, defaultLang),
      explainMobile: explain === '' ? null : explain,
    };
  });
  const copyright = JSON.stringify({
    company: nullable(baseText(data.copyright.company, defaultLang)),
    beian: nullable(data.copyright.beian),
    registerSystemInfo: nullable(data.copyright.registerSystemInfo),
    support: nullable(baseText(data.copyright.support, defaultLang)),
  });
  for (const type of [1, 2] as const) {
    const existing = rows.find((row) => row.type === type);
    const values = {
      is_used: data.usedType === type ? 1 : 0,
      copyright,
      version_information_switch: data.versionInformationSwitch,
      ...(type === 2 ? { navigations: JSON.stringify(navigations), qr_codes: JSON.stringify(qrCodes) } : {}),
    };
    const id = existing?.id ?? newId();
    if (existing) {
      await trx
        .updateTable('footer_templates')
        .set(values)
        .where('school_id', '=', school.id)
        .where('id', '=', id)
        .execute();
    } else {
      await trx
        .insertInto('footer_templates')
        .values({ id, school_id: school.id, type, navigations: '[]', qr_codes: '[]', ...values })
        .execute();
    }
    await saveTranslations(trx, school.id, 'footer_template', id, {
      company: data.copyright.company,
      support: data.copyright.support,
    });
  }
  for (const [id, link] of linkTexts)
    await saveTranslations(trx, school.id, 'footer_link', id, { showName: link.showName });
  for (const [id, qr] of qrTexts) {
    await saveTranslations(trx, school.id, 'footer_qr', id, {
      showName: qr.showName,
      explainMobile: qr.explainMobile,
    });
  }
}
