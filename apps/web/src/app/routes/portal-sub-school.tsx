import { CourseGrid } from '@/features/courses/components/course-grid.tsx';
import { ComposedPage } from '@/features/portal-pages/components/composed-page.tsx';
import { LinkList, Page, Section } from '@/components/page.tsx';
import { schoolDisplayName } from '@/lib/names.ts';
import { usePage } from './use-page.ts';

/**
 * Sub-school portal: its name (the <h1>), parent school and description, then the sub-school's published page
 * composed from modules (issue 27: its HOME page, or the page a navigation entry names by pageId) when it has
 * one; else its latest courses.
 */
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
  if (data?.composed) {
    return <ComposedPage modules={data.composed.modules} school={sub} title={title} lead={lead} />;
  }
  return (
    <Page title={title} lead={lead}>
      <Section title={t('course.latest')}>
        <CourseGrid courses={data?.latestCourses ?? []} school={sub} />
      </Section>
    </Page>
  );
}
