/**
 * Factories creating a NEW school (random ids) with its own content, so every test can check that one school's
 * data never shows up in another school's answers.
 */
import type { Insertable, Kysely } from 'kysely';
import { COURSE_DEFAULTS } from '../../src/modules/courses/add-course.ts';
import { newId } from '../../src/db/ids.ts';
import type { Database } from '../../src/db/schema.ts';
import { reindexSchools } from '../../src/db/search-index.ts';
import { demoFooterTemplates, demoHeader } from '../../src/seed/demo-shell.ts';
import { insertMissing, mergeRows } from '../../src/seed/rows.ts';
import {
  categoryRows,
  courseRows,
  navigationRows,
  schoolRow,
  type CourseSpec,
  type SchoolSpec,
} from '../../src/seed/school-kit.ts';

export interface CreatedSchool {
  id: string;
  courseIds: string[];
  categoryIds: string[];
  topCategoryIds: string[];
  navigationGroupIds: string[];
  bulletinId: string;
  /** Pinned keyword first, then the searched one. */
  hotKeywords: string[];
}

let counter = 0;

export async function createSchool(
  db: Kysely<Database>,
  overrides: Partial<SchoolSpec> & { courses?: CourseSpec[]; parentId?: string } = {},
): Promise<CreatedSchool> {
  counter += 1;
  const { courses: courseSpecs, parentId, ...schoolOverrides } = overrides;
  const id = newId();
  const nextId = () => newId();
  const categories = categoryRows(id, nextId, [
    [`Factory top ${counter}`, [[`Factory sub ${counter}`, [[`Factory term ${counter}`]]]]],
  ]);
  const courses = courseRows(
    id,
    nextId,
    courseSpecs ?? [
      { name: `Factory course A${counter}`, price: 10, actualPrice: 5, views: 3 },
      { name: `Factory course B${counter}`, member: true },
    ],
    categories.rows.map((row) => row.id),
  );
  const navigation = navigationRows(id, nextId, [
    {
      name: `Factory nav ${counter}`,
      pages: [
        { name: 'Home', type: 'page' },
        { name: 'Link', type: 'link', diyUrl: 'https://example.org' },
      ],
    },
  ]);
  const bulletinId = newId();
  await insertMissing(
    db,
    mergeRows(navigation, demoHeader(id), {
      schools: [
        schoolRow({ id, name: `Factory school ${counter}`, parent_id: parentId ?? null, ...schoolOverrides }),
      ],
      categories: categories.rows,
      courses,
      footer_templates: demoFooterTemplates(id, nextId),
      bulletins: [
        {
          id: bulletinId,
          school_id: id,
          content: `Factory bulletin ${counter}`,
          status: 1,
          start_time: '2020-01-01T00:00:00.000Z',
          end_time: '2099-01-01T00:00:00.000Z',
        },
      ],
      hot_search_pins: [{ school_id: id, keyword: `factory-pin-${counter}`, sort: 0 }],
      search_queries: [
        {
          school_id: id,
          keyword: `factory-query-${counter}`,
          count: 7,
          // Inside the 30-day hot-search window.
          last_searched_at: new Date().toISOString(),
        },
      ],
    }),
  );
  await reindexSchools(db, [id]);
  return {
    id,
    courseIds: courses.map((course) => course.id),
    categoryIds: categories.rows.map((row) => row.id),
    topCategoryIds: categories.rows.filter((row) => row.parent_id === null).map((row) => row.id),
    navigationGroupIds: (navigation.navigation_groups ?? []).map((group) => group.id),
    bulletinId,
    hotKeywords: [`factory-pin-${counter}`, `factory-query-${counter}`],
  };
}

/** A course row of a school with neutral defaults (free, no cover, published); `fields` override them. */
export function courseRowOf(
  schoolId: string,
  fields: Partial<Insertable<Database['courses']>> & { name: string },
): Insertable<Database['courses']> {
  return {
    ...COURSE_DEFAULTS,
    id: newId(),
    school_id: schoolId,
    description: '',
    application_type: 'course',
    course_resource_id: newId(),
    created_at: new Date().toISOString(),
    ...fields,
  };
}
