/**
 * The author hears how the review went (issue 25 item 3): on approve or reject, the draft's author (and whoever
 * submitted it) gets a message in the school's message center, linking to the creation center. The web words the
 * kinds `course-approved` / `course-rejected` from their params in the reader's language; the stored English title
 * and content are the fallback. Nobody is told about their own review.
 */
import { creationCenterLink } from '@portico/core';
import type { CourseDraft } from '@portico/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { SchoolRow } from '../../repositories/schools.ts';
import { schoolDefaultLang } from '../../repositories/translations.ts';
import { baseText } from '../console-content/validate.ts';
import { messageLink } from '../messages/notify.ts';
import { notifyReviewOutcome } from '../messages/review-outcome.ts';
import type { DraftRow } from './draft-store.ts';

export async function notifyReviewed(
  db: Kysely<Database>,
  input: {
    school: SchoolRow;
    row: Pick<DraftRow, 'author_id' | 'submitted_by'>;
    draft: CourseDraft;
    approved: boolean;
    comment: string;
    reviewerId: string;
  },
): Promise<void> {
  const { school, row, draft, approved, comment } = input;
  const course = baseText(draft.title, schoolDefaultLang(school));
  await notifyReviewOutcome(db, {
    people: row,
    reviewerId: input.reviewerId,
    message: {
      schoolId: school.id,
      kind: approved ? 'course-approved' : 'course-rejected',
      title: approved ? `Course published: ${course}` : `Changes requested: ${course}`,
      content: approved
        ? `Your course “${course}” was approved and is now published.`
        : `Your course “${course}” was not approved: ${comment}`,
      link: messageLink(creationCenterLink({ schoolId: school.id, lang: 'zh_CN' })),
      params: { course, comment, school: school.name, schoolEn: school.name_en ?? school.name },
    },
  });
}
