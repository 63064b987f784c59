/**
 * The learner's maps (issue 26 item 5), shared by the API and the pages' bootstrap (the learning center's
 * `studyCenter_JobStudy` and the AI assistant's role-learning tab) so all three show the same states: the paths
 * of the viewer's positions, each item's stored completion, each stage's state by core `stageStates`, and the
 * next items by core `nextPathItems`.
 */
import type { MyLearningPaths, MyPathItem } from '@portico/contracts';
import { nextPathItems, pathPercent, stageStates, type LanguageCode } from '@portico/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { localizeCourseNames } from '../../repositories/catalog-texts.ts';
import { listPaths, schoolItems, stagesOf, storedCompletion, viewerPositions } from './queries.ts';

const NEXT_LIMIT = 5;

export async function myLearningPaths(
  db: Kysely<Database>,
  scope: { schoolId: string; userId: string },
  lang: LanguageCode,
): Promise<MyLearningPaths> {
  const positions = await viewerPositions(db, scope.schoolId, scope.userId);
  const rows = await listPaths(db, scope.schoolId, positions);
  const paths = rows.map((row) => ({ row, stages: stagesOf(row) }));
  const items = paths.flatMap((path) => path.stages.flatMap((stage) => stage.items));
  const courseIds = [...new Set(items.filter((item) => item.kind === 'course').map((item) => item.id))];
  const examIds = [...new Set(items.filter((item) => item.kind === 'exam').map((item) => item.id))];
  const [known, done] = await Promise.all([
    schoolItems(db, scope.schoolId, [...courseIds, ...examIds]),
    storedCompletion(db, scope, courseIds, examIds),
  ]);
  const courses = await localizeCourseNames(
    db,
    known.courses.map((row) => ({ ...row, course_name: row.name })),
    lang,
    (row) => ({ courseId: row.id, schoolId: scope.schoolId }),
  );
  const names = new Map<string, string>([
    ...courses.map((row) => [`course:${row.id}`, row.course_name ?? row.name] as const),
    ...known.exams.map((row) => [`exam:${row.id}`, row.name] as const),
  ]);
  const maps = paths.map(({ row, stages }) => {
    const withProgress = stages.map((stage) => ({
      title: stage.title,
      // An item whose course or exam was unpublished since drops out of the map (it can no longer be done).
      items: stage.items.flatMap((item): MyPathItem[] => {
        const name = names.get(`${item.kind}:${item.id}`);
        if (name === undefined) return [];
        const course = item.kind === 'course' ? done.courses.get(item.id) : undefined;
        return [
          {
            kind: item.kind,
            id: item.id,
            name,
            required: item.required,
            completed: item.kind === 'course' ? (course?.completed ?? false) : done.passedExams.has(item.id),
            progress: item.kind === 'course' ? (course?.progress ?? null) : null,
          },
        ];
      }),
    }));
    const states = stageStates(withProgress);
    return {
      id: row.id,
      position: row.position,
      title: row.title,
      percent: pathPercent(withProgress),
      stages: withProgress.map((stage, index) => ({ ...stage, state: states[index] ?? 'locked' })),
      next: nextPathItems(withProgress, NEXT_LIMIT),
    };
  });
  return {
    positions,
    paths: maps.map(({ next: _next, ...path }) => path),
    next: maps
      .flatMap((path) => path.next.map((item) => ({ ...item, pathId: path.id, pathTitle: path.title })))
      .slice(0, NEXT_LIMIT),
  };
}
