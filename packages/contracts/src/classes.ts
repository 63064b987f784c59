/**
 * Classes, members and assignments (issue 26 items 1–2). A class's name and description are limited by the spec
 * ("lecturing field 100", core CLASS_RULES.FIELD_MAX, counted in characters); the schema lets longer text through
 * so the server answers the clear CLASS_FIELD_TOO_LONG (details.field, details.max) instead of a bare validation
 * error. Task states are core's learning-center TASK_STATES, computed from stored progress and exam results.
 */
import { ASSIGNMENT_KINDS, CLASS_RULES, TASK_STATES } from '@portico/core';
import { Type, type Static } from 'typebox';
import { Id, Nullable } from './common.ts';
import { Count } from './primitives.ts';

const Iso = (description = 'ISO 8601') => Type.String({ description });
/** Room above the limit so the 101st character gets its own error code, not a schema error. */
const FIELD_WIRE_MAX = CLASS_RULES.FIELD_MAX * 4;

export const AssignmentKindSchema = Type.Enum(ASSIGNMENT_KINDS, { description: 'core ASSIGNMENT_KINDS' });
export const ClassTaskStateSchema = Type.Enum(TASK_STATES, { description: 'core TASK_STATES' });

export const ClassSchoolParams = Type.Object({ schoolId: Id('School id') });
export const ClassParams = Type.Object({ schoolId: Id('School id'), classId: Id('Class id') });
export const ClassMemberParams = Type.Object({
  schoolId: Id('School id'),
  classId: Id('Class id'),
  userId: Id('User id'),
});
export const AssignmentParams = Type.Object({
  schoolId: Id('School id'),
  classId: Id('Class id'),
  assignmentId: Id('Assignment id'),
});
export const KeywordQuery = Type.Object({
  keyword: Type.Optional(Type.String({ maxLength: 50, description: 'Part of a name or account' })),
});

export const ClassBody = Type.Object({
  name: Type.String({
    maxLength: FIELD_WIRE_MAX,
    description: `At most ${CLASS_RULES.FIELD_MAX} characters`,
  }),
  description: Type.Optional(
    Type.String({ maxLength: FIELD_WIRE_MAX, description: `At most ${CLASS_RULES.FIELD_MAX} characters` }),
  ),
});
export type ClassBody = Static<typeof ClassBody>;

export const ClassSummarySchema = Type.Object({
  id: Type.String(),
  schoolId: Type.String(),
  name: Type.String(),
  description: Type.String(),
  lecturerId: Nullable(Type.String()),
  lecturerName: Type.String(),
  memberCount: Count(),
  assignmentCount: Count(),
  createdAt: Iso(),
});
export type ClassSummary = Static<typeof ClassSummarySchema>;
export const ClassListSchema = Type.Object({ records: Type.Array(ClassSummarySchema), total: Count() });
export type ClassList = Static<typeof ClassListSchema>;

export const ClassMemberSchema = Type.Object({
  userId: Type.String(),
  name: Type.String(),
  account: Type.String({ description: 'Mobile or e-mail, for a lecturer to tell members apart' }),
  joinedAt: Iso(),
});
export type ClassMember = Static<typeof ClassMemberSchema>;

export const AssignmentSchema = Type.Object({
  id: Type.String(),
  kind: AssignmentKindSchema,
  itemId: Type.String(),
  title: Type.String(),
  dueAt: Iso(),
  createdAt: Iso(),
  /** A learner's view: their state; a lecturer's: null. */
  state: Nullable(ClassTaskStateSchema),
  /** Members who completed it (lecturer's view; null for a learner). */
  completedCount: Nullable(Count()),
});
export type Assignment = Static<typeof AssignmentSchema>;

export const ClassDetailSchema = Type.Object({
  class: ClassSummarySchema,
  members: Type.Array(ClassMemberSchema),
  assignments: Type.Array(AssignmentSchema),
  /** The viewer may edit the class, its members and assignments. */
  canManage: Type.Boolean(),
});
export type ClassDetail = Static<typeof ClassDetailSchema>;

export const AddMembersBody = Type.Object({
  userIds: Type.Array(Id('User id'), { minItems: 1, maxItems: CLASS_RULES.PICK_MAX }),
});
export const MemberCsvBody = Type.Object({
  csv: Type.String({ maxLength: 512 * 1024, description: 'The file text; header row first' }),
});

export const MemberRowResultSchema = Type.Object({
  row: Count({ description: 'Line of the file (header is 1); 0 for a picked user' }),
  account: Type.String(),
  status: Type.Union([Type.Literal('added'), Type.Literal('unchanged'), Type.Literal('failed')]),
  errorCode: Nullable(Type.String()),
  message: Nullable(Type.String()),
});
export const MemberAddResultSchema = Type.Object({
  added: Count(),
  unchanged: Count(),
  failed: Count(),
  rows: Type.Array(MemberRowResultSchema),
});
export type MemberAddResult = Static<typeof MemberAddResultSchema>;

export const CandidateSchema = Type.Object({
  userId: Type.String(),
  name: Type.String(),
  account: Type.String(),
});
export const CandidateListSchema = Type.Object({ records: Type.Array(CandidateSchema) });
export type CandidateList = Static<typeof CandidateListSchema>;

export const AssignableSchema = Type.Object({
  kind: AssignmentKindSchema,
  id: Type.String(),
  title: Type.String(),
});
export const AssignableListSchema = Type.Object({ records: Type.Array(AssignableSchema) });
export type AssignableList = Static<typeof AssignableListSchema>;

export const AssignmentBody = Type.Object({
  kind: AssignmentKindSchema,
  itemId: Id('Course or exam id'),
  dueAt: Type.String({ maxLength: 40, description: 'ISO 8601, in the future' }),
});
export type AssignmentBody = Static<typeof AssignmentBody>;

export const ClassTaskSchema = Type.Object({
  assignmentId: Type.String(),
  classId: Type.String(),
  className: Type.String(),
  kind: AssignmentKindSchema,
  itemId: Type.String(),
  title: Type.String(),
  dueAt: Iso(),
  state: ClassTaskStateSchema,
  /** Course: the stored progress the learner sees everywhere (0–100); exam: null. */
  progress: Nullable(Count()),
  /** Where the task opens: the course page or the exam's info page (same-site path, no language). */
  link: Type.String(),
});
export type ClassTask = Static<typeof ClassTaskSchema>;
export const ClassTaskListSchema = Type.Object({ tasks: Type.Array(ClassTaskSchema), total: Count() });
export type ClassTaskList = Static<typeof ClassTaskListSchema>;
