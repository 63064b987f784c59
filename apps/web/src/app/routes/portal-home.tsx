import { CategoryList } from '@/features/categories/components/category-list.tsx';
import { CourseGrid } from '@/features/courses/components/course-grid.tsx';
import { Page, Section } from '@/components/page.tsx';
import { schoolDisplayName } from '@/lib/names.ts';
import { usePage } from './use-page.ts';

/** Portal home: school name and description, top categories, latest courses. */
export function PortalHomePage() {
  const { b, t, title } = usePage();
  const school = b.school;
  if (!school) return <Page title={title} lead={<p>{t('page.notFoundText')}</p>} />;
  const courses = b.page.kind === 'portal-home' ? b.page.latestCourses : [];
  return (
    <Page
      title={schoolDisplayName(school, b.lang) ?? title}
      lead={school.description ? <p>{school.description}</p> : undefined}
    >
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
