/**
 * School profile (issue 13, `/iadmin/{id}/management/profile`, `…/college-management/college-info`, and a
 * sub-school's `sub-college-info`): name and English name (core's school-name rule), logo upload, description per
 * offered language (the default language marked), open/closed, store type (first-level schools, spec §4), languages
 * offered and the default language.
 */
import type { Profile } from '@portico/contracts';
import { CONSOLE_SCHOOL_LIMITS as L, SUPPORTED_LANGUAGES, type LanguageCode } from '@portico/core';
import { useId, type ChangeEvent } from 'react';
import type { ConsoleSectionProps } from '@/components/console/section-props.ts';
import styles from '@/components/console/console-form.module.css';
import { SaveBar } from '@/components/console/save-bar.tsx';
import { useVersionedForm } from '@/components/console/use-versioned-form.ts';
import { useT } from '@/i18n/use-t.ts';
import { errorText } from '@/lib/api-errors.ts';
import type { VersionedData } from '@/lib/console-api.ts';
import { LANGUAGE_NAMES } from '@/lib/names.ts';
import { useUploadImage } from '@/lib/upload-image.ts';
import { profileProblem } from '../utils/profile-problem.ts';

export default function ProfileSection({ page }: ConsoleSectionProps) {
  const t = useT();
  const id = useId();
  const form = useVersionedForm<Profile>(
    page.schoolId,
    'profile',
    page.data as VersionedData<Profile> | null,
  );
  const upload = useUploadImage();
  const draft = form.draft;
  if (!draft) return <p role="status">{t('common.loading')}</p>;
  const set = (patch: Partial<Profile>) => form.setDraft({ ...draft, ...patch });
  const problem = profileProblem(draft);
  const toggleLanguage = (lang: LanguageCode, on: boolean) => {
    const languages = on
      ? SUPPORTED_LANGUAGES.filter((code) => code === lang || draft.languages.includes(code))
      : draft.languages.filter((code) => code !== lang);
    set({ languages });
  };
  const onLogo = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) upload.mutate({ schoolId: page.schoolId, file }, { onSuccess: (url) => set({ logoUrl: url }) });
  };
  const nameError = problem === 'name' ? `${id}-name-error` : undefined;
  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.heading}>
        {t('console.profile.heading')}
      </h2>
      <fieldset className={styles.card}>
        <legend>{t('console.profile.identity')}</legend>
        <div className={styles.field}>
          <label htmlFor={`${id}-name`}>
            {t('console.profile.name')} <span className={styles.required}>*</span>
          </label>
          <input
            id={`${id}-name`}
            className={styles.input}
            value={draft.name}
            maxLength={L.SCHOOL_NAME * 2}
            required
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError}
            onChange={(e) => set({ name: e.target.value })}
          />
          {nameError ? (
            <p id={nameError} className={styles.error}>
              {t('console.profile.nameRule', { max: L.SCHOOL_NAME })}
            </p>
          ) : null}
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-name-en`}>{t('console.profile.nameEn')}</label>
          <input
            id={`${id}-name-en`}
            className={styles.input}
            lang="en"
            dir="ltr"
            value={draft.nameEn ?? ''}
            maxLength={L.SCHOOL_NAME_EN}
            onChange={(e) => set({ nameEn: e.target.value })}
          />
        </div>
        <div className={styles.field}>
          <span className={styles.label}>{t('console.profile.logo')}</span>
          <div className={styles.row}>
            {draft.logoUrl ? (
              <img className={styles.logo} src={draft.logoUrl} alt={t('console.profile.logoAlt')} />
            ) : (
              <span className={styles.muted}>{t('console.profile.noLogo')}</span>
            )}
            <label htmlFor={`${id}-logo`} className={styles.muted}>
              {upload.isPending ? t('common.submitting') : t('console.profile.uploadLogo')}
            </label>
            <input id={`${id}-logo`} type="file" accept="image/png,image/jpeg,image/gif" onChange={onLogo} />
            {draft.logoUrl ? (
              <button type="button" className={styles.button} onClick={() => set({ logoUrl: null })}>
                {t('console.profile.removeLogo')}
              </button>
            ) : null}
          </div>
          {upload.error ? (
            <p className={styles.error} role="alert">
              {errorText(upload.error, t)}
            </p>
          ) : null}
        </div>
      </fieldset>
      <fieldset className={styles.card}>
        <legend>{t('console.profile.access')}</legend>
        <div className={styles.checks} role="radiogroup" aria-label={t('console.profile.access')}>
          {(['1', '0'] as const).map((value) => (
            <label key={value} className={styles.check}>
              <input
                type="radio"
                name={`${id}-open`}
                checked={draft.openSchool === value}
                onChange={() => set({ openSchool: value })}
              />
              {value === '1' ? t('console.profile.open') : t('console.profile.closed')}
            </label>
          ))}
        </div>
        {page.isSubSchool ? null : (
          <>
            {/* Spec §4 store-enabled flag (§7 marketStoreSwitch): a first-level school's only. */}
            <label className={styles.check}>
              <input
                type="checkbox"
                checked={draft.marketStoreSwitch === '1'}
                aria-describedby={`${id}-store-hint`}
                onChange={(e) => set({ marketStoreSwitch: e.target.checked ? '1' : '0' })}
              />
              {t('console.profile.storeType')}
            </label>
            <p className={styles.hint} id={`${id}-store-hint`}>
              {t('console.profile.storeHint')}
            </p>
          </>
        )}
      </fieldset>
      <fieldset className={styles.card}>
        <legend>{t('console.profile.languages')}</legend>
        <div className={styles.checks}>
          {SUPPORTED_LANGUAGES.map((lang) => (
            <label key={lang} className={styles.check} lang={lang.replace('_', '-')}>
              <input
                type="checkbox"
                checked={draft.languages.includes(lang)}
                onChange={(e) => toggleLanguage(lang, e.target.checked)}
              />
              {LANGUAGE_NAMES[lang]}
            </label>
          ))}
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-default`}>{t('console.profile.defaultLang')}</label>
          <select
            id={`${id}-default`}
            className={styles.input}
            value={draft.defaultLang}
            aria-invalid={problem === 'default' ? true : undefined}
            aria-describedby={problem === 'default' ? `${id}-default-error` : undefined}
            onChange={(e) => set({ defaultLang: e.target.value as LanguageCode })}
          >
            {(draft.languages.includes(draft.defaultLang)
              ? draft.languages
              : [draft.defaultLang, ...draft.languages]
            ).map((lang) => (
              <option key={lang} value={lang}>
                {LANGUAGE_NAMES[lang]}
              </option>
            ))}
          </select>
          {problem === 'default' ? (
            <p id={`${id}-default-error`} className={styles.error}>
              {t('errors.DEFAULT_LANGUAGE_NOT_OFFERED')}
            </p>
          ) : null}
        </div>
      </fieldset>
      <fieldset className={styles.card}>
        <legend>{t('console.profile.description')}</legend>
        {draft.languages.map((lang) => (
          <div key={lang} className={styles.field}>
            <label htmlFor={`${id}-desc-${lang}`}>
              {LANGUAGE_NAMES[lang]}
              {lang === draft.defaultLang ? ` (${t('console.profile.default')})` : ''}
            </label>
            <textarea
              id={`${id}-desc-${lang}`}
              className={styles.input}
              lang={lang.replace('_', '-')}
              dir={lang === 'ar_SA' ? 'rtl' : 'auto'}
              maxLength={L.DESCRIPTION}
              value={draft.description[lang] ?? ''}
              onChange={(e) =>
                set({
                  description: { ...draft.description, [lang]: e.target.value } as Profile['description'],
                })
              }
            />
          </div>
        ))}
      </fieldset>
      <SaveBar
        dirty={form.dirty && problem === null}
        saving={form.save.isPending}
        saved={form.saved}
        error={form.save.error}
        onSave={form.onSave}
        onReset={form.onReset}
        onReload={() => void form.onReload()}
      />
    </section>
  );
}
