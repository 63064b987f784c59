/**
 * One category's or course's texts per language (issue 23 item 8) — a course's with its outline's chapter and
 * resource titles — saved with the version it loaded
 * (useVersionedForm: a stale save gets the Reload offer, never an overwrite). The default language's title is
 * required; the server checks the same rules and the length limits again. It sits inside the catalogue's
 * SectionShell, so its save bar is its own box under its fields (one form per picked item, remounted per pick).
 */
import {
  CONSOLE_CATALOGUE_API_PATHS,
  consoleTail,
  type ConsoleCategoryTexts,
  type ConsoleCourseTexts,
} from '@portico/contracts';
import {
  CATALOGUE_TEXT_LIMITS as L,
  creationCenterLink,
  hasDefaultText,
  type LanguageCode,
} from '@portico/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { LocalizedField } from '@/components/console/localized-field.tsx';
import styles from '@/components/console/content-form.module.css';
import { SaveBar } from '@/components/console/save-bar.tsx';
import { useVersionedForm } from '@/components/console/use-versioned-form.ts';
import { useT } from '@/i18n/use-t.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { OutlineFields } from './outline-fields.tsx';

export type CatalogueItem = { kind: 'course' | 'category'; id: string };
type Texts = ConsoleCourseTexts | ConsoleCategoryTexts;

const isCourse = (texts: Texts): texts is ConsoleCourseTexts => 'name' in texts;
const titleOf = (texts: Texts) => (isCourse(texts) ? texts.name : texts.title);

export function CatalogueItemForm(props: {
  schoolId: string;
  item: CatalogueItem;
  languages: LanguageCode[];
  defaultLang: LanguageCode;
}) {
  const t = useT();
  const { lang } = useBootstrap();
  const client = useQueryClient();
  const tail =
    props.item.kind === 'course'
      ? consoleTail(CONSOLE_CATALOGUE_API_PATHS.course, { courseId: props.item.id })
      : consoleTail(CONSOLE_CATALOGUE_API_PATHS.category, { categoryId: props.item.id });
  const form = useVersionedForm<Texts>(props.schoolId, tail, null, {
    invalid: (texts) => !hasDefaultText(titleOf(texts), props.defaultLang),
  });
  // One version covers the whole catalogue: after a save, the list and other items read the new one.
  useEffect(() => {
    if (!form.saved) return;
    void client.invalidateQueries({
      predicate: (query) =>
        query.queryKey[0] === 'console' &&
        query.queryKey[1] === props.schoolId &&
        String(query.queryKey[2]).startsWith('catalogue') &&
        query.queryKey[2] !== tail,
    });
  }, [form.saved, client, props.schoolId, tail]);
  const texts = form.draft;
  if (!texts) return <p>{form.query.isError ? t('console.catalogue.loadError') : t('common.loading')}</p>;
  const field = { languages: props.languages, defaultLang: props.defaultLang };
  const titleError = form.attempted && form.invalid ? t('console.content.requiredError') : null;
  return (
    <div className={styles.panel}>
      {isCourse(texts) ? (
        <>
          {texts.authored ? (
            // Issue 25: the catalogue writes live rows; the draft gets the same edits so a publish keeps them.
            <p className={styles.hint} data-testid="catalogue-authored">
              {t('creation.catalogue.authored')}{' '}
              <a
                href={creationCenterLink({
                  schoolId: props.schoolId,
                  lang,
                  query: { courseId: props.item.id },
                })}
              >
                {t('creation.catalogue.openEditor')}
              </a>
            </p>
          ) : null}
          <LocalizedField
            {...field}
            legend={t('console.catalogue.courseName')}
            texts={texts.name}
            required
            max={L.COURSE_NAME}
            error={titleError}
            onChange={(name) => form.setDraft({ ...texts, name })}
          />
          <LocalizedField
            {...field}
            legend={t('console.catalogue.description')}
            texts={texts.description}
            required={false}
            multiline
            max={L.COURSE_DESCRIPTION}
            onChange={(description) => form.setDraft({ ...texts, description })}
          />
          <LocalizedField
            {...field}
            legend={t('console.catalogue.lecturer')}
            texts={texts.lecturerName}
            required={false}
            max={L.LECTURER_NAME}
            onChange={(lecturerName) => form.setDraft({ ...texts, lecturerName })}
          />
          <OutlineFields
            {...field}
            outline={texts.outline ?? []}
            onChange={(outline) => form.setDraft({ ...texts, outline })}
          />
        </>
      ) : (
        <LocalizedField
          {...field}
          legend={t('console.catalogue.categoryTitle')}
          texts={texts.title}
          required
          max={L.CATEGORY_TITLE}
          error={titleError}
          onChange={(next) => form.setDraft({ title: next })}
        />
      )}
      <div>
        <SaveBar {...form.saveBar} />
      </div>
    </div>
  );
}
