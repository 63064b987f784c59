/**
 * Logging in through `app.inject` and carrying cookies between requests like a browser would (a tiny jar:
 * Set-Cookie with an empty value or Max-Age=0 removes the cookie).
 */
import type { Kysely } from 'kysely';
import type { Response } from 'light-my-request';
import type { App } from '../../src/app.ts';
import { hashPassword } from '../../src/auth/password.ts';
import { newId } from '../../src/db/ids.ts';
import type { Database } from '../../src/db/schema.ts';
import { DEMO_PASSWORD } from '../../src/seed/index.ts';

export class CookieJar {
  readonly cookies = new Map<string, string>();

  absorb(response: Response): this {
    for (const cookie of response.cookies as Array<{ name: string; value: string; maxAge?: number }>) {
      if (cookie.value === '' || cookie.maxAge === 0) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return this;
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  /** A copy (to replay old cookies after the real jar moved on). */
  clone(): CookieJar {
    const copy = new CookieJar();
    for (const [name, value] of this.cookies) copy.cookies.set(name, value);
    return copy;
  }

  without(...names: string[]): CookieJar {
    const copy = this.clone();
    for (const name of names) copy.cookies.delete(name);
    return copy;
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

let ipCounter = 0;
/** A distinct client address per call, so per-IP login limits of one test never leak into another. */
export const freshIp = () => {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

export interface InjectInput {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT';
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
  remoteAddress?: string;
}

/** One request carrying the jar's cookies; the answer's Set-Cookie headers go back into the jar. */
export async function send(app: App, jar: CookieJar | null, input: InjectInput) {
  const cookie = jar?.header();
  const response = await app.inject({
    method: input.method ?? 'GET',
    url: input.url,
    ...(input.payload === undefined ? {} : { payload: input.payload as object }),
    ...(input.remoteAddress ? { remoteAddress: input.remoteAddress } : {}),
    headers: { ...(cookie ? { cookie } : {}), ...input.headers },
  });
  jar?.absorb(response);
  return response;
}

export function loginRequest(
  app: App,
  account: string,
  options: { password?: string; agreementAccepted?: boolean; ip?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login/init',
    remoteAddress: options.ip ?? freshIp(),
    payload: {
      account,
      password: options.password ?? DEMO_PASSWORD,
      agreementAccepted: options.agreementAccepted ?? true,
    },
  });
}

/** Logs in (demo password by default) and returns a jar holding the session cookies. */
export async function login(app: App, account: string, password = DEMO_PASSWORD): Promise<CookieJar> {
  const response = await loginRequest(app, account, { password });
  if (response.statusCode !== 200)
    throw new Error(`login ${account}: ${response.statusCode} ${response.body}`);
  return new CookieJar().absorb(response);
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
}

/** A new user (no memberships) with a random id and e-mail. */
export async function createUser(
  db: Kysely<Database>,
  fields: { realName?: string | null; nickName?: string | null; passwordHash?: string } = {},
): Promise<TestUser> {
  const id = newId();
  const email = `user-${id}@test.example`;
  const password = 'Test-password-1';
  await db
    .insertInto('users')
    .values({
      id,
      email,
      mobile: null,
      password_hash: fields.passwordHash ?? (await hashPassword(password)),
      nick_name: fields.nickName ?? null,
      real_name: fields.realName === undefined ? 'Test User' : fields.realName,
      avatar_url: null,
      created_at: new Date().toISOString(),
    })
    .execute();
  return { id, email, password };
}

export async function addMember(
  db: Kysely<Database>,
  schoolId: string,
  userId: string,
  role: 'member' | 'lecturer' | 'admin' = 'member',
): Promise<void> {
  await db
    .insertInto('memberships')
    .values({
      school_id: schoolId,
      user_id: userId,
      role,
      status: 'active',
      joined_at: new Date().toISOString(),
    })
    .execute();
}

export const DEMO_ACCOUNTS = {
  learner: 'learner@demo.test',
  teacher: 'teacher@demo.test',
  admin: 'admin@demo.test',
  outsider: 'outsider@demo.test',
} as const;
