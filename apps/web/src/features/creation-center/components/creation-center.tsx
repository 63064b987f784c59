/**
 * `/iadmin/{schoolId}/create-center/` (issue 25): the author's courses, the review queue for admins, links to the
 * question bank and exams, and the course editor for `?courseId=`. Opening a course is a client-side step (the
 * URL keeps it, so reload and back work); the lists' first paint comes from the page bootstrap.
 */
import type { CreationCenterPage } from '@portico/contracts';
import { consoleSectionLink, type LanguageCode } from '@portico/core';
import { useSearchParams } from '@/lib/location.tsx';
import { LinkList } from '@/components/page.tsx';
import { useT } from '@/i18n/use-t.ts';
import { useAuthoringCourses } from '../api/courses.ts';
import type { MediaSlot } from '../lib/media-slot.ts';
import { CourseEditor } from './course-editor.tsx';
import { CourseList } from './course-list.tsx';
import { ReviewQueue } from './review-queue.tsx';
import styles from './creation.module.css';

export interface CreationCenterProps {
  schoolId: string;
  lang: LanguageCode;
  page: CreationCenterPage | null;
  /** A lecturer or admin of the school: links to the console's question bank and exams. */
  staff: boolean;
  /** The resumable uploader (features/media-upload), composed by the route; absent: uploads unavailable. */
  MediaUpload?: MediaSlot | undefined;
}

const ID = /^\d{1,19}$/;

export default function CreationCenter({ schoolId, lang, page, staff, MediaUpload }: CreationCenterProps) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  // The same query as the list's (deduplicated): it says whether the viewer reviews (admins).
  const mine = useAuthoringCourses(schoolId, 'mine', page?.courses);
  const courseId = params.get('courseId');
  const open = (id: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id) next.set('courseId', id);
      else next.delete('courseId');
      return next;
    });
  if (courseId && ID.test(courseId)) {
    return (
      <CourseEditor
        key={courseId}
        schoolId={schoolId}
        courseId={courseId}
        lang={lang}
        MediaUpload={MediaUpload}
        onBack={() => open(null)}
      />
    );
  }
  const canReview = mine.data?.canReview ?? false;
  const links = staff
    ? [
        {
          href: consoleSectionLink({ schoolId, lang, section: 'question-bank' }),
          label: t('creation.links.questionBank'),
        },
        { href: consoleSectionLink({ schoolId, lang, section: 'exams' }), label: t('creation.links.exams') },
      ]
    : [];
  return (
    <div className={styles.center}>
      <LinkList links={links} label={t('creation.links.label')} />
      {canReview ? (
        <ReviewQueue schoolId={schoolId} lang={lang} initial={page?.reviewQueue} onOpen={open} />
      ) : null}
      <CourseList schoolId={schoolId} lang={lang} initial={page?.courses} onOpen={open} />
    </div>
  );
}
