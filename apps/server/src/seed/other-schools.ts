/** The smaller demo schools: sub-schools of Demo Academy, closed, O3, exclusive, public and alliance partner. */
import { DEMO_IDS } from './demo-ids.ts';
import { demoNavigationTexts } from './demo-navigation-texts.ts';
import { demoHeader } from './demo-shell.ts';
import { mergeRows, type SeedRows } from './rows.ts';
import {
  PREFIX,
  SEED_EPOCH,
  categoryRows,
  courseRows,
  idSequence,
  iso,
  navigationRows,
  schoolRow,
  type CategorySpec,
  type CourseSpec,
  type NavGroupSpec,
  type NavPageSpec,
  type SchoolSpec,
} from './school-kit.ts';

interface SmallSchool {
  school: SchoolSpec;
  /** Distinct per school: drives its stable ids. */
  number: number;
  categories: CategorySpec[];
  courses: CourseSpec[];
  template?: string;
  /** Navigation groups after the default one (e.g. a second template). */
  extraGroups?: NavGroupSpec[];
  /** Pages after the three default ones (enough to overflow into More). */
  extraPages?: NavPageSpec[];
}

/** Extra O3 pages: with the default three, more than the O3 index2 count (12), so More has content. */
const O3_EXTRA_PAGES: NavPageSpec[] = [
  { name: '社区', nameEn: 'Community', type: 'page' },
  { name: '话题', nameEn: 'Topics', type: 'page' },
  { name: '问答', nameEn: 'Q&A', type: 'page' },
  {
    name: '活动',
    nameEn: 'Events',
    type: 'page',
    children: [
      { name: '线上活动', nameEn: 'Online events', type: 'page' },
      { name: '线下活动', nameEn: 'Meetups', type: 'page' },
    ],
  },
  { name: '荣誉', nameEn: 'Honours', type: 'page' },
  { name: '积分', nameEn: 'Credits', type: 'page' },
  { name: '专家', nameEn: 'Experts', type: 'page' },
  { name: '直播', nameEn: 'Live', type: 'page' },
  { name: '练习', nameEn: 'Exercises', type: 'exercise' },
  { name: '博客', nameEn: 'Blog', type: 'link', diyUrl: 'https://example.com/o3-blog' },
  { name: '下载', nameEn: 'Downloads', type: 'page' },
  { name: '关于', nameEn: 'About', type: 'page' },
];

/** A second navigation group of the exclusive school on template 3 (index3: 7 items before More). */
const INDEX3_GROUP: NavGroupSpec = {
  name: '专属导航',
  nameEn: 'Exclusive navigation',
  template: 'index3',
  pages: [
    { name: '首页', nameEn: 'Home', type: 'page' },
    { name: '战略', nameEn: 'Strategy', type: 'page' },
    { name: '领导力', nameEn: 'Leadership', type: 'page' },
    { name: '财务', nameEn: 'Finance', type: 'page' },
    { name: '运营', nameEn: 'Operations', type: 'page' },
    { name: '知识库', nameEn: 'Knowledge', type: 'knowledge' },
    { name: '案例', nameEn: 'Cases', type: 'page' },
    { name: '讲师', nameEn: 'Lecturers', type: 'page' },
    { name: '校友', nameEn: 'Alumni', type: 'page' },
  ],
};

const simpleCourses = (prefix: string, count: number): CourseSpec[] =>
  Array.from({ length: count }, (_, index) => ({
    name: `${prefix} ${index + 1}`,
    description: `${prefix}: lesson set ${index + 1}.`,
    lecturer: index % 2 ? 'Anna Weber' : '刘老师',
    price: index % 2 ? 29 : 0,
    views: 100 + index * 37,
    purchases: index * 3,
  }));

const SMALL_SCHOOLS: SmallSchool[] = [
  {
    school: {
      id: DEMO_IDS.subSchoolA,
      parent_id: DEMO_IDS.demoAcademy,
      name: '演示学院·北京分院',
      name_en: 'Demo Academy Beijing',
    },
    number: 11,
    categories: [['分院课程', [['基础', [['入门']]]]]],
    courses: simpleCourses('北京分院课程', 4),
  },
  {
    school: {
      id: DEMO_IDS.subSchoolB,
      parent_id: DEMO_IDS.demoAcademy,
      name: 'Demo Academy Shanghai',
      name_en: 'Demo Academy Shanghai',
    },
    number: 12,
    categories: [['Branch courses', [['Basics', [['Starter']]]]]],
    courses: simpleCourses('Shanghai branch course', 3),
  },
  {
    school: { id: DEMO_IDS.closedSchool, name: '内部培训学院', name_en: 'Closed Academy', open_school: '0' },
    number: 2,
    categories: [['内部培训', [['新员工', [['入职']]]]]],
    courses: simpleCourses('内部培训课程', 4),
  },
  {
    school: {
      id: DEMO_IDS.o3School,
      name: 'O3 社区',
      name_en: 'O3 Community',
      kind: 'o3',
      template_name: 'index2',
      use_designed_header: '0',
    },
    number: 3,
    template: 'index2',
    extraPages: O3_EXTRA_PAGES,
    categories: [['社区话题', [['技术讨论', [['前端'], ['后端']]]]]],
    courses: simpleCourses('O3 community session', 4),
  },
  {
    school: { id: DEMO_IDS.exclusiveSchool, name: '专属学院', name_en: 'Exclusive Academy', version: '1' },
    number: 4,
    extraGroups: [INDEX3_GROUP],
    categories: [['专属课程', [['管理', [['战略']]]]]],
    courses: simpleCourses('专属课程', 3),
  },
  {
    school: {
      id: DEMO_IDS.publicSchool,
      name: '公开学院',
      name_en: 'Public Academy',
      is_public: 1,
      auth_type: '3',
      certification_level: '4',
    },
    number: 5,
    categories: [['Open courses', [['Science', [['Physics'], ['Chemistry']]]]]],
    courses: simpleCourses('Open science course', 5),
  },
  {
    school: {
      id: DEMO_IDS.alliancePartner,
      name: 'Alliance Partner School',
      name_en: 'Alliance Partner School',
      is_public: 1,
    },
    number: 6,
    categories: [['Partner programmes', [['Exchange', [['Summer school']]]]]],
    courses: simpleCourses('Partner programme', 3),
  },
];

function smallSchoolRows(spec: SmallSchool): SeedRows {
  const schoolId = spec.school.id;
  const nextId = idSequence(spec.number);
  const categories = categoryRows(schoolId, nextId, spec.categories);
  const navigation = navigationRows(schoolId, nextId, [
    {
      name: '导航',
      nameEn: 'Navigation',
      template: spec.template ?? 'index1',
      pages: [
        { name: '首页', nameEn: 'Home', type: 'page' },
        {
          name: '课程',
          nameEn: 'Courses',
          type: 'page',
          children: [{ name: '全部课程', nameEn: 'All courses', type: 'page' }],
        },
        { name: '知识库', nameEn: 'Knowledge', type: 'knowledge' },
        ...(spec.extraPages ?? []),
      ],
    },
    ...(spec.extraGroups ?? []),
  ]);
  return mergeRows(navigation, demoHeader(schoolId), {
    content_translations: demoNavigationTexts(schoolId, navigation),
    schools: [schoolRow(spec.school)],
    categories: categories.rows,
    courses: courseRows(schoolId, nextId, spec.courses, categories.leafIds),
  });
}

export function otherSchoolRows(): SeedRows {
  const alliance = {
    id: `${PREFIX.alliance}00000000000000001`,
    name: '2030 学习联盟 Learning Alliance',
    created_at: iso(SEED_EPOCH),
  };
  return mergeRows(...SMALL_SCHOOLS.map(smallSchoolRows), {
    alliances: [alliance],
    alliance_schools: [DEMO_IDS.publicSchool, DEMO_IDS.alliancePartner].map((school_id) => ({
      alliance_id: alliance.id,
      school_id,
      joined_at: iso(SEED_EPOCH),
    })),
    config_entries: [
      { school_id: DEMO_IDS.publicSchool, config_type: 'SchoolAllianceSwitch', config_value: '1' },
    ],
  });
}
