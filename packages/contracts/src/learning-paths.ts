/**
 * Learning maps by position (issue 26 item 5): a path is a school's ordered stages of courses and exams for one
 * position (core learning-paths.ts: each stage unlocked by the previous). Admins read the school's paths with the
 * editor's options (known positions, the school's courses and published exams) and replace a path whole, carrying
 * the version they read; a learner reads the paths of their own positions with each item's stored completion and
 * each stage's state.
 */
import { LEARNING_PATH_ITEM_KINDS, LEARNING_PATH_LIMITS as L } from '@portico/core';
import { Type, type Static } from 'typebox';
import { Id, Nullable } from './common.ts';
import { BoundedInt, Count } from './primitives.ts';

export const LearningPathItemKindSchema = Type.Enum(LEARNING_PATH_ITEM_KINDS, {
  description: 'core LEARNING_PATH_ITEM_KINDS',
});
export const StageStateSchema = Type.Enum(['locked', 'open', 'completed'] as const, {
  description: 'core StageState',
});

export const LearningPathSchoolParams = Type.Object({ schoolId: Id('School id') });
export const LearningPathParams = Type.Object({ schoolId: Id('School id'), pathId: Id('Learning path id') });

const Name = (maxLength: number, description: string) =>
  Type.String({ minLength: 1, maxLength, pattern: '\\S', description });

export const LearningPathItemInput = Type.Object(
  { kind: LearningPathItemKindSchema, id: Id('Course or exam id'), required: Type.Boolean() },
  { additionalProperties: false },
);

export const LearningPathStageInput = Type.Object(
  {
    title: Name(L.TITLE_MAX, 'Stage title'),
    items: Type.Array(LearningPathItemInput, { minItems: 1, maxItems: L.ITEMS_PER_STAGE_MAX }),
  },
  { additionalProperties: false },
);

/** Create or replace a path whole; `version` (replace only) is the version the editor read. */
export const LearningPathBody = Type.Object(
  {
    position: Name(L.POSITION_MAX, 'The position (job) this path is for'),
    title: Name(L.TITLE_MAX, 'Path title'),
    stages: Type.Array(LearningPathStageInput, { minItems: 1, maxItems: L.STAGES_MAX }),
    version: Type.Optional(BoundedInt({ minimum: 1, maximum: 2_000_000_000, description: 'Version read' })),
  },
  { additionalProperties: false },
);
export type LearningPathBody = Static<typeof LearningPathBody>;

export const LearningPathItemSchema = Type.Object({
  kind: LearningPathItemKindSchema,
  id: Id(),
  required: Type.Boolean(),
  name: Type.String({ description: 'Course name or exam title in the page language' }),
});

export const LearningPathSchema = Type.Object({
  id: Id(),
  position: Type.String(),
  title: Type.String(),
  version: Count(),
  updatedAt: Type.String({ description: 'ISO 8601' }),
  stages: Type.Array(Type.Object({ title: Type.String(), items: Type.Array(LearningPathItemSchema) })),
});
export type LearningPath = Static<typeof LearningPathSchema>;

const Option = Type.Object({ id: Id(), name: Type.String() });

/** The admin's list: the school's paths and what the editor may put in them. */
export const LearningPathListSchema = Type.Object({
  records: Type.Array(LearningPathSchema),
  positions: Type.Array(Type.String(), { description: 'Positions named by the school’s position tasks' }),
  courses: Type.Array(Option),
  exams: Type.Array(Option),
});
export type LearningPathList = Static<typeof LearningPathListSchema>;

export const MyPathItemSchema = Type.Object({
  kind: LearningPathItemKindSchema,
  id: Id(),
  name: Type.String(),
  required: Type.Boolean(),
  completed: Type.Boolean(),
  /** Course: the stored progress (0–100), null when not enrolled; exam: null. */
  progress: Nullable(Count()),
});
export type MyPathItem = Static<typeof MyPathItemSchema>;

export const MyLearningPathSchema = Type.Object({
  id: Id(),
  position: Type.String(),
  title: Type.String(),
  percent: Count(),
  stages: Type.Array(
    Type.Object({ title: Type.String(), state: StageStateSchema, items: Type.Array(MyPathItemSchema) }),
  ),
});
export type MyLearningPath = Static<typeof MyLearningPathSchema>;

/** The learner's maps, and the next items of all of them (the AI assistant's role-learning tab). */
export const MyLearningPathsSchema = Type.Object({
  positions: Type.Array(Type.String()),
  paths: Type.Array(MyLearningPathSchema),
  next: Type.Array(Type.Object({ ...MyPathItemSchema.properties, pathId: Id(), pathTitle: Type.String() })),
});
export type MyLearningPaths = Static<typeof MyLearningPathsSchema>;
