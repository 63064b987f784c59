import { CourseGrid } from '@/features/courses/components/course-grid.tsx';
import { LinkList, Page, Section } from '@/components/page.tsx';
import { schoolDisplayName } from '@/lib/names.ts';
import { usePage } from './use-page.ts';

/** Sub-school portal: its name (the <h1>), parent school, description and courses. */
export function PortalSubSchoolPage() {
  const { b, t, title, links } = usePage();
  const data = b.page.kind === 'sub-school' ? b.page : null;
  const parent = schoolDisplayName(b.school, b.lang);
  const sub = data?.subSchool ?? null;
  const lead = (
    <>
      {parent ? <p>{t('page.subSchoolOf', { school: parent })}</p> : null}
      {sub?.description ? <p>{sub.description}</p> : null}
    </>
  );
  if (!sub) {
    return (
      <Page title={title} lead={<p>{t('page.notFoundText')}</p>}>
        <LinkList links={[links.home()]} />
      </Page>
    );
  }
  return (
    <Page title={title} lead={lead}>
      <Section title={t('course.latest')}>
        <CourseGrid courses={data?.latestCourses ?? []} school={sub} />
      </Section>
    </Page>
  );
}
