/**
 * Issue 27 (demo seed version 22): distinct composed home pages for Demo Academy, the O3 school and a sub-school,
 * with their texts in Chinese, English and Arabic — a banner, course rows, rich text, links, a members-only
 * module and the learning summary — published, so the portal home shows them at once. Rows of
 * `portal_page_layouts` (migration 0029) keyed by each school's HOME page from the navigation seed.
 */
import { PAGE_TYPE_IDS, type PortalModule, type PortalPageDocument } from '@portico/core';
import { DEMO_IDS } from './demo-ids.ts';
import type { SeedRows } from './rows.ts';

const SEEDED_AT = '2026-01-05T08:00:00.000Z';

const tri = (zh_CN: string, en_US: string, ar_SA: string) => ({ zh_CN, en_US, ar_SA });
const html = (zh: string, en: string, ar: string) => tri(`<p>${zh}</p>`, `<p>${en}</p>`, `<p>${ar}</p>`);

const banner = (id: string, images: string[]): PortalModule => ({
  id,
  kind: 'banner',
  audience: null,
  title: tri('精选推荐', 'Highlights', 'أبرز المحتوى'),
  slides: images.map((image, i) => ({
    imageUrl: `/assets/demo/${image}`,
    width: 1200,
    height: 400,
    alt:
      i === 0
        ? tri(
            '春季学期课程开放报名',
            'Spring term courses are open for enrolment',
            'باب التسجيل في دورات فصل الربيع مفتوح',
          )
        : tri(
            '新的考试与练习已上线',
            'New exams and exercises are online',
            'اختبارات وتمارين جديدة متاحة الآن',
          ),
  })),
});

const courseRow = (id: string, source: 'latest' | 'mostViewed', limit: number): PortalModule => ({
  id,
  kind: 'courseRow',
  audience: null,
  title:
    source === 'latest'
      ? tri('最新课程', 'Latest courses', 'أحدث الدورات')
      : tri('热门课程', 'Most viewed courses', 'الدورات الأكثر مشاهدة'),
  source,
  limit,
});

const membersNote = (id: string): PortalModule => ({
  id,
  kind: 'richText',
  audience: { kind: 'members' },
  title: tri('成员通知', 'For members', 'للأعضاء'),
  html: html(
    '本周五晚上有成员专属直播答疑。',
    'Members-only live Q&amp;A this Friday evening.',
    'جلسة أسئلة وأجوبة مباشرة للأعضاء فقط مساء الجمعة.',
  ),
});

const summary = (id: string): PortalModule => ({
  id,
  kind: 'learningSummary',
  audience: null,
  title: tri('我的学习', 'My learning', 'تعلّمي'),
});

const links = (id: string, schoolId: string): PortalModule => ({
  id,
  kind: 'linkGrid',
  audience: null,
  title: tri('快速入口', 'Quick links', 'روابط سريعة'),
  links: [
    { label: tri('搜索课程', 'Search courses', 'البحث عن الدورات'), url: `/portal/${schoolId}/search` },
    {
      label: tri('学习中心', 'Learning center', 'مركز التعلم'),
      url: `/center/privateCenter.htm?schoolId=${schoolId}`,
    },
    { label: tri('帮助中心', 'Help center', 'مركز المساعدة'), url: '/helpCenter/helpPage.htm' },
  ],
});

const PAGES: Record<string, PortalPageDocument> = {
  [DEMO_IDS.demoAcademy]: {
    modules: [
      banner('academy-banner', ['banner-1.svg', 'banner-2.svg']),
      summary('academy-summary'),
      courseRow('academy-latest', 'latest', 4),
      membersNote('academy-members'),
      {
        id: 'academy-welcome',
        kind: 'richText',
        audience: { kind: 'visitors' },
        title: tri('欢迎来到演示学院', 'Welcome to Demo Academy', 'مرحبًا بك في الأكاديمية التجريبية'),
        html: html(
          '登录或注册，即可报名课程并记录学习进度。',
          'Sign in or register to enrol in courses and keep track of your progress.',
          'سجّل الدخول أو أنشئ حسابًا للتسجيل في الدورات ومتابعة تقدّمك.',
        ),
      },
      courseRow('academy-popular', 'mostViewed', 4),
      {
        id: 'academy-exams',
        kind: 'examRow',
        audience: null,
        title: tri('考试与练习', 'Exams and exercises', 'الاختبارات والتمارين'),
        limit: 4,
      },
      {
        id: 'academy-lecturers',
        kind: 'lecturerRow',
        audience: null,
        title: tri('讲师', 'Lecturers', 'المحاضرون'),
        limit: 6,
      },
      links('academy-links', DEMO_IDS.demoAcademy),
    ],
  },
  [DEMO_IDS.o3School]: {
    modules: [
      {
        id: 'o3-intro',
        kind: 'richText',
        audience: null,
        title: tri('O3 社区学院', 'O3 community school', 'مدرسة مجتمع O3'),
        html: html(
          '在社区里提问、分享知识，并学习精选课程。',
          'Ask questions, share knowledge in the community and learn from selected courses.',
          'اطرح الأسئلة وشارك المعرفة في المجتمع وتعلّم من دورات مختارة.',
        ),
      },
      {
        id: 'o3-knowledge',
        kind: 'knowledgeRow',
        audience: null,
        title: tri('知识库', 'Knowledge', 'المعرفة'),
        limit: 4,
      },
      courseRow('o3-latest', 'latest', 3),
      membersNote('o3-members'),
    ],
  },
  [DEMO_IDS.subSchoolA]: {
    modules: [
      banner('sub-banner', ['banner-2.svg']),
      courseRow('sub-popular', 'mostViewed', 3),
      links('sub-links', DEMO_IDS.subSchoolA),
    ],
  },
};

/** The layouts of the demo home pages; `seeded` holds the navigation seed's `pages` rows. */
export function demoPortalPageRows(seeded: SeedRows): SeedRows {
  const homes = (seeded.pages ?? []).filter((page) => page.page_type === PAGE_TYPE_IDS.HOME);
  return {
    portal_page_layouts: Object.entries(PAGES).map(([schoolId, doc]) => {
      const home = homes.find((page) => page.school_id === schoolId);
      if (!home) throw new Error(`demo school ${schoolId} has no home page`);
      const text = JSON.stringify(doc);
      return {
        page_id: home.id,
        school_id: schoolId,
        draft: text,
        draft_saved_at: null,
        draft_saved_by: null,
        published: text,
        published_at: SEEDED_AT,
        published_by: null,
      };
    }),
  };
}
