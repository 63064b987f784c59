/**
 * Learning maps by position (issue 26 item 5; spec §3 learning entrances `learningMap` / `postLearning`, spec §2
 * `studyCenter_JobStudy`): a school's admin defines a path for a position as ordered stages of courses and exams;
 * the first stage is open, and each later stage unlocks when every required item of the stage before it is
 * complete. Completion is what the server stored (a course's completion record, a passed exam attempt), never
 * recomputed here. Pure data in, data out.
 */

export const LEARNING_PATH_ITEM_KINDS = ['course', 'exam'] as const;
export type LearningPathItemKind = (typeof LEARNING_PATH_ITEM_KINDS)[number];

/** Limits of one path (kept small so a learner's map is one request and one screen of stages). */
export const LEARNING_PATH_LIMITS = {
  POSITION_MAX: 50,
  TITLE_MAX: 100,
  STAGES_MAX: 20,
  ITEMS_PER_STAGE_MAX: 30,
  PATHS_PER_SCHOOL_MAX: 200,
} as const;

export type StageState = 'locked' | 'open' | 'completed';

export interface PathItemProgress {
  kind: LearningPathItemKind;
  id: string;
  required: boolean;
  completed: boolean;
}

export interface StageProgress<I extends PathItemProgress = PathItemProgress> {
  items: I[];
}

/**
 * A stage is complete when every required item is; a stage without required items is complete once any of its
 * items is (or at once when it has none), so an all-optional stage never blocks the path forever.
 */
export function stageComplete(stage: StageProgress): boolean {
  const required = stage.items.filter((item) => item.required);
  if (required.length > 0) return required.every((item) => item.completed);
  return stage.items.length === 0 || stage.items.some((item) => item.completed);
}

/**
 * Each stage's state in order: stage 1 is open; stage n + 1 is locked until stage n is complete — and a stage
 * behind a locked one stays locked even if its own items are done (learned elsewhere), so the map reads as steps.
 */
export function stageStates(stages: readonly StageProgress[]): StageState[] {
  const states: StageState[] = [];
  let reachable = true;
  for (const stage of stages) {
    if (!reachable) {
      states.push('locked');
      continue;
    }
    const done = stageComplete(stage);
    states.push(done ? 'completed' : 'open');
    reachable = done;
  }
  return states;
}

/**
 * The next items to study (the AI assistant's role-learning tab): the incomplete items of open stages, required
 * ones first, in the path's order, at most `limit`.
 */
export function nextPathItems<I extends PathItemProgress>(
  stages: readonly StageProgress<I>[],
  limit = 5,
): I[] {
  const states = stageStates(stages);
  const open = stages.flatMap((stage, index) =>
    states[index] === 'open' ? stage.items.filter((item) => !item.completed) : [],
  );
  return [...open.filter((item) => item.required), ...open.filter((item) => !item.required)].slice(0, limit);
}

/** How far the learner is: completed items of all stages over all items, as a whole percentage. */
export function pathPercent(stages: readonly StageProgress[]): number {
  const items = stages.flatMap((stage) => stage.items);
  if (items.length === 0) return 0;
  return Math.round((items.filter((item) => item.completed).length / items.length) * 100);
}
