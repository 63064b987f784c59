import { courseViewLink, examLink, type LanguageCode } from '@portico/core';
import type { MyPathItem } from '@portico/contracts';

/** Where a learning-path item leads (issue 26 item 5): the course's outline, or the exam's info page. */
export function pathItemLink(item: Pick<MyPathItem, 'kind' | 'id'>, schoolId: string, lang: LanguageCode) {
  return item.kind === 'course'
    ? courseViewLink({ schoolId, courseId: item.id, lang })
    : examLink({ schoolId, view: 'examInfo', examId: item.id, lang });
}
