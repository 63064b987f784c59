/**
 * Synthetic catalogue for the search benchmark: top-level schools each with a sub-school every few schools,
 * a three-level category tree per school, and courses with mixed Chinese/English titles, descriptions and
 * lecturers. Deterministic (seeded PRNG) and bulk-inserted in transactions.
 */
import type { Insertable, Kysely } from 'kysely';
import { newId } from '../../apps/server/src/db/ids.ts';
import type { CategoriesTable, CoursesTable, Database } from '../../apps/server/src/db/schema.ts';
import { reindexSchools } from '../../apps/server/src/db/search-index.ts';
import { schoolRow } from '../../apps/server/src/seed/school-kit.ts';

export const TOPICS = [
  '数据分析',
  '机器学习',
  '人工智能',
  '项目管理',
  '财务报表',
  '市场营销',
  '云计算',
  '网络安全',
  '产品设计',
  '领导力',
  'Python',
  'Data Analysis',
  'Machine Learning',
  'Leadership',
  'Cloud Native',
  'Kubernetes',
  'Excel',
  'Marketing',
  'Security',
  'UX Design',
  'Go',
  'AI',
];
const SUFFIXES = [
  '入门',
  '实战',
  '进阶',
  '精讲',
  'Fundamentals',
  'in Practice',
  'Masterclass',
  '101',
  '高级课程',
];
const LECTURERS = [
  '王老师',
  '李教授',
  '张伟',
  '陈静',
  '刘洋',
  'Dr. Emily Chen',
  'Mark Johnson',
  'Sofia Martins',
  'Ahmed Ali',
  'Hannah Müller',
  'Kenji Tanaka',
  '赵敏',
];
const CATEGORY_TREE: Array<[string, string[]]> = [
  ['信息技术', ['编程开发', '数据科学', 'Cloud Computing']],
  ['Business & Management', ['Leadership', '财务管理', 'Marketing']],
  ['语言与文化', ['English', '中文写作']],
  ['职业技能', ['Design', '办公效率']],
];
const SENTENCES = [
  '从零开始，系统掌握核心概念与方法。',
  'Hands-on projects with real data sets and feedback.',
  '结合企业案例，讲解常见问题与最佳实践。',
  'Learn the tools professionals use every day.',
  '适合初学者与希望进阶的学员。',
  'Includes quizzes, assignments and a final project.',
];

/** mulberry32: small, fast, deterministic. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  return { next, pick };
}

export interface BenchCatalogue {
  topSchoolIds: string[];
  schoolIds: string[];
  /** A top-level category per top-level school (for category-filter requests). */
  topCategoryBySchool: Map<string, string>;
  courses: number;
}

const CHUNK = 200;

async function insertChunked<T extends 'schools' | 'categories' | 'courses'>(
  db: Kysely<Database>,
  table: T,
  rows: Array<Insertable<Database[T]>>,
) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the table is one of three, rows were typed above
  const untyped = db as unknown as Kysely<any>;
  for (let start = 0; start < rows.length; start += CHUNK) {
    await untyped
      .insertInto(table)
      .values(rows.slice(start, start + CHUNK))
      .execute();
  }
}

export async function generateCatalogue(
  db: Kysely<Database>,
  options: { topSchools: number; subEvery: number; coursesPerSchool: number },
): Promise<BenchCatalogue> {
  const random = prng(20260101);
  const now = Date.now();
  const topSchoolIds: string[] = [];
  const schoolIds: string[] = [];
  const topCategoryBySchool = new Map<string, string>();
  const schools: Array<ReturnType<typeof schoolRow>> = [];
  const categories: Array<Insertable<CategoriesTable>> = [];
  const courses: Array<Insertable<CoursesTable>> = [];
  for (let n = 0; n < options.topSchools; n += 1) {
    const id = newId();
    topSchoolIds.push(id);
    schools.push(schoolRow({ id, name: `Bench school ${n}` }));
    schoolIds.push(id);
    if (n % options.subEvery === 0) {
      const subId = newId();
      schools.push(schoolRow({ id: subId, name: `Bench sub-school ${n}`, parent_id: id }));
      schoolIds.push(subId);
    }
  }
  for (const schoolId of schoolIds) {
    const leaves: string[] = [];
    CATEGORY_TREE.forEach(([title, children], sort) => {
      const topId = newId();
      if (!topCategoryBySchool.has(schoolId)) topCategoryBySchool.set(schoolId, topId);
      categories.push({ id: topId, school_id: schoolId, parent_id: null, title, source: 0, sort });
      children.forEach((child, childSort) => {
        const childId = newId();
        categories.push({
          id: childId,
          school_id: schoolId,
          parent_id: topId,
          title: child,
          source: 0,
          sort: childSort,
        });
        const termId = newId();
        categories.push({
          id: termId,
          school_id: schoolId,
          parent_id: childId,
          title: `${child} 专题`,
          source: 0,
          sort: 0,
        });
        leaves.push(childId, termId);
      });
    });
    for (let k = 0; k < options.coursesPerSchool; k += 1) {
      const topic = random.pick(TOPICS);
      const price = random.next() < 0.4 ? 0 : Math.round(random.next() * 50_000);
      courses.push({
        id: newId(),
        school_id: schoolId,
        category_id: random.pick(leaves),
        name: `${topic} ${random.pick(SUFFIXES)} ${k}`,
        description: `${random.pick(SENTENCES)} ${random.pick(TOPICS)} ${random.pick(SENTENCES)}`,
        cover: null,
        price,
        actual_price: price,
        purchase_count: Math.floor(random.next() * 5000),
        view_count: Math.floor(random.next() * 90_000),
        dept_name: null,
        lecturer_name: random.pick(LECTURERS),
        exist_member: random.next() < 0.2 ? 1 : 0,
        application_type: 'course',
        course_resource_id: newId(),
        status: random.next() < 0.03 ? 0 : 1,
        created_at: new Date(now - Math.floor(random.next() * 730 * 86_400_000)).toISOString(),
      });
    }
  }
  await db.transaction().execute(async (trx) => {
    await insertChunked(trx, 'schools', schools);
    await insertChunked(trx, 'categories', categories);
  });
  for (let start = 0; start < courses.length; start += 2000) {
    await db
      .transaction()
      .execute((trx) => insertChunked(trx, 'courses', courses.slice(start, start + 2000)));
  }
  await reindexSchools(db, schoolIds);
  return { topSchoolIds, schoolIds, topCategoryBySchool, courses: courses.length };
}
