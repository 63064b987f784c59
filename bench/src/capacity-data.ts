/**
 * The capacity data set (issue 17 §6), generated inside PostgreSQL with `generate_series` (seconds, not minutes):
 * schools with sub-schools, categories, a skewed course catalogue (a few large schools, a long tail), users with
 * memberships, navigation, footers, bulletins, enrolments and search logs. Ids are 19-digit text like the app's;
 * prefixes 81–89 keep them apart from the seed's.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../apps/server/src/db/schema.ts';

export interface CapacitySize {
  schools: number;
  courses: number;
  users: number;
}

export const DEFAULT_SIZE: CapacitySize = { schools: 2_000, courses: 200_000, users: 100_000 };

/** A 19-digit id: 2-digit prefix + the number, zero-padded. */
const id = (prefix: number, n: string) => `'${prefix}' || lpad((${n})::text, 17, '0')`;

export async function generateCapacityData(db: Kysely<Database>, size: CapacitySize, passwordHash: string) {
  const { schools: S, courses: C, users: U } = size;
  const now = new Date().toISOString();
  const subFrom = Math.floor(S * 0.9);
  const steps: Array<[string, string]> = [
    [
      'schools',
      `INSERT INTO schools (id, parent_id, name, name_en, description, version, open_school, auth_type, login_method,
         license_to_sell, member_license, certification_level, kind, template_name, use_designed_header, is_public,
         created_at)
       SELECT ${id(81, 'n')}, CASE WHEN n > ${subFrom} THEN ${id(81, `n - ${subFrom}`)} END,
         '容量学院 ' || n, 'Capacity School ' || n, 'Generated school ' || n, '0',
         CASE WHEN n % 10 = 0 THEN '0' ELSE '1' END, '1', '1', '1', '1', '0', 'standard', 'index1', '0',
         CASE WHEN n % 10 = 0 THEN 0 ELSE 1 END, '${now}'
       FROM generate_series(1, ${S}) AS n`,
    ],
    [
      'categories',
      `INSERT INTO categories (id, school_id, parent_id, title, source, sort)
       SELECT ${id(82, 'n')}, ${id(81, `(n - 1) / 5 + 1`)}, NULL,
         (ARRAY['数据分析','Cloud','人工智能','Management','Design'])[(n - 1) % 5 + 1], 0, n % 5
       FROM generate_series(1, ${S * 5}) AS n`,
    ],
    [
      // Skewed: school = 1 + floor((S-1) * x^2.5) for a scrambled x in [0,1): a few schools hold thousands.
      'courses',
      `INSERT INTO courses (id, school_id, category_id, name, description, cover, price, actual_price, purchase_count,
         view_count, dept_name, lecturer_name, exist_member, application_type, course_resource_id, status, created_at)
       SELECT ${id(84, 'n')}, ${id(81, 's')}, ${id(82, `(s - 1) * 5 + n % 5 + 1`)},
         (ARRAY['数据分析','机器学习','Python','Kubernetes','项目管理','Leadership','云计算','Marketing','财务管理',
                'UX Design','人工智能','Data Analysis','网络安全','Go','DevOps','产品经理','Excel','英语口语',
                'SQL','摄影'])[n % 20 + 1] || ' ' ||
         (ARRAY['入门','实战','进阶','Masterclass','Bootcamp','精讲','Basics'])[n % 7 + 1] || ' ' || n,
         'Generated course ' || n || ' about ' || (ARRAY['data','cloud','AI','teams','design'])[n % 5 + 1],
         NULL, (n % 5) * 1000, (n % 5) * 800, n % 997, n % 9973, 'Dept ' || n % 50,
         (ARRAY['王老师','李老师','Emily Chen','张教授','John Smith'])[n % 5 + 1], n % 2, '0', ${id(85, 'n')},
         CASE WHEN n % 50 = 0 THEN 0 ELSE 1 END,
         to_char(timestamp '2026-01-01' + (n || ' minutes')::interval, 'YYYY-MM-DD"T"HH24:MI:SS.000"Z"')
       FROM (SELECT n, 1 + floor(${S - 1} * power(((n::bigint * 7919) % ${C})::float / ${C}, 2.5))::int AS s
             FROM generate_series(1, ${C}) AS n) AS g`,
    ],
    [
      'users',
      `INSERT INTO users (id, email, mobile, password_hash, nick_name, real_name, avatar_url, created_at)
       SELECT ${id(83, 'n')}, 'u' || n || '@capacity.test', NULL, '${passwordHash}', 'Learner ' || n, NULL, NULL,
         '${now}'
       FROM generate_series(1, ${U}) AS n`,
    ],
    [
      // Every user joins one school; every third a second; the first S users administer school n.
      'memberships',
      `INSERT INTO memberships (school_id, user_id, role, status, joined_at)
       SELECT ${id(81, `(n - 1) % ${S} + 1`)}, ${id(83, 'n')}, CASE WHEN n <= ${S} THEN 'admin' ELSE 'member' END,
         'active', '${now}' FROM generate_series(1, ${U}) AS n
       UNION ALL
       SELECT ${id(81, `(n * 13) % ${S} + 1`)}, ${id(83, 'n')}, 'member', 'active', '${now}'
       FROM generate_series(3, ${U}, 3) AS n WHERE (n * 13) % ${S} <> (n - 1) % ${S}
       ON CONFLICT DO NOTHING`,
    ],
    [
      'navigation_groups',
      `INSERT INTO navigation_groups (id, school_id, name, name_en, template_name, sort)
       SELECT ${id(86, 'n')}, ${id(81, 'n')}, '主导航', 'Main navigation', 'index1', 0
       FROM generate_series(1, ${S}) AS n`,
    ],
    [
      'navigation_pages',
      `INSERT INTO navigation_pages (id, school_id, group_id, parent_id, page_id, page_type, name, name_en, show_name,
         is_view, diy_url, sort, width, min_width)
       SELECT ${id(87, `(s - 1) * 8 + p`)}, ${id(81, 's')}, ${id(86, 's')}, NULL, (2000 + p)::text, 'page',
         (ARRAY['首页','课程中心','知识库','练习','专题','直播','社区','关于'])[p],
         (ARRAY['Home','Courses','Knowledge','Exercises','Topics','Live','Community','About'])[p], NULL, 1, NULL, p,
         NULL, NULL
       FROM generate_series(1, ${S}) AS s, generate_series(1, 8) AS p`,
    ],
    [
      'footer_templates',
      `INSERT INTO footer_templates (id, school_id, type, is_used, copyright, navigations, qr_codes,
         version_information_switch)
       SELECT ${id(88, 'n')}, ${id(81, 'n')}, 1, 1,
         '{"company":"Capacity School ' || n || '","beian":"","registerSystemInfo":"","support":"Portico"}', '[]', '[]',
         '1'
       FROM generate_series(1, ${S}) AS n`,
    ],
    [
      'bulletins',
      `INSERT INTO bulletins (id, school_id, content, start_time, end_time, status)
       SELECT ${id(89, 'n')}, ${id(81, 'n')}, '欢迎 Welcome ' || n, '2026-01-01T00:00:00.000Z',
         '2027-01-01T00:00:00.000Z', 1 FROM generate_series(1, ${S}) AS n`,
    ],
    [
      // Two enrolments per user in courses of their first school's range (any course; progress varies).
      'enrolments',
      `INSERT INTO enrolments (id, school_id, user_id, course_id, progress, enrolled_at, last_studied_at, completed_at)
       SELECT '90' || lpad((n * 2 + k)::text, 17, '0'), c.school_id, ${id(83, 'n')}, c.id, (n * 7 + k) % 101,
         '${now}', '${now}', NULL
       FROM generate_series(1, ${U}) AS n, generate_series(0, 1) AS k
       JOIN LATERAL (SELECT id, school_id FROM courses WHERE id = ${id(84, `(n * 31 + k * 17) % ${C} + 1`)}) AS c
         ON true`,
    ],
    [
      'search_queries',
      `INSERT INTO search_queries (school_id, keyword, count, last_searched_at)
       SELECT ${id(81, 's')}, (ARRAY['数据','python','云计算','AI','管理','excel','设计','go','sql','英语'])[k % 10 + 1]
         || CASE WHEN k >= 10 THEN ' ' || k ELSE '' END, (k * 37 + s) % 500 + 1, '${now}'
       FROM generate_series(1, ${S}) AS s, generate_series(0, 49) AS k`,
    ],
    [
      'search_history',
      `INSERT INTO search_history (id, school_id, user_id, keyword, created_at)
       SELECT '91' || lpad((n * 3 + k)::text, 17, '0'), ${id(81, `(n - 1) % ${S} + 1`)}, ${id(83, 'n')},
         (ARRAY['数据','python','云计算','AI','管理'])[(n + k) % 5 + 1], '${now}'
       FROM generate_series(1, ${U}) AS n, generate_series(0, 2) AS k`,
    ],
  ];
  const timings: Record<string, number> = {};
  for (const [table, statement] of steps) {
    const started = performance.now();
    await sql.raw(statement).execute(db);
    timings[table] = Math.round(performance.now() - started);
  }
  await sql`ANALYZE`.execute(db);
  return timings;
}

/** Rows per table, for the report. */
export async function tableSizes(
  db: Kysely<Database>,
): Promise<Record<string, { rows: number; size: string }>> {
  const result = await sql<{ table: string; rows: string; size: string }>`
    SELECT relname AS table, n_live_tup::text AS rows, pg_size_pretty(pg_total_relation_size(relid)) AS size
    FROM pg_stat_user_tables ORDER BY pg_total_relation_size(relid) DESC LIMIT 16`.execute(db);
  return Object.fromEntries(result.rows.map((r) => [r.table, { rows: Number(r.rows), size: r.size }]));
}
