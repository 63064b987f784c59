/**
 * A school whose catalogue exercises every search rule: ranking fields, category subtree, case folding,
 * CJK/Arabic/emoji text and LIKE/FTS special characters. Ids are returned by key so tests can assert exact order.
 */
import type { Kysely } from 'kysely';
import { newId } from '../../src/db/ids.ts';
import type { Database } from '../../src/db/schema.ts';
import { reindexSchools } from '../../src/db/search-index.ts';
import { courseRowOf, createSchool } from './factories.ts';

type Key = `k${number}`;

/** [key, name, description, lecturer, category key, status] — created one hour apart, later rows newer. */
const COURSES: Array<
  [Key, string, string | null, string | null, 'root' | 'lab' | 'optics' | 'arts', number]
> = [
  ['k1', 'Quantum Computing 101', 'Intro', 'Ada', 'arts', 1],
  ['k2', 'Intro to Photonics', 'Covers quantum optics', 'Bob', 'arts', 1],
  ['k3', 'Lab Safety', null, 'Quantum Qiu', 'arts', 1],
  ['k4', 'Measurement', 'x', 'Cy', 'lab', 1],
  ['k5', 'QUANTUM Mechanics 量子力学', '', 'Dee', 'optics', 1],
  ['k6', '量子力学进阶', '物理', '王老师', 'optics', 1],
  ['k7', 'Quantum draft', null, null, 'lab', 0],
  ['k8', 'Arabic مرحبا بالعالم', 'نص عربي', null, 'root', 1],
  ['k9', '100% Discount_Guide', 'back\\slash "quoted" it\'s', null, 'arts', 1],
  ['k10', 'C++ Primer', 'pointers', null, 'arts', 1],
  ['k11', 'Emoji 🚀 Rocket', null, null, 'arts', 1],
  ['k12', 'École Française', 'Grammaire', null, 'arts', 1],
];

export interface SearchFixture {
  schoolId: string;
  ids: Record<Key, string>;
  categories: Record<'root' | 'lab' | 'optics' | 'arts', string>;
}

export async function createSearchFixture(db: Kysely<Database>): Promise<SearchFixture> {
  const school = await createSchool(db, { name: 'Search fixture', courses: [] });
  const categories = { root: newId(), lab: newId(), optics: newId(), arts: newId() };
  await db
    .insertInto('categories')
    .values([
      {
        id: categories.root,
        school_id: school.id,
        parent_id: null,
        title: 'Robotics Dept',
        source: 0,
        sort: 0,
      },
      {
        id: categories.lab,
        school_id: school.id,
        parent_id: categories.root,
        title: 'Quantum Lab',
        source: 0,
        sort: 0,
      },
      {
        id: categories.optics,
        school_id: school.id,
        parent_id: categories.lab,
        title: 'Optics 光学',
        source: 0,
        sort: 0,
      },
      { id: categories.arts, school_id: school.id, parent_id: null, title: 'Arts', source: 0, sort: 1 },
    ])
    .execute();
  const ids = {} as Record<Key, string>;
  const base = Date.parse('2026-03-01T00:00:00.000Z');
  await db
    .insertInto('courses')
    .values(
      COURSES.map(([key, name, description, lecturer, category, status], index) => {
        const row = courseRowOf(school.id, {
          category_id: categories[category],
          name,
          description,
          lecturer_name: lecturer,
          status,
          created_at: new Date(base + index * 3_600_000).toISOString(),
        });
        ids[key] = row.id;
        return row;
      }),
    )
    .execute();
  await reindexSchools(db, [school.id]);
  return { schoolId: school.id, ids, categories };
}
