import type { Kysely } from 'kysely';
import { preparedQuery } from '../../db/prepared.ts';
import type { Database } from '../../db/schema.ts';

const PUBLISHED = 1;

/** Newest published courses of the given schools (one school, or a school and its sub-schools). */
export function latestCourses(db: Kysely<Database>, schoolIds: string[], limit: number) {
  return db
    .selectFrom('courses')
    .selectAll()
    .where('school_id', 'in', schoolIds)
    .where('status', '=', PUBLISHED)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export type CourseRow = Awaited<ReturnType<typeof latestCourses>>[number];

/** Published courses of one school with their category title (joined within the same school only). */
function courseDetails(db: Kysely<Database>, schoolId: string) {
  return db
    .selectFrom('courses')
    .leftJoin('categories', (join) =>
      join
        .onRef('categories.id', '=', 'courses.category_id')
        .onRef('categories.school_id', '=', 'courses.school_id'),
    )
    .selectAll('courses')
    .select('categories.title as category_title')
    .where('courses.school_id', '=', schoolId)
    .where('courses.status', '=', PUBLISHED);
}

/** One course of one school; undefined for an unknown id, a draft, or another school's course. */
// Read by every course page and learning view: compiled once (db/prepared.ts).
const courseById = preparedQuery(2, (db, schoolId: string, courseId: string) =>
  courseDetails(db, schoolId).where('courses.id', '=', courseId),
);

export function findCourse(db: Kysely<Database>, schoolId: string, courseId: string) {
  return courseById.takeFirst(db, schoolId, courseId);
}

/** Application-type pages name the course by its resource id. */
export function findCourseByResourceId(db: Kysely<Database>, schoolId: string, resourceId: string) {
  return courseDetails(db, schoolId).where('courses.course_resource_id', '=', resourceId).executeTakeFirst();
}

export type CourseDetailRow = NonNullable<Awaited<ReturnType<typeof findCourse>>>;
