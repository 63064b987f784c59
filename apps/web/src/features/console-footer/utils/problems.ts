/**
 * What the footer form checks before saving (the server checks the same, issue 13 §3): names in the default
 * language, custom link addresses that pass core's legality check (spec §5), a QR image address.
 */
import type { ConsoleFooterData, ConsoleFooterLink } from '@portico/contracts';
import { footerLinkUrlProblem, hasDefaultText, type LanguageCode } from '@portico/core';

export type FooterProblem = 'required' | 'illegalUrl';

/** Field path (`columns.0.children.1.showName`, as the server names it) → what is wrong. */
export function footerProblems(
  data: ConsoleFooterData,
  defaultLang: LanguageCode,
): Map<string, FooterProblem> {
  const problems = new Map<string, FooterProblem>();
  const link = (item: ConsoleFooterLink, path: string) => {
    if (!hasDefaultText(item.showName, defaultLang)) problems.set(`${path}.showName`, 'required');
    if (footerLinkUrlProblem(item.relateType, item.relateUrl))
      problems.set(`${path}.relateUrl`, 'illegalUrl');
  };
  data.columns.forEach((column, i) => {
    link(column, `columns.${i}`);
    column.children.forEach((child, j) => link(child, `columns.${i}.children.${j}`));
  });
  data.qrCodes.forEach((qr, i) => {
    if (!hasDefaultText(qr.showName, defaultLang)) problems.set(`qrCodes.${i}.showName`, 'required');
    if (!qr.url.trim()) problems.set(`qrCodes.${i}.url`, 'required');
  });
  return problems;
}
