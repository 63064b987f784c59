/**
 * One class's report (issue 26 item 4): five queries whatever the class's size — the class (policy), members and
 * assignments, then enrolments and attempts of the members in the assigned items — and no progress recomputed.
 */
import type { ClassReport, ClassReportQuery } from '@portico/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { fail } from '../../shared/http-error.ts';
import { kindOf } from '../classes/presenter.ts';
import { assignmentsOf, classMembers, type ClassRow } from '../classes/queries.ts';
import { courseFacts, examFacts } from './facts.ts';
import { presentReportAssignment, reportRows } from './presenter.ts';
import { memberAttempts, memberEnrolments } from './queries.ts';
import { filterAndSort } from './sort-filter.ts';

export async function classReport(
  db: Kysely<Database>,
  row: ClassRow,
  query: ClassReportQuery,
  now: Date,
): Promise<ClassReport> {
  const schoolId = row.school_id;
  const [members, assignments] = await Promise.all([
    classMembers(db, schoolId, row.id),
    assignmentsOf(db, schoolId, [row.id]),
  ]);
  if (query.assignmentId && !assignments.some((item) => item.id === query.assignmentId)) {
    throw fail('ASSIGNMENT_NOT_FOUND', 'No such assignment in this class');
  }
  const ids = (kind: 'course' | 'exam') =>
    assignments.filter((item) => kindOf(item) === kind).map((item) => item.item_id);
  const [enrolments, attempts] = await Promise.all([
    memberEnrolments(db, schoolId, row.id, ids('course')),
    memberAttempts(db, schoolId, row.id, ids('exam')),
  ]);
  const rows = reportRows(
    members,
    assignments,
    { course: courseFacts(enrolments), exam: examFacts(attempts) },
    now,
  );
  const shown = filterAndSort(rows, query);
  return {
    classId: row.id,
    className: row.name,
    assignments: assignments.map(presentReportAssignment),
    rows: shown,
    total: shown.length,
    memberCount: members.length,
    generatedAt: now.toISOString(),
  };
}
