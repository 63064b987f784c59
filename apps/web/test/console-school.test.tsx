/**
 * Issue 13 console sections about the school: the profile, members, sub-schools and settings forms are
 * server-rendered from their bootstrap data (labels tied to inputs, the default language marked, one description
 * field per offered language, right-to-left in ar_SA), and the checks the forms make before sending.
 */
import type { ConsolePage, MemberPage, Profile, SubSchoolList } from '@portico/contracts';
import { describe, expect, it } from 'vitest';
import { serviceProblems } from '@/features/console-customer-service/utils/service-problems.ts';
import { profileProblem } from '@/features/console-profile/utils/profile-problem.ts';
import { makeBootstrap, SCHOOL_ID } from './fixtures/bootstrap.ts';
import { parse, renderToString } from './render-helpers.ts';

const profile: Profile = {
  name: '演示学院',
  nameEn: 'Demo Academy',
  logoUrl: null,
  description: { zh_CN: '中文简介', ar_SA: 'وصف' },
  openSchool: '1',
  languages: ['zh_CN', 'en_US', 'ar_SA'],
  defaultLang: 'zh_CN',
  marketStoreSwitch: '0',
};

function consolePage(
  section: ConsolePage['section'],
  data: unknown,
  lang: 'en_US' | 'ar_SA' = 'en_US',
  sub = false,
) {
  const page: ConsolePage = {
    kind: 'console',
    section,
    schoolId: SCHOOL_ID,
    isSubSchool: sub,
    parentSchoolId: null,
    data,
  };
  return makeBootstrap(`/iadmin/${SCHOOL_ID}/management/${section}?sxz-lang=${lang}`, { lang, page });
}

const labelled = (doc: Document, text: string) => {
  const label = [...doc.querySelectorAll('label')].find((l) => l.textContent?.trim().startsWith(text));
  const id = label?.getAttribute('for');
  return id ? doc.getElementById(id) : null;
};

describe('profile section', () => {
  it('renders names, access, languages and one description per offered language', async () => {
    const { html } = await renderToString(consolePage('profile', { version: 3, data: profile }));
    const doc = parse(html);
    expect(doc.querySelector('h2')?.textContent).toBe('School profile');
    expect((labelled(doc, 'School name') as HTMLInputElement | null)?.getAttribute('value')).toBe('演示学院');
    expect((labelled(doc, 'English name') as HTMLInputElement | null)?.getAttribute('value')).toBe(
      'Demo Academy',
    );
    const descriptions = [...doc.querySelectorAll('textarea')];
    expect(descriptions.map((area) => area.getAttribute('lang'))).toEqual(['zh-CN', 'en-US', 'ar-SA']);
    expect(descriptions[0]?.textContent).toBe('中文简介');
    expect(doc.body.textContent).toContain('简体中文 (default)');
    const checked = [...doc.querySelectorAll('input[type="checkbox"]')].filter((box) =>
      box.hasAttribute('checked'),
    );
    expect(checked).toHaveLength(3);
  });

  it('offers the store type to a first-level school only, checked when on (issue 22 item 4)', async () => {
    const on = parse(
      (
        await renderToString(
          consolePage('profile', { version: 1, data: { ...profile, marketStoreSwitch: '1' } }),
        )
      ).html,
    );
    const label = [...on.querySelectorAll('label')].find((l) => l.textContent?.includes('Store-type school'));
    const box = label?.querySelector('input[type="checkbox"]');
    expect(box?.hasAttribute('checked')).toBe(true);
    expect(on.getElementById(box?.getAttribute('aria-describedby') ?? '')?.textContent).toContain(
      'School management',
    );
    const sub = parse(
      (await renderToString(consolePage('profile', { version: 1, data: profile }, 'en_US', true))).html,
    );
    expect(sub.body.textContent).not.toContain('Store-type school');
  });

  it('is right-to-left in ar_SA', async () => {
    const { html } = await renderToString(consolePage('profile', { version: 0, data: profile }, 'ar_SA'));
    expect(parse(html).documentElement.getAttribute('dir')).toBe('rtl');
  });

  it('flags a broken school name and a default language that is not offered', () => {
    expect(profileProblem(profile)).toBeNull();
    expect(profileProblem({ ...profile, name: '  ' })).toBe('name');
    expect(profileProblem({ ...profile, name: 'x'.repeat(51) })).toBe('name');
    expect(profileProblem({ ...profile, name: 'A/B' })).toBe('name');
    expect(profileProblem({ ...profile, name: 'Hi 😀' })).toBe('name');
    expect(profileProblem({ ...profile, defaultLang: 'ja_JP' })).toBe('default');
  });
});

describe('members section', () => {
  it('lists members with a labelled role choice and a remove action each', async () => {
    const data: MemberPage = {
      version: 2,
      data: {
        total: 1,
        records: [
          {
            userId: '2000000000000000001',
            name: 'Lena',
            email: 'lena@x.test',
            mobile: null,
            role: 'member',
            joinedAt: '2026-01-01T00:00:00.000Z',
            creator: false,
          },
        ],
      },
    };
    const { html } = await renderToString(consolePage('members', data));
    const doc = parse(html);
    const select = labelled(doc, 'Role of Lena') as HTMLSelectElement | null;
    expect(select?.tagName).toBe('SELECT');
    expect([...(select?.querySelectorAll('option') ?? [])].map((o) => o.textContent)).toEqual([
      'Member',
      'Lecturer',
      'Administrator',
    ]);
    expect(doc.querySelector('button[aria-label="Remove Lena"]')).not.toBeNull();
    expect(doc.body.textContent).toContain('1 member');
    // Issue 25: a member may be let create courses (lecturers and admins always may: no box for them).
    const creator = doc.querySelector(
      'input[aria-label="Can create courses: Lena"]',
    ) as HTMLInputElement | null;
    expect(creator?.type).toBe('checkbox');
    expect(creator?.checked).toBe(false);
    expect(creator?.closest('label')?.textContent).toBe('Can create courses');
  });
});

describe('sub-schools and settings sections', () => {
  it('lists sub-schools with their state and a link to their own console', async () => {
    const data: SubSchoolList = {
      version: 1,
      data: [
        {
          id: '1000000000000000009',
          name: 'East',
          nameEn: null,
          description: null,
          openSchool: '1',
          closed: true,
          members: 4,
        },
      ],
    };
    const doc = parse((await renderToString(consolePage('sub-schools', data))).html);
    expect(doc.body.textContent).toContain('Closed (archived)');
    expect(
      doc.querySelector('a[href^="/iadmin/1000000000000000009/sub-college-management/workbench"]'),
    ).not.toBeNull();
    expect([...doc.querySelectorAll('button')].map((b) => b.textContent)).toContain('Reopen');
  });

  it('tells a sub-school that the parent manages its hot searches', async () => {
    const doc = parse((await renderToString(consolePage('hot-search', null, 'en_US', true))).html);
    expect(doc.body.textContent).toContain('parent school’s console');
  });

  it('checks the customer-service phone and e-mail before sending', () => {
    const base = { enabled: true, servicePhone: null, serviceEmail: null, serviceWeChat: null };
    expect(serviceProblems(base)).toEqual({ phone: false, email: false });
    expect(serviceProblems({ ...base, servicePhone: '+86 (10) 8888-1234' }).phone).toBe(false);
    expect(serviceProblems({ ...base, servicePhone: 'call me' }).phone).toBe(true);
    expect(serviceProblems({ ...base, servicePhone: '123' }).phone).toBe(true);
    expect(serviceProblems({ ...base, serviceEmail: 'help@school.example' }).email).toBe(false);
    expect(serviceProblems({ ...base, serviceEmail: 'help@' }).email).toBe(true);
  });
});
