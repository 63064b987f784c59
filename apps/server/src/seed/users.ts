/** Demo users and their memberships. Passwords are hashed only for users not in the database yet. */
import type { Kysely } from 'kysely';
import { hashPassword } from '../auth/password.ts';
import type { Database } from '../db/schema.ts';
import { DEMO_IDS, DEMO_PASSWORD } from './demo-ids.ts';
import type { SeedRows } from './rows.ts';
import { SEED_EPOCH, iso } from './school-kit.ts';

const USERS = [
  {
    id: DEMO_IDS.learner,
    email: 'learner@demo.test',
    nick_name: 'Lena Learner',
    real_name: '李学员',
    mobile: '13800000001',
  },
  {
    id: DEMO_IDS.teacher,
    email: 'teacher@demo.test',
    nick_name: 'Tom Teacher',
    real_name: '唐老师',
    mobile: '13800000002',
  },
  {
    id: DEMO_IDS.admin,
    email: 'admin@demo.test',
    nick_name: 'Ada Admin',
    real_name: '安管理',
    mobile: '13800000003',
  },
  { id: DEMO_IDS.outsider, email: 'outsider@demo.test', nick_name: null, real_name: null, mobile: null },
];

const MEMBERSHIPS: Array<[schoolId: string, userId: string, role: 'member' | 'lecturer' | 'admin']> = [
  [DEMO_IDS.demoAcademy, DEMO_IDS.learner, 'member'],
  [DEMO_IDS.o3School, DEMO_IDS.learner, 'member'],
  [DEMO_IDS.demoAcademy, DEMO_IDS.teacher, 'lecturer'],
  [DEMO_IDS.demoAcademy, DEMO_IDS.admin, 'admin'],
  [DEMO_IDS.subSchoolA, DEMO_IDS.admin, 'admin'],
];

export async function demoUserRows(db: Kysely<Database>): Promise<SeedRows> {
  const existing = new Set(
    (
      await db
        .selectFrom('users')
        .select('id')
        .where(
          'id',
          'in',
          USERS.map((user) => user.id),
        )
        .execute()
    ).map((row) => row.id),
  );
  const users = await Promise.all(
    USERS.filter((user) => !existing.has(user.id)).map(async (user) => ({
      ...user,
      password_hash: await hashPassword(DEMO_PASSWORD),
      avatar_url: null,
      created_at: iso(SEED_EPOCH - 200 * 86_400_000),
    })),
  );
  return {
    users,
    memberships: MEMBERSHIPS.map(([school_id, user_id, role]) => ({
      school_id,
      user_id,
      role,
      status: 'active',
      joined_at: iso(SEED_EPOCH - 100 * 86_400_000),
    })),
    visited_schools: [
      { user_id: DEMO_IDS.learner, school_id: DEMO_IDS.publicSchool, visited_at: iso(SEED_EPOCH) },
    ],
    messages: [
      {
        id: '4100000000000000001',
        school_id: DEMO_IDS.demoAcademy,
        user_id: DEMO_IDS.learner,
        title: '欢迎加入演示学院',
        content: 'Welcome to Demo Academy!',
        kind: 'school-joined',
        link: '/portal/1000000000000000001',
        params: JSON.stringify({ school: '演示学院', schoolEn: 'Demo Academy' }),
        read_at: null,
        created_at: iso(SEED_EPOCH),
      },
    ],
  };
}
