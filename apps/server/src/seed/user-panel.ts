/**
 * Demo data of the user panel (issue 11, seed version 3): messages, enrolments with progress, follows, a VIP, position
 * tasks, and the config that turns on the AI assistant, shapes the login menu and draws an intranet for the
 * certification bar. Keyed by stable ids and unique keys, so re-seeding never duplicates or overwrites.
 */
import { PLATFORM_SCHOOL_ID } from '../db/schema.ts';
import { stableId } from '../db/ids.ts';
import { demoAcademyRows } from './demo-academy.ts';
import { DEMO_IDS } from './demo-ids.ts';
import { otherSchoolRows } from './other-schools.ts';
import type { SeedRows } from './rows.ts';
import { demoEnrolmentProgress } from './demo-learning.ts';
import { SEED_EPOCH, iso } from './school-kit.ts';

const MESSAGE = 41;
const ENROLMENT = 46;
const TASK = 47;
const PURCHASE = 49;
const DAY = 86_400_000;

/** The demo's messages: [school, user, kind, title, content, link, params, days before the epoch, read]. */
type MessageSpec = [
  string,
  string,
  string,
  string,
  string,
  string | null,
  Record<string, string>,
  number,
  boolean,
];

const A = DEMO_IDS.demoAcademy;
const portal = (id: string) => `/portal/${id}`;

function messageRows(courseLink: (name: string) => string): NonNullable<SeedRows['messages']> {
  const specs: MessageSpec[] = [
    [
      A,
      DEMO_IDS.learner,
      'course-added',
      'New course: Python 编程入门',
      'Demo Academy added the course “Python 编程入门”.',
      courseLink('Python 编程入门'),
      { course: 'Python 编程入门', school: '演示学院', schoolEn: 'Demo Academy' },
      -2,
      false,
    ],
    [
      A,
      DEMO_IDS.learner,
      'course-added',
      'New course: Data Analysis with Pandas',
      'Demo Academy added the course “Data Analysis with Pandas”.',
      courseLink('Data Analysis with Pandas'),
      { course: 'Data Analysis with Pandas', school: '演示学院', schoolEn: 'Demo Academy' },
      -1,
      false,
    ],
    [
      A,
      DEMO_IDS.learner,
      'system',
      '期末考试安排',
      '本学期期末考试将于下月第一周进行，请提前复习。 The final exams take place in the first week of next month.',
      null,
      {},
      0.5,
      false,
    ],
    [
      A,
      DEMO_IDS.learner,
      'agreement-updated',
      'New school convention: 演示学院公约',
      'Demo Academy published version 1 of its convention. Please read and sign it.',
      portal(A),
      { school: '演示学院', schoolEn: 'Demo Academy', version: '1' },
      1,
      true,
    ],
    [
      A,
      DEMO_IDS.learner,
      'system',
      'Maintenance window',
      'The portal will be read-only on Sunday 02:00–03:00 UTC.',
      null,
      {},
      3,
      true,
    ],
    ...Array.from({ length: 7 }, (_, i): MessageSpec => [
      A,
      DEMO_IDS.learner,
      'system',
      `Weekly digest #${7 - i}`,
      `Your learning summary for week ${7 - i}: keep going!`,
      null,
      {},
      7 * (i + 1),
      true,
    ]),
    [
      DEMO_IDS.o3School,
      DEMO_IDS.learner,
      'school-joined',
      'Welcome to O3 Community',
      'You joined O3 Community.',
      portal(DEMO_IDS.o3School),
      { school: 'O3 社区', schoolEn: 'O3 Community' },
      30,
      false,
    ],
    [
      A,
      DEMO_IDS.teacher,
      'system',
      '教学中心开放',
      'The teaching center now lists your classes.',
      null,
      {},
      1,
      false,
    ],
    [
      A,
      DEMO_IDS.admin,
      'system',
      '3 new members this week',
      'Three learners joined Demo Academy this week.',
      null,
      {},
      1,
      false,
    ],
  ];
  return specs.map(([school_id, user_id, kind, title, content, link, params, daysAgo, read], i) => ({
    // 4100000000000000001 is seed version 1's welcome message.
    id: stableId(MESSAGE, 100 + i),
    school_id,
    user_id,
    kind,
    title,
    content,
    link,
    params: JSON.stringify(params),
    read_at: read ? iso(SEED_EPOCH - daysAgo * DAY + 3_600_000) : null,
    created_at: iso(SEED_EPOCH - daysAgo * DAY),
  }));
}

export function userPanelRows(): SeedRows {
  const academyCourses = (demoAcademyRows().courses ?? []).filter((course) => course.status === 1);
  const subCourses = (otherSchoolRows().courses ?? []).filter((c) => c.school_id === DEMO_IDS.subSchoolA);
  const byName = (name: string) => academyCourses.find((course) => course.name === name);
  const courseLink = (name: string) => `/course/${A}/course-view?courseId=${byName(name)?.id ?? ''}`;
  const enrol = (
    n: number,
    userId: string,
    course: { id: string; school_id: string; name: string } | undefined,
    daysAgo: number,
  ) => {
    const progress = demoEnrolmentProgress(userId, course?.name);
    return course
      ? [
          {
            id: stableId(ENROLMENT, n),
            school_id: course.school_id,
            user_id: userId,
            course_id: course.id,
            progress,
            enrolled_at: iso(SEED_EPOCH - (daysAgo + 20) * DAY),
            last_studied_at: progress > 0 ? iso(SEED_EPOCH - daysAgo * DAY) : null,
            completed_at: progress === 100 ? iso(SEED_EPOCH - daysAgo * DAY) : null,
            // Where "Continue" goes: the outline's first open resource (no visit seeded).
            last_resource_id: null,
          },
        ]
      : [];
  };
  const task = (
    n: number,
    title: string,
    position: string,
    course: string | null,
    dueDays: number,
    done: boolean,
  ) => ({
    id: stableId(TASK, n),
    school_id: A,
    user_id: DEMO_IDS.learner,
    title,
    position,
    course_id: course ? (byName(course)?.id ?? null) : null,
    compulsory: 1,
    // Due dates stay ahead of the wall clock for a year, so the demo keeps an open task.
    due_at: iso(SEED_EPOCH + dueDays * DAY),
    completed_at: done ? iso(SEED_EPOCH - DAY) : null,
    created_at: iso(SEED_EPOCH - 10 * DAY),
  });
  const enrolments = [
    // Progress follows the seeded resource states (demo-learning.ts): completed required over required.
    ...enrol(1, DEMO_IDS.learner, byName('Python 编程入门'), 1),
    ...enrol(2, DEMO_IDS.learner, byName('Data Analysis with Pandas'), 2),
    ...enrol(3, DEMO_IDS.learner, byName('机器学习基础'), 4),
    ...enrol(4, DEMO_IDS.learner, byName('Business English Writing'), 9),
    ...enrol(5, DEMO_IDS.learner, subCourses[0], 3),
    ...enrol(6, DEMO_IDS.teacher, byName('Coaching Skills for Managers'), 2),
  ];
  return {
    messages: messageRows(courseLink),
    enrolments,
    // Issue 23 item 3: a paid course is learned after a purchase; the demo's paid enrolments have theirs. Other
    // paid courses (e.g. "Modern JavaScript in Practice") the learner has not bought: their page explains it.
    course_purchases: purchasesOf(enrolments, [...academyCourses, ...subCourses]),
    follows: [
      {
        school_id: A,
        follower_id: DEMO_IDS.learner,
        followee_id: DEMO_IDS.teacher,
        created_at: iso(SEED_EPOCH - 5 * DAY),
      },
      {
        school_id: A,
        follower_id: DEMO_IDS.teacher,
        followee_id: DEMO_IDS.learner,
        created_at: iso(SEED_EPOCH - 4 * DAY),
      },
      {
        school_id: A,
        follower_id: DEMO_IDS.admin,
        followee_id: DEMO_IDS.teacher,
        created_at: iso(SEED_EPOCH - 3 * DAY),
      },
      {
        school_id: A,
        follower_id: DEMO_IDS.admin,
        followee_id: DEMO_IDS.learner,
        created_at: iso(SEED_EPOCH - 2 * DAY),
      },
    ],
    vip_memberships: [
      {
        user_id: DEMO_IDS.learner,
        level: 'gold',
        image_url: null,
        starts_at: iso(SEED_EPOCH - 30 * DAY),
        expires_at: null,
      },
    ],
    position_tasks: [
      task(1, 'Python 基础必修', 'Data analyst', 'Python 编程入门', 365, false),
      task(2, 'Finish "Data Analysis with Pandas"', 'Data analyst', 'Data Analysis with Pandas', 400, false),
      task(3, '信息安全意识培训', 'All staff', '信息安全意识', 30, true),
    ],
    config_entries: [
      { school_id: A, config_type: 'aiAssistant', config_value: '1' },
      { school_id: A, config_type: 'aiLogoUrl', config_value: '/assets/demo/ai-logo.svg' },
      {
        school_id: A,
        config_type: 'loginMenuConfig',
        config_value: JSON.stringify({
          entries: { personalCenter: true, personalSpace: true, teaching: true, creation: true, fans: true },
          learningEntrance: { myCourses: true, myTasks: true, myExams: false, learningArchive: false },
        }),
      },
      // School 6 (not certified) has an intranet the demo's own machine is part of: its pages show the bar.
      {
        school_id: DEMO_IDS.alliancePartner,
        config_type: 'internalSegments',
        config_value: '127.0.0.0/8,::1/128',
      },
      { school_id: PLATFORM_SCHOOL_ID, config_type: 'creationTenants', config_value: DEMO_IDS.publicSchool },
      { school_id: PLATFORM_SCHOOL_ID, config_type: 'techTenants', config_value: '' },
    ],
  };
}

/** A purchase record for each seeded enrolment in a paid course, bought the day it was enrolled. */
function purchasesOf(
  enrolments: Array<{
    id: string;
    school_id: string;
    user_id: string;
    course_id: string;
    enrolled_at: string;
  }>,
  courses: Array<{ id: string; actual_price?: number }>,
): NonNullable<SeedRows['course_purchases']> {
  return enrolments.flatMap((enrolment, index) => {
    const amount = courses.find((course) => course.id === enrolment.course_id)?.actual_price ?? 0;
    if (amount <= 0) return [];
    return [
      {
        id: stableId(PURCHASE, index + 1),
        school_id: enrolment.school_id,
        user_id: enrolment.user_id,
        course_id: enrolment.course_id,
        amount,
        source: 'demo',
        reference: null,
        purchased_at: enrolment.enrolled_at,
      },
    ];
  });
}
