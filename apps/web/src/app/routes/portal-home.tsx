import { CategoryList } from '@/features/categories/components/category-list.tsx';
import { CourseGrid } from '@/features/courses/components/course-grid.tsx';
import { ComposedPage } from '@/features/portal-pages/components/composed-page.tsx';
import { Page, Section } from '@/components/page.tsx';
import { schoolDisplayName } from '@/lib/names.ts';
import { usePage } from './use-page.ts';

/**
 * Portal home: the school's published page composed from modules (issue 27: its HOME page, or the page a
 * navigation entry names by pageId) when it has one; else the fixed layout — name and description, top
 * categories, latest courses.
 */
export function PortalHomePage() {
  const { b, t, title } = usePage();
  const school = b.school;
  if (!school) return <Page title={title} lead={<p>{t('page.notFoundText')}</p>} />;
  const name = schoolDisplayName(school, b.lang) ?? title;
  const lead = school.description ? <p>{school.description}</p> : undefined;
  const composed = b.page.kind === 'portal-home' ? b.page.composed : null;
  if (composed) return <ComposedPage modules={composed.modules} school={school} title={name} lead={lead} />;
  const courses = b.page.kind === 'portal-home' ? b.page.latestCourses : [];
  return (
    <Page title={name} lead={lead}>
      {b.categories.length > 0 ? (
        <Section title={t('page.categories')}>
          <CategoryList categories={b.categories} schoolId={school.id} />
        </Section>
      ) : null}
      <Section title={t('course.latest')}>
        <CourseGrid courses={courses} school={school} />
      </Section>
    </Page>
  );
}
