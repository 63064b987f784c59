/**
 * A class's report (issue 26 item 4): per member and assignment the enrolment's stored progress (the number the
 * learner sees on the course page), the last activity, the best exam score (as the exam info shows it) and the
 * attempts, with the task state of core `assignmentTaskState`. Sorted and filtered by the server so the page and
 * the CSV/XLSX export show the same rows; a malformed sort or filter is a 400 from these schemas.
 */
import { EXAM_RULES, TASK_STATES } from '@portico/core';
import { Type, type Static } from 'typebox';
import { AssignmentKindSchema, ClassTaskStateSchema } from './classes.ts';
import { Id, Nullable } from './common.ts';
import { BoundedInt, BoundedNumber, Count } from './primitives.ts';

const Iso = (description = 'ISO 8601') => Type.String({ description });

export const REPORT_SORTS = ['name', 'account', 'lastActivity', 'progress', 'completed'] as const;
export type ReportSort = (typeof REPORT_SORTS)[number];
export const REPORT_ORDERS = ['asc', 'desc'] as const;
export type ReportOrder = (typeof REPORT_ORDERS)[number];
export const REPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

const reportFilters = {
  keyword: Type.Optional(Type.String({ maxLength: 50, description: 'Part of a member name or account' })),
  state: Type.Optional(
    Type.Enum(TASK_STATES, { description: 'Members with an assignment (or the chosen one) in this state' }),
  ),
  assignmentId: Type.Optional(Id('Narrow the state filter and the progress sort to one assignment')),
  sort: Type.Optional(
    Type.Enum(REPORT_SORTS, {
      description:
        'progress: the chosen assignment (course progress or best exam percent), else completed then mean progress',
    }),
  ),
  order: Type.Optional(Type.Enum(REPORT_ORDERS)),
};

export const ClassReportQuery = Type.Object(reportFilters, { additionalProperties: false });
export type ClassReportQuery = Static<typeof ClassReportQuery>;
export const ClassReportExportQuery = Type.Object(
  { ...reportFilters, format: Type.Enum(REPORT_FORMATS) },
  { additionalProperties: false },
);
export type ClassReportExportQuery = Static<typeof ClassReportExportQuery>;

export const ReportAssignmentSchema = Type.Object({
  id: Type.String(),
  kind: AssignmentKindSchema,
  itemId: Type.String(),
  title: Type.String(),
  dueAt: Iso(),
});
export type ReportAssignment = Static<typeof ReportAssignmentSchema>;

export const ReportCellSchema = Type.Object({
  assignmentId: Type.String(),
  state: ClassTaskStateSchema,
  /** Course: the enrolment's stored progress (0–100), the learner's own number; exam: null. */
  progress: Nullable(Count()),
  /** Exam: the best closed attempt in percent, as the exam info shows it; null before one closed. */
  bestPercent: Nullable(BoundedNumber({ minimum: 0, maximum: 100 })),
  /** Exam: attempts started (the exam's attempt limit counts these); course: null. */
  attempts: Nullable(Count()),
  /** Course: last studied; exam: the latest attempt's submission or start. */
  lastActivityAt: Nullable(Iso()),
});
export type ReportCell = Static<typeof ReportCellSchema>;

export const ReportRowSchema = Type.Object({
  userId: Type.String(),
  name: Type.String(),
  account: Type.String(),
  /** The latest of the row's cells. */
  lastActivityAt: Nullable(Iso()),
  completed: Count({ description: 'Assignments completed' }),
  cells: Type.Array(ReportCellSchema, {
    description: "One per assignment, in the report's assignment order",
  }),
});
export type ReportRow = Static<typeof ReportRowSchema>;

export const ClassReportSchema = Type.Object({
  classId: Type.String(),
  className: Type.String(),
  assignments: Type.Array(ReportAssignmentSchema),
  rows: Type.Array(ReportRowSchema),
  /** Rows after the filters. */
  total: Count(),
  /** The class's current members. */
  memberCount: Count(),
  generatedAt: Iso(),
});
export type ClassReport = Static<typeof ClassReportSchema>;

export const ClassGradeParams = Type.Object({
  schoolId: Id('School id'),
  classId: Id('Class id'),
  attemptId: Id('Attempt id'),
  position: BoundedInt({
    minimum: 1,
    maximum: EXAM_RULES.MAX_QUESTIONS_PER_EXAM,
    description: 'Question number',
  }),
});
