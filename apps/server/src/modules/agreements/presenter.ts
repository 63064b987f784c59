import { API_PATHS, apiPath } from '@portico/contracts';
import { agreementLanguage, isSupportedLanguage, type LanguageCode } from '@portico/core';
import type { AgreementStatus } from '@portico/contracts';
import type { AgreementRow } from './queries.ts';

export type AgreementLang = 'zh-CN' | 'en-US';

/** Agreement calls use zh-CN / en-US (spec §9); a portal language code (zh_CN, ar_SA…) is mapped. */
export function toAgreementLang(lang: string | undefined): AgreementLang {
  if (lang === 'zh-CN' || lang === 'en-US') return lang;
  return isSupportedLanguage(lang) ? agreementLanguage(lang) : 'zh-CN';
}

const LANG_OF: Record<AgreementLang, LanguageCode> = { 'zh-CN': 'zh_CN', 'en-US': 'en_US' };

/** The text's URL names its school, so the access gate applies the school's rule before anything is read. */
const agreementTextUrl = (
  agreement: { id: string; school_id: string },
  lang: AgreementLang,
  contentLang?: LanguageCode | null,
) =>
  `${apiPath(API_PATHS.agreements.text, { agreementId: agreement.id })}?schoolId=${agreement.school_id}&lang=${lang}` +
  // Issue 13: the body in the page's own language (ar_SA, de_DE…) when `lang` (zh-CN / en-US) does not say it.
  (contentLang && contentLang !== LANG_OF[lang] ? `&sxz-lang=${contentLang}` : '');

/**
 * Spec §3 isSignSchoolConventionAgreementVo. Only valid members sign; `agreementUpdated` marks a member who signed
 * an earlier version and must sign the latest again (the dialog's "updated" title).
 */
export function presentAgreementStatus(input: {
  latest: AgreementRow | undefined;
  signedVersions: number[];
  validMember: boolean;
  lang: AgreementLang;
  contentLang?: LanguageCode | null;
}): AgreementStatus {
  const { latest } = input;
  if (!latest) return { signed: false, needSign: false, agreementUpdated: false, latestAgreement: null };
  const signed = input.signedVersions.includes(latest.version);
  const needSign = input.validMember && !signed;
  return {
    signed,
    needSign,
    agreementUpdated: needSign && input.signedVersions.some((version) => version < latest.version),
    latestAgreement: {
      id: latest.id,
      version: latest.version,
      title: latest.title,
      url: agreementTextUrl(latest, input.lang, input.contentLang),
    },
  };
}
