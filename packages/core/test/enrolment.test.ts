import { describe, expect, it } from 'vitest';
import { enrolmentColumns, isMembersCourse, isPaidCourse, selfEnrolmentBlock } from '../src/enrolment.ts';

const base = { actualPrice: 0, existMember: false, memberLicense: '1', isMember: false, purchased: false };

describe('isPaidCourse', () => {
  it('is paid from one cent up; float noise and non-numbers are free', () => {
    expect(isPaidCourse(0)).toBe(false);
    expect(isPaidCourse(0.004)).toBe(false);
    expect(isPaidCourse(0.005)).toBe(true);
    expect(isPaidCourse(0.01)).toBe(true);
    expect(isPaidCourse(Number.NaN)).toBe(false);
  });
});

describe('isMembersCourse', () => {
  it('needs the course flag and the school licence "1" (spec §5 member badge)', () => {
    expect(isMembersCourse({ existMember: true, memberLicense: '1' })).toBe(true);
    expect(isMembersCourse({ existMember: true, memberLicense: '0' })).toBe(false);
    expect(isMembersCourse({ existMember: false, memberLicense: '1' })).toBe(false);
  });
});

describe('selfEnrolmentBlock', () => {
  it('lets anyone enrol in a free open course', () => {
    expect(selfEnrolmentBlock(base)).toBeNull();
  });
  it('asks a purchase of a paid course, and no longer once bought', () => {
    expect(selfEnrolmentBlock({ ...base, actualPrice: 5 })).toBe('PURCHASE_REQUIRED');
    expect(selfEnrolmentBlock({ ...base, actualPrice: 5, purchased: true })).toBeNull();
  });
  it("keeps members' courses for members, checked before the price", () => {
    expect(selfEnrolmentBlock({ ...base, existMember: true, actualPrice: 5 })).toBe('MEMBERS_ONLY');
    expect(selfEnrolmentBlock({ ...base, existMember: true, isMember: true })).toBeNull();
    expect(selfEnrolmentBlock({ ...base, existMember: true, isMember: true, actualPrice: 5 })).toBe(
      'PURCHASE_REQUIRED',
    );
    expect(selfEnrolmentBlock({ ...base, existMember: true, memberLicense: '0' })).toBeNull();
  });
});

describe('enrolmentColumns', () => {
  it('finds the user and course columns whatever their case, spacing, order or byte-order mark', () => {
    expect(enrolmentColumns(['account', 'courseId'])).toEqual({ user: 0, course: 1 });
    expect(enrolmentColumns(['\uFEFFCourse ID', 'note', ' E-mail '])).toEqual({ user: 2, course: 0 });
    expect(enrolmentColumns(['name', 'mail', 'courseId'])).toBeNull();
    expect(enrolmentColumns(['user_id', 'course_id'])).toEqual({ user: 0, course: 1 });
  });
  it('is null without either column', () => {
    expect(enrolmentColumns(['account'])).toBeNull();
    expect(enrolmentColumns(['courseId', 'name'])).toBeNull();
    expect(enrolmentColumns([])).toBeNull();
  });
});
