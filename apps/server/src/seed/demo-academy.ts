/** Demo Academy (1000000000000000001): the fully featured school the shell is developed against. */
import { SUPPORTED_LANGUAGES } from '@portico/core';
import { DEMO_IDS } from './demo-ids.ts';
import { DEMO_CONVENTION_HTML } from './convention-text.ts';
import { DEMO_CATEGORIES, DEMO_COURSES } from './demo-catalog.ts';
import { demoFooterTemplates, demoHeader } from './demo-shell.ts';
import { demoNavigationTexts } from './demo-navigation-texts.ts';
import type { SeedRows } from './rows.ts';
import {
  PREFIX,
  SEED_EPOCH,
  categoryRows,
  courseRows,
  idSequence,
  iso,
  navigationRows,
  schoolRow,
  type NavGroupSpec,
} from './school-kit.ts';

const SCHOOL = DEMO_IDS.demoAcademy;

const NAVIGATION: NavGroupSpec[] = [
  {
    name: '主导航',
    nameEn: 'Main navigation',
    template: 'index1',
    pages: [
      { name: '首页', nameEn: 'Home', type: 'page' },
      {
        name: '课程中心',
        nameEn: 'Courses',
        type: 'page',
        children: [
          {
            name: '编程开发',
            nameEn: 'Programming',
            type: 'page',
            children: [
              { name: 'Python 专区', nameEn: 'Python zone', type: 'page' },
              { name: '前端工程', nameEn: 'Front-end', type: 'page' },
            ],
          },
          { name: '数据科学', nameEn: 'Data science', type: 'page' },
        ],
      },
      { name: '知识库', nameEn: 'Knowledge', type: 'knowledge' },
      { name: '练习', nameEn: 'Exercises', type: 'exercise' },
      { name: '学习小组', nameEn: 'Learning groups', type: 'learningGroup', hidden: true },
      {
        name: '专题',
        nameEn: 'Topics',
        type: 'menu',
        menus: [
          {
            label: '热门专题',
            labelEn: 'Popular topics',
            tip: '精选',
            tipEn: 'Picks',
            children: [
              {
                label: '人工智能',
                labelEn: 'AI',
                url: '/portal/1000000000000000001/search?keyword=AI',
                open: false,
              },
              {
                label: '云原生',
                labelEn: 'Cloud native',
                url: 'https://example.com/cloud-native',
                open: true,
              },
            ],
          },
          {
            label: '学习资源',
            labelEn: 'Resources',
            children: [{ label: '文档', labelEn: 'Docs', url: 'https://example.com/docs', open: true }],
          },
        ],
      },
      { name: '合作伙伴', nameEn: 'Partner site', type: 'link', diyUrl: 'https://example.com/partner' },
      { name: '直播课堂', nameEn: 'Live classes', type: 'page' },
      {
        name: '社区',
        nameEn: 'Community',
        type: 'page',
        children: [
          {
            name: '话题',
            nameEn: 'Topics',
            type: 'page',
            children: [{ name: '精华帖', nameEn: 'Best posts', type: 'page' }],
          },
        ],
      },
      { name: '关于我们', nameEn: 'About us', type: 'page' },
    ],
  },
  {
    name: '校园',
    nameEn: 'Campus',
    template: 'index1',
    pages: [
      { name: '校园首页', nameEn: 'Campus home', type: 'page' },
      { name: '新闻', nameEn: 'News', type: 'page' },
      {
        name: '活动',
        nameEn: 'Events',
        type: 'page',
        children: [{ name: '体育', nameEn: 'Sports', type: 'page' }],
      },
    ],
  },
];

const SEARCH_COUNTS: Array<[string, number]> = [
  ['Python', 120],
  ['数据分析', 80],
  ['Leadership', 64],
  ['Excel', 50],
  ['机器学习', 45],
  ['English', 30],
  ['云原生', 22],
  ['UI Design', 18],
  ['摄影', 9],
  ['PPT', 5],
];

export function demoAcademyRows(): SeedRows {
  const nextId = idSequence(1);
  const categories = categoryRows(SCHOOL, nextId, DEMO_CATEGORIES);
  const navigation = navigationRows(SCHOOL, nextId, NAVIGATION);
  return {
    ...navigation,
    content_translations: demoNavigationTexts(SCHOOL, navigation),
    schools: [
      schoolRow({
        id: SCHOOL,
        name: '演示学院',
        name_en: 'Demo Academy',
        description: 'Portico 的演示学院：课程、导航、页脚与公告俱全。',
        logo_url: '/assets/demo/logo.svg',
        icon_url: '/assets/demo/icon.svg',
        mobile_logo_url: '/assets/demo/logo.svg',
        auth_type: '3',
        license_to_sell: '1',
        member_license: '1',
        certification_level: '2',
        is_public: 1,
        // Issue 22 item 4: the store-type demo school (its "School management" opens college-info).
        market_store_switch: '1',
      }),
    ],
    categories: categories.rows,
    courses: courseRows(SCHOOL, nextId, DEMO_COURSES, categories.leafIds),
    ...demoHeader(SCHOOL),
    footer_templates: demoFooterTemplates(SCHOOL, () => nextId(PREFIX.footer)),
    bulletins: [
      {
        id: nextId(PREFIX.bulletin),
        school_id: SCHOOL,
        status: 1,
        content: '欢迎来到演示学院！新学期课程已上线。 Welcome to Demo Academy: new term courses are live.',
        start_time: '2025-01-01T00:00:00.000Z',
        end_time: '2099-12-31T23:59:59.000Z',
      },
    ],
    agreements: [
      {
        id: nextId(PREFIX.agreement),
        school_id: SCHOOL,
        version: 1,
        title: '学院公约 School convention',
        body: DEMO_CONVENTION_HTML,
        created_at: iso(SEED_EPOCH),
      },
    ],
    hot_search_pins: [
      { school_id: SCHOOL, keyword: '人工智能', sort: 0 },
      { school_id: SCHOOL, keyword: 'Python', sort: 1 },
    ],
    search_queries: SEARCH_COUNTS.map(([keyword, count]) => ({
      school_id: SCHOOL,
      keyword,
      count,
      // Hot searches count the last 30 days (contracts §6), so the demo counts are stamped when seeded.
      last_searched_at: new Date().toISOString(),
    })),
    config_entries: [
      // Contracts §7: every supported language.
      { school_id: SCHOOL, config_type: 'schoolLanguage', config_value: SUPPORTED_LANGUAGES.join(',') },
      { school_id: SCHOOL, config_type: 'customerServiceSwitch', config_value: '1' },
    ],
  };
}
