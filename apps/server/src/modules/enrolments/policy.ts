/**
 * Whose learning a school shows (issue 11 §5): the school and the sub-schools the viewer may see (a closed
 * sub-school only for its members, core's closed-school rule), never anyone else's enrolments. And who may enrol
 * themself in a course (issue 23 item 3, core selfEnrolmentBlock): members' courses for members, paid courses with
 * a purchase record.
 */
import { selfEnrolmentBlock, type SelfEnrolmentBlock } from '@portico/core';
import type { Kysely } from 'kysely';
import { canViewSchoolContent } from '../../auth/school-access.ts';
import { isMemberOf, type Viewer } from '../../auth/viewer.ts';
import type { Database } from '../../db/schema.ts';
import { visibleSubSchoolIds, type SchoolRow } from '../../repositories/schools.ts';
import { hasPurchase } from './queries.ts';

export async function learningSchoolIds(
  db: Kysely<Database>,
  school: SchoolRow,
  viewer: Viewer | null,
): Promise<string[]> {
  const subs = await visibleSubSchoolIds(db, school.id, (sub) => canViewSchoolContent(sub, viewer));
  return [school.id, ...subs];
}

/** Why the viewer (a visitor: as a non-member who bought nothing) cannot enrol themself; null when they can. */
export async function selfEnrolBlock(
  db: Kysely<Database>,
  school: SchoolRow,
  course: { id: string; actual_price: number; exist_member: number },
  viewer: Viewer | null,
): Promise<SelfEnrolmentBlock | null> {
  const purchased = viewer ? await hasPurchase(db, school.id, viewer.userId, course.id) : false;
  return selfEnrolmentBlock({
    // Stored in cents; core compares yuan.
    actualPrice: course.actual_price / 100,
    existMember: course.exist_member === 1,
    memberLicense: school.member_license,
    isMember: isMemberOf(viewer, school.id),
    purchased,
  });
}

export const SELF_ENROL_MESSAGES: Record<SelfEnrolmentBlock, string> = {
  PURCHASE_REQUIRED:
    'This course must be purchased before you can enrol; an administrator of the school can enrol you',
  MEMBERS_ONLY: 'Only members of this school can enrol in this course',
};
