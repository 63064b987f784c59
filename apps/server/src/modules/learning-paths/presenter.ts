/** Shapes learning-path rows for the admin's editor (issue 26 item 5). */
import type { LearningPath } from '@portico/contracts';
import { stagesOf, type PathRow } from './queries.ts';

/** `names`: `${kind}:${id}` → course name or exam title; an item no longer published keeps its id as its name. */
export function presentPath(row: PathRow, names: ReadonlyMap<string, string>): LearningPath {
  return {
    id: row.id,
    position: row.position,
    title: row.title,
    version: Number(row.version),
    updatedAt: row.updated_at,
    stages: stagesOf(row).map((stage) => ({
      title: stage.title,
      items: stage.items.map((item) => ({
        kind: item.kind,
        id: item.id,
        required: item.required,
        name: names.get(`${item.kind}:${item.id}`) ?? item.id,
      })),
    })),
  };
}

export function namesOf(options: {
  courses: Array<{ id: string; name: string }>;
  exams: Array<{ id: string; name: string }>;
}) {
  return new Map([
    ...options.courses.map((row) => [`course:${row.id}`, row.name] as const),
    ...options.exams.map((row) => [`exam:${row.id}`, row.name] as const),
  ]);
}
