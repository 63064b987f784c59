import {
  FUNCTION_MENU_PAGE_TYPES as TYPES,
  isLegalLink,
  privateCenterLink,
  schoolManagementLink,
  showManagementEntries,
  withLang,
} from '@portico/core';
import type { HeaderComponentConfig, ShellBootstrap } from '@portico/contracts';
import type { TFn } from '@/i18n/keys.ts';

export type FunctionMenuConfigure = HeaderComponentConfig['configures'][number];

export interface FunctionEntry {
  key: string;
  label: string;
  /** null → "no link" (page type 5): shown as text. */
  href: string | null;
  external: boolean;
  /** My learning: a visitor logs in first (spec §6). */
  requiresLogin: boolean;
  /** School management: the target depends on the store flag (spec §2); a click before it is known waits for it. */
  storeRouted?: boolean;
}

const entry = (pageType: number, name: string): FunctionMenuConfigure => ({
  pageType,
  name,
  nameEn: null,
  status: true,
  width: null,
  showName: null,
  diyUrl: null,
});

/** Function menu of the default header (no header settings): my learning, school management, console. */
export const DEFAULT_FUNCTION_MENU: FunctionMenuConfigure[] = [
  entry(TYPES.STUDY, '我的学习'),
  entry(TYPES.SCHOOL_MANAGEMENT, '学校管理'),
  entry(TYPES.CONSOLE, '控制台'),
];

/**
 * Entries of header component 010 from its `configures` (spec §3 "Function menu page types: school management 1,
 * console 2, study 3, custom link 4, no link 5"), in their order, switched-off ones (status false) left out.
 * Management and console only for a valid member who is an admin (spec §5); custom links only when they pass
 * isLegalLink, another site in a new tab. The built-in entries use the app's translations; custom entries follow
 * the language (zh_CN showName/name, otherwise nameEn when present). Console and school management open the same
 * pages as the user menu's entries; school management follows the store flag (`store`, spec §2/§4).
 */
export function functionMenuEntries(
  b: ShellBootstrap,
  t: TFn,
  configures: FunctionMenuConfigure[],
  store = false,
) {
  const school = b.school;
  if (!school) return [];
  const lang = b.lang;
  const m = b.membership;
  const admin = m !== null && showManagementEntries({ validMember: m.validMember, admin: m.admin });
  const custom = (c: FunctionMenuConfigure) => (lang !== 'zh_CN' && c.nameEn) || c.showName || c.name;
  const out: FunctionEntry[] = [];
  configures.forEach((c, i) => {
    if (!c.status) return;
    const base = { key: `${i}:${c.pageType}`, external: false, requiresLogin: false };
    if (c.pageType === TYPES.STUDY) {
      const href = privateCenterLink({ schoolId: school.id, lang });
      out.push({ ...base, label: t('header.myLearning'), href, requiresLogin: true });
    } else if (c.pageType === TYPES.SCHOOL_MANAGEMENT && admin) {
      // Spec §2: college-info for a store-type school (the flag of spec §4, `store`), otherwise the workbench.
      const href = schoolManagementLink({ schoolId: school.id, lang, store });
      out.push({ ...base, label: t('header.schoolManagement'), href, storeRouted: true });
    } else if (c.pageType === TYPES.CONSOLE && admin) {
      out.push({
        ...base,
        label: t('header.console'),
        href: schoolManagementLink({ schoolId: school.id, lang }),
      });
    } else if (c.pageType === TYPES.CUSTOM_LINK && c.diyUrl && isLegalLink(c.diyUrl)) {
      const external = /^(https?:)?\/\//i.test(c.diyUrl.trim());
      out.push({
        ...base,
        label: custom(c),
        href: external ? c.diyUrl.trim() : withLang(c.diyUrl, lang),
        external,
      });
    } else if (c.pageType === TYPES.NO_LINK) {
      out.push({ ...base, label: custom(c), href: null });
    }
  });
  return out;
}
