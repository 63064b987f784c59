/**
 * The selected module's fields (issue 27 item 3): its title per language, whom it is for (everyone, visitors,
 * members, lecturers or one class — the server applies it), and the fields of its kind (a rich text per
 * language, a hand-picked row's courses by title). Every change goes to the draft at once; the live preview
 * follows.
 */
import {
  COURSE_ROW_SOURCES,
  PORTAL_PAGE_LIMITS,
  type AudienceKind,
  type LanguageCode,
  type PortalModule,
} from '@portico/core';
import type { ConsolePortalPage } from '@portico/contracts';
import { LocalizedField } from '@/components/console/localized-field.tsx';
import { SelectField } from '@/components/select-field.tsx';
import { TextField } from '@/components/text-field.tsx';
import { useT } from '@/i18n/use-t.ts';
import { BannerFields } from './banner-fields.tsx';
import { CoursePicker } from './course-picker.tsx';
import { LinkFields } from './link-fields.tsx';
import { RichTextFields } from './rich-text-fields.tsx';
import styles from './designer.module.css';

const AUDIENCE_KEYS = {
  all: 'console.pages.audience.all',
  visitors: 'console.pages.audience.visitors',
  members: 'console.pages.audience.members',
  lecturers: 'console.pages.audience.lecturers',
  class: 'console.pages.audience.class',
} as const;

const SOURCE_KEYS = {
  latest: 'console.pages.source.latest',
  mostViewed: 'console.pages.source.mostViewed',
  category: 'console.pages.source.category',
  picked: 'console.pages.source.picked',
} as const;

export function ModuleForm(props: {
  module: PortalModule;
  view: ConsolePortalPage;
  schoolId: string;
  onChange: (module: PortalModule) => void;
}) {
  const t = useT();
  const { module, view, onChange } = props;
  const languages = view.languages as LanguageCode[];
  const defaultLang = view.defaultLang as LanguageCode;
  const set = (patch: Partial<PortalModule>) => onChange({ ...module, ...patch });
  const audience = module.audience?.kind ?? 'all';
  const rows = ['courseRow', 'lecturerRow', 'knowledgeRow', 'examRow'].includes(module.kind);
  return (
    <div className={styles.fields}>
      <LocalizedField
        legend={t('console.pages.title')}
        texts={module.title}
        languages={languages}
        defaultLang={defaultLang}
        required={false}
        max={PORTAL_PAGE_LIMITS.TITLE_MAX}
        onChange={(title) => set({ title })}
      />
      <SelectField
        label={t('console.pages.audience')}
        value={audience}
        options={Object.entries(AUDIENCE_KEYS).map(([value, key]) => ({ value, label: t(key) }))}
        onChange={(event) => {
          const kind = event.target.value as AudienceKind | 'all';
          set({
            audience:
              kind === 'all' ? null : { kind, ...(kind === 'class' ? { classId: view.classes[0]?.id } : {}) },
          });
        }}
      />
      {module.audience?.kind === 'class' ? (
        <SelectField
          label={t('console.pages.class')}
          value={module.audience.classId ?? ''}
          options={view.classes.map((c) => ({ value: c.id, label: c.name }))}
          onChange={(event) => set({ audience: { kind: 'class', classId: event.target.value } })}
        />
      ) : null}
      {rows ? (
        <TextField
          label={t('console.pages.limit')}
          type="number"
          min={PORTAL_PAGE_LIMITS.ROW_LIMIT_MIN}
          max={PORTAL_PAGE_LIMITS.ROW_LIMIT_MAX}
          value={module.limit ?? 4}
          onChange={(event) => set({ limit: Number(event.target.value) })}
        />
      ) : null}
      {module.kind === 'courseRow' ? (
        <>
          <SelectField
            label={t('console.pages.source')}
            value={module.source ?? 'latest'}
            options={COURSE_ROW_SOURCES.map((value) => ({ value, label: t(SOURCE_KEYS[value]) }))}
            onChange={(event) => set({ source: event.target.value as PortalModule['source'] })}
          />
          {module.source === 'category' ? (
            <SelectField
              label={t('console.pages.category')}
              value={module.categoryId ?? ''}
              options={[
                { value: '', label: '—' },
                ...view.categories.map((c) => ({ value: c.id, label: c.title })),
              ]}
              onChange={(event) => set({ categoryId: event.target.value })}
            />
          ) : null}
          {module.source === 'picked' ? (
            <CoursePicker
              schoolId={props.schoolId}
              courseIds={module.courseIds ?? []}
              onChange={(courseIds) => set({ courseIds })}
            />
          ) : null}
        </>
      ) : null}
      {module.kind === 'richText' ? (
        <RichTextFields
          html={module.html}
          languages={languages}
          defaultLang={defaultLang}
          onChange={(html) => set({ html })}
        />
      ) : null}
      {module.kind === 'linkGrid' ? (
        <LinkFields
          links={module.links ?? []}
          languages={languages}
          defaultLang={defaultLang}
          onChange={(links) => set({ links })}
        />
      ) : null}
      {module.kind === 'banner' ? (
        <BannerFields
          schoolId={props.schoolId}
          slides={module.slides ?? []}
          languages={languages}
          defaultLang={defaultLang}
          onChange={(slides) => set({ slides })}
        />
      ) : null}
    </div>
  );
}
