/**
 * The learning center and archive pages (issue 23 items 6 and 7): how many courses each "my courses" filter
 * holds, learning tasks with their state, and a certificate of completion as its printable page shows it.
 */
import { TASK_STATES } from '@portico/core';
import { Type, type Static } from 'typebox';
import { Id, Nullable } from './common.ts';
import { ProgressSchema } from './enrolments.ts';
import { CompletionSchema } from './learning.ts';
import { Count } from './primitives.ts';

/** Courses per filter; inProgress + completed = all, each equal to its list's total. */
export const EnrolmentCountsSchema = Type.Object({
  all: Count(),
  inProgress: Count(),
  completed: Count(),
});

export const TaskStateSchema = Type.Enum(TASK_STATES, { description: 'core taskState' });

export const LearningTaskSchema = Type.Object({
  id: Id('Task id'),
  title: Type.String(),
  position: Type.String(),
  compulsory: Type.Boolean(),
  courseId: Nullable(Type.String()),
  courseSchoolId: Nullable(Type.String()),
  courseName: Nullable(Type.String()),
  /** Stored progress of the task's course for the viewer (null: no course, or not enrolled). */
  progress: Nullable(ProgressSchema),
  dueAt: Nullable(Type.String({ description: 'ISO 8601' })),
  state: TaskStateSchema,
});

export const LearningTaskListSchema = Type.Object({
  tasks: Type.Array(LearningTaskSchema),
  total: Count(),
});

/** One completion record with what its certificate prints: the learner's and the school's names. */
export const CertificateSchema = Type.Object({
  ...CompletionSchema.properties,
  learnerName: Type.String(),
  schoolName: Type.String(),
  schoolNameEn: Nullable(Type.String()),
});

export type EnrolmentCounts = Static<typeof EnrolmentCountsSchema>;
export type LearningTask = Static<typeof LearningTaskSchema>;
export type LearningTaskList = Static<typeof LearningTaskListSchema>;
export type Certificate = Static<typeof CertificateSchema>;
