/**
 * Catalogue texts (issue 23 item 8, `…/management/catalogue`): pick a category or a course, then write its texts
 * per language. Pages show the visitor's language, else the school's default, else the row's own text, so only the
 * default language is required. The list comes with the page (server-rendered); each item loads and saves alone.
 */
import { CONSOLE_CATALOGUE_API_PATHS, consoleTail, type ConsoleCatalogueList } from '@portico/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ConsoleSectionProps } from '@/components/console/section-props.ts';
import { SectionShell } from '@/components/console/section-shell.tsx';
import { SelectField } from '@/components/select-field.tsx';
import { useT } from '@/i18n/use-t.ts';
import { consoleGet, type VersionedData } from '@/lib/console-api.ts';
import { CatalogueItemForm, type CatalogueItem } from './catalogue-item-form.tsx';

type List = VersionedData<ConsoleCatalogueList>;
const LIST = consoleTail(CONSOLE_CATALOGUE_API_PATHS.list);

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
  const initial = page.data as List | null;
  // A read-only list (its own query, like members'): each item's form is the versioned write, under the same key
  // prefix, so a save refreshes this list too.
  const list = useQuery({
    queryKey: ['console', page.schoolId, LIST],
    queryFn: () => consoleGet<List>(page.schoolId, LIST),
    ...(initial ? { initialData: initial } : {}),
    staleTime: 30_000,
  });
  const data = list.data?.data ?? null;
  const firstCourse = data?.courses[0];
  const [selected, setSelected] = useState(firstCourse ? `course:${firstCourse.id}` : '');
  const title = t('console.catalogue.heading');
  if (!data) return <SectionShell title={title} loading loadError={list.error} />;
  const item = parseItem(selected);
  const empty = data.courses.length + data.categories.length === 0;
  return (
    <SectionShell
      title={title}
      lead={t('console.catalogue.lead')}
      status={empty ? t('console.catalogue.empty') : null}
    >
      {empty ? null : (
        <>
          <SelectField
            label={t('console.catalogue.pick')}
            value={selected}
            onChange={(event) => setSelected(event.target.value)}
            options={selected === '' ? [{ value: '', label: '—' }] : []}
            groups={[
              {
                label: t('console.catalogue.courses'),
                options: data.courses.map((course) => ({ value: `course:${course.id}`, label: course.name })),
              },
              {
                label: t('console.catalogue.categories'),
                options: categoryTree(data.categories).map((category) => ({
                  value: `category:${category.id}`,
                  label: `${'— '.repeat(category.depth)}${category.title}`,
                })),
              },
            ]}
          />
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
    </SectionShell>
  );
}
