import { CourseDetailView } from '@/features/courses/components/course-detail.tsx';
import { LinkList, Page } from '@/components/page.tsx';
import { usePage } from './use-page.ts';

/** course-view and the application views: the course's details, or a clear "Course not found" state. */
export function CoursePage() {
  const { b, t, title, links } = usePage();
  const course = b.page.kind === 'course' ? b.page.course : null;
  if (!course) {
    return (
      <Page title={title} lead={<p>{t('course.notFoundText')}</p>}>
        <LinkList links={[links.home()]} />
      </Page>
    );
  }
  return (
    <Page title={title}>
      <CourseDetailView
        course={course}
        school={b.school}
        enrolment={b.page.kind === 'course' ? b.page.enrolment : null}
      />
    </Page>
  );
}
