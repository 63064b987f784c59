/**
 * School profile (issue 13, `/iadmin/{id}/management/profile`, `…/college-management/college-info`, and a
 * sub-school's `sub-college-info`): name and English name (core's school-name rule), logo upload, description per
 * offered language (the default language marked), open/closed, store type (first-level schools, spec §4), languages
 * offered and the default language.
 */
import { CONSOLE_SCHOOLS_API_PATHS, consoleTail, type Profile } from '@portico/contracts';
import { CONSOLE_SCHOOL_LIMITS as L, SUPPORTED_LANGUAGES, type LanguageCode } from '@portico/core';
import { CheckField } from '@/components/check-field.tsx';
import styles from '@/components/console/console-form.module.css';
import type { ConsoleSectionProps } from '@/components/console/section-props.ts';
import { SectionShell } from '@/components/console/section-shell.tsx';
import { useVersionedForm } from '@/components/console/use-versioned-form.ts';
import { SelectField } from '@/components/select-field.tsx';
import { TextAreaField } from '@/components/text-area-field.tsx';
import { TextField } from '@/components/text-field.tsx';
import { useT } from '@/i18n/use-t.ts';
import type { VersionedData } from '@/lib/console-api.ts';
import { LANGUAGE_NAMES } from '@/lib/names.ts';
import { profileProblem } from '../utils/profile-problem.ts';
import { LogoField } from './logo-field.tsx';

const invalid = (draft: Profile) => profileProblem(draft) !== null;

export default function ProfileSection({ page }: ConsoleSectionProps) {
  const t = useT();
  const form = useVersionedForm<Profile>(
    page.schoolId,
    consoleTail(CONSOLE_SCHOOLS_API_PATHS.profile),
    page.data as VersionedData<Profile> | null,
    {
      invalid,
    },
  );
  const draft = form.draft;
  if (!draft)
    return <SectionShell title={t('console.profile.heading')} loading loadError={form.query.error} />;
  const set = (patch: Partial<Profile>) => form.setDraft({ ...draft, ...patch });
  const problem = profileProblem(draft);
  const toggleLanguage = (lang: LanguageCode, on: boolean) => {
    const languages = on
      ? SUPPORTED_LANGUAGES.filter((code) => code === lang || draft.languages.includes(code))
      : draft.languages.filter((code) => code !== lang);
    set({ languages });
  };
  const defaultChoices = draft.languages.includes(draft.defaultLang)
    ? draft.languages
    : [draft.defaultLang, ...draft.languages];
  return (
    <SectionShell
      title={t('console.profile.heading')}
      save={{ ...form.saveBar, dirty: form.dirty && problem === null }}
    >
      <fieldset className={styles.card}>
        <legend>{t('console.profile.identity')}</legend>
        <TextField
          label={
            <>
              {t('console.profile.name')} <span className={styles.required}>*</span>
            </>
          }
          value={draft.name}
          maxLength={L.SCHOOL_NAME * 2}
          required
          error={
            problem === 'name'
              ? t('console.profile.nameRule', { max: L.SCHOOL_NAME, count: L.SCHOOL_NAME })
              : null
          }
          onChange={(e) => set({ name: e.target.value })}
        />
        <TextField
          label={t('console.profile.nameEn')}
          lang="en"
          dir="ltr"
          value={draft.nameEn ?? ''}
          maxLength={L.SCHOOL_NAME_EN}
          onChange={(e) => set({ nameEn: e.target.value })}
        />
        <LogoField schoolId={page.schoolId} url={draft.logoUrl} onUrl={(logoUrl) => set({ logoUrl })} />
      </fieldset>
      <fieldset className={styles.card}>
        <legend>{t('console.profile.access')}</legend>
        <div className={styles.checks} role="radiogroup" aria-label={t('console.profile.access')}>
          {(['1', '0'] as const).map((value) => (
            <CheckField
              key={value}
              radio
              name={`${page.schoolId}-open`}
              label={value === '1' ? t('console.profile.open') : t('console.profile.closed')}
              checked={draft.openSchool === value}
              onChange={() => set({ openSchool: value })}
            />
          ))}
        </div>
        {page.isSubSchool ? null : (
          // Spec §4 store-enabled flag (§7 marketStoreSwitch): a first-level school's only.
          <CheckField
            label={t('console.profile.storeType')}
            hint={t('console.profile.storeHint')}
            checked={draft.marketStoreSwitch === '1'}
            onChange={(e) => set({ marketStoreSwitch: e.target.checked ? '1' : '0' })}
          />
        )}
      </fieldset>
      <fieldset className={styles.card}>
        <legend>{t('console.profile.languages')}</legend>
        <div className={styles.checks}>
          {SUPPORTED_LANGUAGES.map((lang) => (
            <CheckField
              key={lang}
              lang={lang.replace('_', '-')}
              label={LANGUAGE_NAMES[lang]}
              checked={draft.languages.includes(lang)}
              onChange={(e) => toggleLanguage(lang, e.target.checked)}
            />
          ))}
        </div>
        <SelectField
          label={t('console.profile.defaultLang')}
          value={draft.defaultLang}
          options={defaultChoices.map((lang) => ({ value: lang, label: LANGUAGE_NAMES[lang] }))}
          error={problem === 'default' ? t('errors.DEFAULT_LANGUAGE_NOT_OFFERED') : null}
          onChange={(e) => set({ defaultLang: e.target.value as LanguageCode })}
        />
      </fieldset>
      <fieldset className={styles.card}>
        <legend>{t('console.profile.description')}</legend>
        {draft.languages.map((lang) => (
          <TextAreaField
            key={lang}
            label={`${LANGUAGE_NAMES[lang]}${lang === draft.defaultLang ? ` (${t('console.profile.default')})` : ''}`}
            lang={lang.replace('_', '-')}
            dir={lang === 'ar_SA' ? 'rtl' : 'auto'}
            maxLength={L.DESCRIPTION}
            value={draft.description[lang] ?? ''}
            onChange={(e) =>
              set({ description: { ...draft.description, [lang]: e.target.value } as Profile['description'] })
            }
          />
        ))}
      </fieldset>
    </SectionShell>
  );
}
