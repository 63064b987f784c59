/**
 * The demo learner's pages for the benchmarks (issue 23 "Performance and budget"): signs the learner in and finds
 * the course they are enrolled in with a video first — the course page, its learning view at the video, and the
 * learning center's course list and study data (the chart) — on a running portal with the demo data.
 */
import { DEMO_ACADEMY } from './bench-pages.ts';

export const LEARNER = { account: 'learner@demo.test', password: 'Portico-demo-2026' };
/** A demo course the learner is enrolled in (seed demo-learning.ts DEMO_LEARNING_STATES). */
const LEARNER_COURSE = 'Python 编程入门';

export interface LearnerPages {
  /** `name=value; …` of the signed-in session. */
  cookie: string;
  courseId: string;
  videoResourceId: string;
  pages: Array<{ name: string; url: string }>;
}

export async function signIn(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/auth/login/init`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ ...LEARNER, agreementAccepted: true }),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/**
 * Signs the Demo Academy convention for the session (as the e2e login does), so its dialog does not cover the
 * pages a benchmark measures.
 */
export async function signConvention(origin: string, cookie: string): Promise<void> {
  const response = await fetch(
    `${origin}/api/assist/v2/agreement/signSchoolConventionAgreement?schoolId=${DEMO_ACADEMY}&lang=zh-CN`,
    { method: 'POST', headers: { cookie, origin } },
  );
  if (!response.ok) throw new Error(`convention: ${response.status} ${await response.text()}`);
}

export async function learnerPages(origin: string, lang: string): Promise<LearnerPages> {
  const cookie = await signIn(origin);
  const query = new URLSearchParams({ schoolId: DEMO_ACADEMY, keyword: LEARNER_COURSE, record: '0' });
  const found = (await (await fetch(`${origin}/api/search/v1/search/courses?${query}`)).json()) as {
    data: { records: Array<{ id: string; name: string }> };
  };
  const courseId = found.data.records.find((record) => record.name === LEARNER_COURSE)?.id;
  if (!courseId) throw new Error(`demo course "${LEARNER_COURSE}" not found`);
  const outline = (await (
    await fetch(`${origin}/api/course/v1/open/courses/${courseId}/outline?schoolId=${DEMO_ACADEMY}`)
  ).json()) as { data: { chapters: Array<{ resources: Array<{ id: string; kind: string }> }> } };
  const video = outline.data.chapters.flatMap((chapter) => chapter.resources).find((r) => r.kind === 'video');
  if (!video) throw new Error(`demo course "${LEARNER_COURSE}" has no video`);
  const l = `sxz-lang=${lang}`;
  const center = `/center/privateCenter.htm?schoolId=${DEMO_ACADEMY}`;
  return {
    cookie,
    courseId,
    videoResourceId: video.id,
    pages: [
      { name: 'home, signed in', url: `/portal/${DEMO_ACADEMY}?${l}` },
      { name: 'course, signed in', url: `/course/${DEMO_ACADEMY}/course-view?courseId=${courseId}&${l}` },
      {
        name: 'learning view',
        url: `/course/${DEMO_ACADEMY}/course-learn?courseId=${courseId}&resourceId=${video.id}&${l}`,
      },
      { name: 'learning center', url: `${center}&type=studyCenter_MyCourse&${l}` },
      { name: 'study data', url: `${center}&type=studyCenter_LearningData&${l}` },
    ],
  };
}
