import type { FooterTemplate } from '@portico/contracts';
import type { FooterRow } from './queries.ts';

export function presentFooterTemplate(row: FooterRow): FooterTemplate {
  return {
    type: row.type === 2 ? 2 : 1,
    isUsed: row.is_used === 1,
    copyright: JSON.parse(row.copyright) as FooterTemplate['copyright'],
    footerNavigations: JSON.parse(row.navigations) as FooterTemplate['footerNavigations'],
    footerQrCodes: JSON.parse(row.qr_codes) as FooterTemplate['footerQrCodes'],
    versionInformationSwitch: row.version_information_switch === '1' ? '1' : '0',
  };
}

/** The template the school marked in use, if any (null → the web app's default footer). */
export function footerInUse(rows: FooterRow[]): FooterTemplate | null {
  const used = rows.find((row) => row.is_used === 1);
  return used ? presentFooterTemplate(used) : null;
}
