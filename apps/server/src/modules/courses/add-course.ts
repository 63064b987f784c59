/**
 * Adding a course to a school (issue 11 §1): the one server function that inserts a course, keeps the search index
 * in step and tells the school's members in their message centers. The creation center (issue 25) adds its
 * courses hidden (status 0) and announces them with `announceCourse` when first published.
 */
import { courseViewLink } from '@portico/core';
import type { Insertable, Kysely } from 'kysely';
import { newId } from '../../db/ids.ts';
import type { CoursesTable, Database } from '../../db/schema.ts';
import { reindexCourses } from '../../db/search-index.ts';
import { findSchoolById, type SchoolRow } from '../../repositories/schools.ts';
import { schoolMemberIds } from '../messages/audience.ts';
import { messageLink, notifyUsers } from '../messages/notify.ts';

type CourseRow = Insertable<CoursesTable>;
type Required = 'school_id' | 'name' | 'application_type';

/** What a new course needs; everything else has the defaults of a free, published course. */
export type NewCourse = Pick<CourseRow, Required> & Partial<Omit<CourseRow, Required | 'created_at'>>;

/** A new course's neutral columns: free, no cover or category, nobody bought or viewed it, published. */
export const COURSE_DEFAULTS = {
  category_id: null,
  description: null,
  cover: null,
  price: 0,
  actual_price: 0,
  purchase_count: 0,
  view_count: 0,
  dept_name: null,
  lecturer_name: null,
  exist_member: 0,
  status: 1,
} as const;

/** Inserts the course; a published one (status 1) is announced to every member of its school. Returns its id. */
export async function addCourse(db: Kysely<Database>, course: NewCourse): Promise<string> {
  const id = course.id ?? newId();
  const school = await findSchoolById(db, course.school_id);
  if (!school) throw new Error(`addCourse: unknown school ${course.school_id}`);
  await db
    .insertInto('courses')
    .values({
      ...COURSE_DEFAULTS,
      ...course,
      id,
      course_resource_id: course.course_resource_id ?? newId(),
      created_at: new Date().toISOString(),
    })
    .execute();
  await reindexCourses(db, [id]);
  if ((course.status ?? 1) !== 1) return id;
  await announceCourse(db, school, { id, name: course.name });
  return id;
}

/**
 * Tells every member of the school (and of its parent) about a course that went live: when a published course is
 * added, and when an authored course is published for the first time (issue 25).
 */
export async function announceCourse(
  db: Kysely<Database>,
  school: Pick<SchoolRow, 'id' | 'name' | 'name_en' | 'parent_id'>,
  course: { id: string; name: string },
): Promise<void> {
  const link = messageLink(courseViewLink({ schoolId: school.id, courseId: course.id, lang: 'zh_CN' }));
  const members = await schoolMemberIds(db, school);
  await notifyUsers(
    db,
    members.map((userId) => ({
      schoolId: school.id,
      userId,
      kind: 'course-added',
      title: `New course: ${course.name}`,
      content: `${school.name_en ?? school.name} added the course “${course.name}”.`,
      link,
      params: { course: course.name, school: school.name, schoolEn: school.name_en ?? school.name },
    })),
  );
}
