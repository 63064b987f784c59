/**
 * Issue 23 item 1: the pages' access matrix, generated from the one page table (web/page-access.ts). Every page ×
 * visitor / non-member / member / lecturer / another school's admin / admin × an open school, a closed school and a closed
 * sub-school of the open one gets the outcome its declaration promises (render, login, privilege page,
 * insufficient permissions, or away from the login page). A new page must name a sample URL in
 * support/page-samples.ts (the `Record` does not build otherwise) and is then walked like the others.
 */
import path from 'node:path';
import { LECTURER_CONSOLE_SECTIONS } from '@portico/core';
import { describe, expect, it } from 'vitest';
import { WEB_DIST_DIR } from '../src/config/paths.ts';
import { PAGE_ACCESS, pageAccessProblems, type PageAccess, type PageId } from '../src/web/page-access.ts';
import { useTestApp } from './support/app.ts';
import { PAGE_SAMPLE_URL as SAMPLE_URL } from './support/page-samples.ts';
import { createSchool } from './support/factories.ts';
import { addMember, createUser, login, send, type CookieJar } from './support/session.ts';

// Without a web build a rendered page answers 503: enough to tell "rendered" from "redirected".
const ctx = useTestApp({ webDistDir: path.join(WEB_DIST_DIR, '__missing__') });

type Outcome = 'render' | 'login' | 'privilege' | 'insufficient' | 'away';
type TargetName = 'open' | 'closed' | 'closedSub';

interface Persona {
  name: string;
  jar: CookieJar | null;
  /** Schools the persona is a member (any role) and an admin of, inherited roles written out by hand. */
  memberOf: TargetName[];
  adminOf: TargetName[];
  /** Schools the persona lectures in (issue 24: the console's exam sections open to them). */
  lecturerOf?: TargetName[];
  /** Issue 25: lecturers, admins and members with the `creator` flag (when absent: the adminOf schools). */
  creatorOf?: TargetName[];
}

/** The console section a URL names (its last path segment). */
const sectionOf = (url: string) => new URL(url, 'http://portico.invalid').pathname.split('/').pop() ?? '';

/** The outcome a declaration promises, written from contracts.md §5 rather than from page-rules.ts. */
function expected(rule: PageAccess, persona: Persona, target: TargetName, url: string): Outcome {
  const signedIn = persona.jar !== null;
  if (!signedIn && rule.who !== 'anyone' && rule.who !== 'visitor') return 'login';
  if (rule.school === 'content' && target !== 'open' && !persona.memberOf.includes(target)) {
    return signedIn ? 'privilege' : 'login';
  }
  if (rule.who === 'creator' && !(persona.creatorOf ?? persona.adminOf).includes(target))
    return 'insufficient';
  // Issue 26: the teaching center needs lecturing permission (the school's lecturers and admins).
  if (rule.who === 'lecturer' && ![...(persona.lecturerOf ?? []), ...persona.adminOf].includes(target))
    return 'insufficient';
  const lecturerMay =
    rule.who === 'console' &&
    !!persona.lecturerOf?.includes(target) &&
    !!rule.lecturerSections?.includes(sectionOf(url));
  if ((rule.who === 'admin' || rule.who === 'console') && !persona.adminOf.includes(target) && !lecturerMay)
    return 'insufficient';
  if (rule.who === 'visitor' && signedIn) return 'away';
  return 'render';
}

function observed(status: number, location: string | undefined): Outcome | string {
  if (status === 503) return 'render';
  if (status !== 302 || !location) return `status ${status}`;
  const pathname = new URL(location, 'http://portico.invalid').pathname;
  const byPath: Record<string, Outcome> = {
    '/login/index': 'login',
    '/commonUsage/privilegePage.htm': 'privilege',
    '/insufficient-permissions': 'insufficient',
    '/login/select': 'away',
  };
  return byPath[pathname] ?? `redirect to ${location}`;
}

describe('the page access table', () => {
  it('declares every route of core soundly, and names what is wrong with a table that does not', () => {
    expect(pageAccessProblems(PAGE_ACCESS)).toEqual([]);
    const { login: _dropped, ...withoutLogin } = PAGE_ACCESS;
    expect(pageAccessProblems(withoutLogin)).toEqual(['Page login declares no access (web/page-access.ts)']);
    expect(
      pageAccessProblems({
        ...PAGE_ACCESS,
        privacy: { who: 'admin', school: 'outside' },
        extra: PAGE_ACCESS.login,
      }),
    ).toEqual([
      'Page privacy asks for "admin" outside a school',
      "Page extra is declared but is no route of core's table",
    ]);
    expect(pageAccessProblems({ ...PAGE_ACCESS, exam: { who: 'root' as never, school: 'content' } })).toEqual(
      ['Page exam has an unknown audience "root"'],
    );
    // Issue 24: lecturer sections only with the console audience, and only sections the console has.
    expect(
      pageAccessProblems({
        ...PAGE_ACCESS,
        'school-feedback': { who: 'admin', school: 'content', lecturerSections: ['grading'] },
        'school-management': { who: 'console', school: 'content', lecturerSections: ['payroll'] },
      }),
    ).toEqual([
      'Page school-management names a lecturer section the console does not have',
      'Page school-feedback names lecturer sections without the "console" audience',
    ]);
    // @ts-expect-error -- a table that leaves a page out does not build (the compile-time half of the check).
    const partial: Record<PageId, PageAccess> = withoutLogin;
    expect(partial).toBeDefined();
  });

  it('gives every page × persona × school the outcome its declaration promises', async () => {
    const db = ctx.testDb.handle.db;
    const open = await createSchool(db, { name: 'Page matrix open' });
    const closed = await createSchool(db, { name: 'Page matrix closed', open_school: '0' });
    const closedSub = await createSchool(db, {
      name: 'Page matrix sub',
      open_school: '0',
      parentId: open.id,
    });
    const elsewhere = await createSchool(db, { name: 'Page matrix elsewhere' });
    const ids: Record<TargetName, string> = { open: open.id, closed: closed.id, closedSub: closedSub.id };
    const user = async (roles: Array<[string, 'member' | 'lecturer' | 'admin']>) => {
      const created = await createUser(db);
      for (const [schoolId, role] of roles) await addMember(db, schoolId, created.id, role);
      return login(ctx.app, created.email, created.password);
    };
    const personas: Persona[] = [
      { name: 'visitor', jar: null, memberOf: [], adminOf: [] },
      { name: 'non-member', jar: await user([]), memberOf: [], adminOf: [] },
      {
        name: 'member',
        jar: await user([
          [open.id, 'member'],
          [closed.id, 'member'],
        ]),
        memberOf: ['open', 'closed', 'closedSub'],
        adminOf: [],
      },
      {
        name: 'lecturer',
        jar: await user([
          [open.id, 'lecturer'],
          [closed.id, 'lecturer'],
        ]),
        memberOf: ['open', 'closed', 'closedSub'],
        adminOf: [],
        lecturerOf: ['open', 'closed', 'closedSub'],
        creatorOf: ['open', 'closed', 'closedSub'],
      },
      {
        // A member of the open school its admin let create courses (the console's creator flag).
        name: 'creator member',
        jar: await (async () => {
          const created = await createUser(db);
          await addMember(db, open.id, created.id, 'member');
          await db.updateTable('memberships').set({ creator: 1 }).where('user_id', '=', created.id).execute();
          return login(ctx.app, created.email, created.password);
        })(),
        // The closed sub-school's parent is the open school: membership and the flag reach it.
        memberOf: ['open', 'closedSub'],
        adminOf: [],
        creatorOf: ['open', 'closedSub'],
      },
      {
        name: "another school's admin",
        jar: await user([[elsewhere.id, 'admin']]),
        memberOf: [],
        adminOf: [],
      },
      {
        name: 'admin',
        jar: await user([
          [open.id, 'admin'],
          [closed.id, 'admin'],
        ]),
        memberOf: ['open', 'closed', 'closedSub'],
        adminOf: ['open', 'closed', 'closedSub'],
      },
    ];
    const problems: string[] = [];
    let requests = 0;
    // Issue 24: the console's lecturer sections, walked like the sample pages (a lecturer renders them).
    const samples: Array<[PageId, (id: string) => string]> = [
      ...(Object.keys(PAGE_ACCESS) as PageId[]).map((page): [PageId, (id: string) => string] => [
        page,
        SAMPLE_URL[page],
      ]),
      ...LECTURER_CONSOLE_SECTIONS.flatMap((section): Array<[PageId, (id: string) => string]> => [
        ['school-management', (id) => `/iadmin/${id}/management/${section}`],
        ['sub-school-management', (id) => `/iadmin/${id}/sub-college-management/${section}`],
      ]),
    ];
    for (const [page, sample] of samples) {
      for (const persona of personas) {
        for (const target of Object.keys(ids) as TargetName[]) {
          const url = sample(ids[target]);
          const response = await send(ctx.app, persona.jar, { url });
          requests += 1;
          const want = expected(PAGE_ACCESS[page], persona, target, url);
          const got = observed(response.statusCode, response.headers.location as string | undefined);
          if (got !== want)
            problems.push(`${page} · ${persona.name} → ${target} (${url}): ${got}, expected ${want}`);
        }
      }
    }
    console.info(`page access matrix: ${Object.keys(PAGE_ACCESS).length} pages, ${requests} requests`);
    expect(problems).toEqual([]);
  }, 300_000);
});
