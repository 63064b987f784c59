/**
 * Demo learning (issue 23, seed version 8): every published demo course gets an outline over the shipped media
 * (a captioned video, a PDF handout, articles, a link; the second chapter opens after the first), in the
 * course's language; the demo enrolments get resource states that make their stored progress true (progress is
 * completed required resources over required resources — nothing here is a free-standing number), a completion
 * record with its certificate, and the learner's study time over the last days.
 */
import { courseProgress } from '@portico/core';
import { stableId } from '../db/ids.ts';
import { outlineRows, type ChapterSpec } from './course-outline.ts';
import { demoAcademyRows } from './demo-academy.ts';
import { DEMO_APPLICATION_COURSE, demoApplicationRows } from './demo-application.ts';
import { DEMO_IDS } from './demo-ids.ts';
import { otherSchoolRows } from './other-schools.ts';
import type { SeedRows } from './rows.ts';
import { SEED_EPOCH, iso } from './school-kit.ts';

const PREFIX = { chapter: 60, resource: 61, progress: 62, completion: 63 } as const;
const DAY = 86_400_000;
const VIDEO_SECONDS = 30;
const HANDOUT_PAGES = 3;
const CAPTIONS = [
  { lang: 'zh-CN', label: '中文', url: '/media/demo/welcome.zh.vtt' },
  { lang: 'en', label: 'English', url: '/media/demo/welcome.en.vtt' },
];

const isChinese = (text: string) => /[\u3400-\u9fff]/.test(text);

/** The outline every published demo course gets, in Chinese or English (demo-outline-texts.ts translates it). */
export function standardOutline(chinese: boolean): ChapterSpec[] {
  const t = (zh: string, en: string) => (chinese ? zh : en);
  return [
    {
      title: t('第一章 入门', 'Chapter 1 · Getting started'),
      resources: [
        {
          kind: 'video',
          title: t('课程导学视频', 'Welcome video'),
          mediaUrl: '/media/demo/welcome.mp4',
          captions: chinese ? CAPTIONS : [...CAPTIONS].reverse(),
          durationSeconds: VIDEO_SECONDS,
        },
        {
          kind: 'document',
          title: t('学习指南（PDF）', 'Learning handout (PDF)'),
          mediaUrl: chinese ? '/media/demo/handout-zh.pdf' : '/media/demo/handout-en.pdf',
          pageCount: HANDOUT_PAGES,
        },
        {
          kind: 'article',
          title: t('如何学习本课程', 'How to learn in this course'),
          body: t(
            '<h2>学习建议</h2><p>先观看导学视频，再阅读学习指南。每个资源完成后，进度会自动更新。</p><ul><li>视频需实际观看百分之九十</li><li>文档需翻到最后一页</li><li>文章需阅读到结尾</li></ul><p>读到这里，本文即完成。</p>',
            '<h2>How to study</h2><p>Watch the welcome video first, then read the handout. Your progress updates as you complete each resource.</p><ul><li>Videos: watch nine tenths of them</li><li>Documents: reach the last page</li><li>Articles: read to the end</li></ul><p>You reached the end of this article.</p>',
          ),
        },
      ],
    },
    {
      title: t('第二章 实践', 'Chapter 2 · Practice'),
      after: 0,
      resources: [
        {
          kind: 'article',
          title: t('练习与反思', 'Practice and reflection'),
          body: t(
            '<h2>动手练习</h2><p>用自己的话总结本课程的三个要点，并写下一个可以在工作中尝试的做法。</p><blockquote>学而不思则罔，思而不学则殆。</blockquote>',
            '<h2>Try it</h2><p>Summarise three key points of this course in your own words, and write down one thing you will try at work.</p><blockquote>Learning without thought is labour lost.</blockquote>',
          ),
        },
        {
          kind: 'external',
          title: t('延伸阅读：无障碍学习', 'Further reading: accessible learning'),
          url: 'https://www.w3.org/WAI/fundamentals/accessibility-intro/',
        },
      ],
    },
  ];
}

/** Demo enrolments (user-panel.ts) and how many of the standard outline's resources each has completed. */
const DEMO_LEARNING_STATES: ReadonlyArray<{ userId: string; courseName: string; completed: number }> = [
  { userId: DEMO_IDS.learner, courseName: 'Python 编程入门', completed: 2 },
  { userId: DEMO_IDS.learner, courseName: 'Data Analysis with Pandas', completed: 4 },
  { userId: DEMO_IDS.learner, courseName: '机器学习基础', completed: 0 },
  { userId: DEMO_IDS.learner, courseName: 'Business English Writing', completed: 5 },
  { userId: DEMO_IDS.learner, courseName: '北京分院课程 1', completed: 3 },
  { userId: DEMO_IDS.teacher, courseName: 'Coaching Skills for Managers', completed: 3 },
];

/** The stored progress of a seeded demo enrolment (0 when it has no seeded state). */
export function demoEnrolmentProgress(userId: string, courseName: string | undefined): number {
  const state = DEMO_LEARNING_STATES.find((row) => row.userId === userId && row.courseName === courseName);
  return state ? demoProgress(state.completed) : 0;
}

/** The stored progress of a demo enrolment with `completed` of the standard outline's five required resources. */
const demoProgress = (completed: number) =>
  courseProgress({ requiredTotal: 5, requiredCompleted: completed, completedBefore: false });

export function demoLearningRows(now = Date.now()): SeedRows {
  const courses = [...(demoAcademyRows().courses ?? []), ...(otherSchoolRows().courses ?? [])].filter(
    (course) => course.status === 1,
  );
  const counters = { chapter: 0, resource: 0 };
  const nextId = (kind: 'chapter' | 'resource') =>
    stableId(kind === 'chapter' ? PREFIX.chapter : PREFIX.resource, (counters[kind] += 1));
  const rows: Required<Pick<SeedRows, 'course_chapters' | 'course_resources'>> = {
    course_chapters: [],
    course_resources: [],
  };
  const outlines = new Map<string, string[]>();
  for (const course of courses) {
    const outline = outlineRows({
      schoolId: course.school_id,
      courseId: course.id,
      chapters: standardOutline(isChinese(course.name)),
      nextId,
      createdAt: iso(SEED_EPOCH),
    });
    outlines.set(course.id, outline.resourceIds);
    rows.course_chapters.push(...(outline.rows.course_chapters ?? []));
    rows.course_resources.push(...(outline.rows.course_resources ?? []));
    const firstChapter = outline.chapterIds[0];
    if (
      course.name === DEMO_APPLICATION_COURSE &&
      course.school_id === DEMO_IDS.demoAcademy &&
      firstChapter
    ) {
      rows.course_resources.push(...(demoApplicationRows(course, firstChapter).course_resources ?? []));
    }
  }
  return { ...rows, ...learnerState(courses, outlines, now) };
}

/**
 * The demo enrolments' resource states (the first `completed` resources in reading order; the next video or
 * document part-way), the Business English completion, and the learner's study days up to `now`.
 */
function learnerState(
  courses: ReadonlyArray<{ id: string; name: string; school_id: string }>,
  outlines: ReadonlyMap<string, string[]>,
  now: number,
): SeedRows {
  const progress: NonNullable<SeedRows['resource_progress']> = [];
  const completions: NonNullable<SeedRows['course_completions']> = [];
  let progressNo = 0;
  for (const state of DEMO_LEARNING_STATES) {
    const course = courses.find((row) => row.name === state.courseName);
    const resourceIds = course ? outlines.get(course.id) : undefined;
    if (!course || !resourceIds) continue;
    const doneAt = iso(SEED_EPOCH - DAY);
    // Reading order of the standard outline: video, document, article, article, link.
    resourceIds.slice(0, state.completed + 1).forEach((resourceId, index) => {
      const complete = index < state.completed;
      // The first unfinished resource is part-way, so "Continue" resumes somewhere real.
      if (!complete && index > 1) return;
      progress.push({
        id: stableId(PREFIX.progress, (progressNo += 1)),
        school_id: course.school_id,
        user_id: state.userId,
        course_id: course.id,
        resource_id: resourceId,
        position_ms: index === 0 && !complete ? 12_000 : 0,
        played: index === 0 ? JSON.stringify([[0, complete ? VIDEO_SECONDS : 12]]) : null,
        last_page: index === 1 ? (complete ? HANDOUT_PAGES : 2) : 0,
        highest_page: index === 1 ? (complete ? HANDOUT_PAGES : 2) : 0,
        completed_at: complete ? doneAt : null,
        updated_at: doneAt,
      });
    });
    if (state.completed === 5) {
      completions.push({
        id: stableId(PREFIX.completion, completions.length + 1),
        school_id: course.school_id,
        user_id: state.userId,
        course_id: course.id,
        completed_at: iso(SEED_EPOCH - 9 * DAY),
        study_seconds: 2 * 3600 + 15 * 60,
        certificate_no: `PC-2026-${String(completions.length + 1).padStart(12, '0')}`,
      });
    }
  }
  // The learner studied on the last ten days (a streak), more on some than others.
  const today = Math.floor(now / DAY) * DAY;
  const studyDays = Array.from({ length: 10 }, (_, index) => ({
    school_id: DEMO_IDS.demoAcademy,
    user_id: DEMO_IDS.learner,
    day: new Date(today - index * DAY).toISOString().slice(0, 10),
    seconds: [1500, 900, 2400, 600, 1800, 300, 1200, 2700, 900, 1500][index] ?? 600,
  }));
  return { resource_progress: progress, course_completions: completions, study_days: studyDays };
}
