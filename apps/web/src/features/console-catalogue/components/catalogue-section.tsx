/**
 * Catalogue texts (issue 23 item 8, `…/management/catalogue`): pick a category or a course, then write its texts
 * per language. Pages show the visitor's language, else the school's default, else the row's own text, so only the
 * default language is required. The list comes with the page (server-rendered); each item loads and saves alone.
 */
import type { ConsoleCatalogueList } from '@portico/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { ConsoleSectionProps } from '@/components/console/section-props.ts';
import styles from '@/components/console/content-form.module.css';
import { useT } from '@/i18n/use-t.ts';
import { consoleGet, type VersionedData } from '@/lib/console-api.ts';
import { CatalogueItemForm, type CatalogueItem } from './catalogue-item-form.tsx';

type List = VersionedData<ConsoleCatalogueList>;

/** Categories in tree order with their depth (a parent before its children). */
function categoryTree(categories: ConsoleCatalogueList['categories']) {
  const out: Array<{ id: string; title: string; depth: number }> = [];
  const walk = (parentId: string | null, depth: number) => {
    for (const category of categories.filter((c) => c.parentId === parentId)) {
      out.push({ id: category.id, title: category.title, depth });
      walk(category.id, depth + 1);
    }
  };
  walk(null, 0);
  return out;
}

const parseItem = (value: string): CatalogueItem | null => {
  const [kind, id] = value.split(':');
  return (kind === 'course' || kind === 'category') && id ? { kind, id } : null;
};

export default function CatalogueSection({ page }: ConsoleSectionProps) {
  const t = useT();
  const id = useId();
  const initial = page.data as List | null;
  const list = useQuery({
    queryKey: ['console', page.schoolId, 'catalogue'],
    queryFn: () => consoleGet<List>(page.schoolId, 'catalogue'),
    ...(initial ? { initialData: initial } : {}),
    staleTime: 30_000,
  });
  const data = list.data?.data ?? null;
  const firstCourse = data?.courses[0];
  const [selected, setSelected] = useState(firstCourse ? `course:${firstCourse.id}` : '');
  const item = parseItem(selected);
  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('console.catalogue.heading')}</h2>
      <p className={styles.lead}>{t('console.catalogue.lead')}</p>
      {!data ? (
        <p>{t('common.loading')}</p>
      ) : data.courses.length + data.categories.length === 0 ? (
        <p>{t('console.catalogue.empty')}</p>
      ) : (
        <>
          <div className={styles.field}>
            <label className={styles.label} htmlFor={`${id}-item`}>
              {t('console.catalogue.pick')}
            </label>
            <select
              id={`${id}-item`}
              className={styles.input}
              value={selected}
              onChange={(event) => setSelected(event.target.value)}
            >
              {selected === '' ? <option value="">—</option> : null}
              <optgroup label={t('console.catalogue.courses')}>
                {data.courses.map((course) => (
                  <option key={course.id} value={`course:${course.id}`}>
                    {course.name}
                  </option>
                ))}
              </optgroup>
              <optgroup label={t('console.catalogue.categories')}>
                {categoryTree(data.categories).map((category) => (
                  <option key={category.id} value={`category:${category.id}`}>
                    {`${'— '.repeat(category.depth)}${category.title}`}
                  </option>
                ))}
              </optgroup>
            </select>
          </div>
          {item ? (
            <CatalogueItemForm
              key={selected}
              schoolId={page.schoolId}
              item={item}
              languages={data.languages}
              defaultLang={data.defaultLang}
            />
          ) : null}
        </>
      )}
    </section>
  );
}
