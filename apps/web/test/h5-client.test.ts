// @vitest-environment jsdom
// The post body goes through DOMPurify, which runs on jsdom (not happy-dom: cure53/DOMPurify#1457).
/**
 * The `/h5/` mobile client (issue 14 item 4) on the shell the server renders: the hash route picks the view and its
 * API reads, links keep the spec's hash form, unknown and malformed routes and API failures show a clear state,
 * and the school/language choice of spec §2 (hash, page query, local storage) asks the server again only when
 * something else is named.
 */
import type { CommunityOverview, PostDetail, PostSummary } from '@portico/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderMobileShellHtml } from '@/app/mobile-shell.tsx';
import { reloadTarget } from '@/h5/school-choice.ts';
import { messagesFor } from '@/i18n/server-messages.ts';

const O3 = '1000000000000000003';
const POST = '7300000000000000002';
const CIRCLE = '7100000000000000001';
const author = { id: '2000000000000000001', nickName: 'Lena Learner', avatarUrl: null };

const summary: PostSummary = {
  id: POST,
  kind: 1,
  title: 'When should I reach for useReducer?',
  excerpt: 'My form has six fields',
  author,
  circle: { id: CIRCLE, name: '前端开发', nameEn: 'Frontend development' },
  topics: [{ id: '7200000000000000001', name: 'React', nameEn: 'React' }],
  status: 'visible',
  replyCount: 1,
  likeCount: 2,
  liked: false,
  createdAt: '2025-12-30T10:00:00.000Z',
  lastActivityAt: '2025-12-30T12:00:00.000Z',
};

const detail: PostDetail = {
  ...summary,
  body: '<p>Is <em>useReducer</em> worth it?</p><script>window.__pwned = 1</script><img src="x" onerror="window.__pwned = 2">',
  hiddenBy: null,
  hiddenAt: null,
  abilities: { canPost: false, canReply: false, canLike: false, canModerate: false },
  replies: {
    records: [
      {
        id: '7400000000000000001',
        postId: POST,
        author: { id: '2000000000000000002', nickName: 'Tom Teacher', avatarUrl: null },
        body: '<p>A reducer keeps the rules in <strong>one place</strong>.</p>',
        likeCount: 0,
        liked: false,
        createdAt: '2025-12-30T12:00:00.000Z',
      },
    ],
    total: 1,
  },
};

const circles = [
  {
    id: CIRCLE,
    name: '前端开发',
    nameEn: 'Frontend development',
    description: '网页',
    descriptionEn: 'Web pages',
    iconUrl: null,
    postCount: 2,
  },
];

type Answer = { status: number; body: unknown };
let answers: Record<string, Answer>;
let fetchMock: ReturnType<typeof vi.fn>;

function ok(data: unknown): Answer {
  return { status: 200, body: { code: 200, data } };
}

/** The page as the server sends it (the real shell render), then the client entry run on it. */
async function open(hash: string, lang: 'en_US' | 'ar_SA' = 'en_US'): Promise<void> {
  const html = renderMobileShellHtml({
    lang,
    school: {
      id: O3,
      name: 'O3 社区',
      nameEn: 'O3 Community',
      kind: 'o3',
      logoUrl: null,
      iconUrl: null,
    } as never,
    schoolSource: 'query',
    messages: messagesFor(lang, ['community']),
    scripts: [],
    nonce: 'n',
  });
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  document.documentElement.setAttribute('dir', parsed.documentElement.getAttribute('dir') ?? 'ltr');
  document.body.innerHTML = parsed.body.innerHTML;
  window.history.replaceState(null, '', `/h5/?schoolId=${O3}${hash}`);
  vi.resetModules();
  await import('@/h5/entry-h5.ts');
  await settled();
}

async function settled(): Promise<void> {
  await vi.waitFor(() => expect(document.getElementById('h5-main')?.hasAttribute('aria-busy')).toBe(false));
}

const main = () => document.getElementById('h5-main')!;
const heading = () => main().querySelector('h1')?.textContent;
const requested = () => fetchMock.mock.calls.map(([url]) => String(url));

beforeEach(() => {
  answers = {
    [`/api/community/${O3}/posts/${POST}`]: ok(detail),
    [`/api/community/${O3}/circles`]: ok({ records: circles }),
    [`/api/community/${O3}/overview`]: ok({
      latestPosts: [],
      latestQuestions: [summary],
      circles,
      hotTopics: [],
      abilities: detail.abilities,
    } satisfies CommunityOverview),
  };
  fetchMock = vi.fn(async (url: string) => {
    const path = url.split('?')[0]!;
    const answer = answers[path] ?? { status: 404, body: { code: 404, errorCode: 'NOT_FOUND' } };
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  });
  vi.stubGlobal('fetch', fetchMock);
  // jsdom has no scrolling; the client scrolls to the top after a hash navigation.
  vi.stubGlobal('scrollTo', vi.fn());
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the /h5/ client', () => {
  it('shows the blog detail of the hash: title, sanitised body, replies, likes; links in hash form', async () => {
    await open(`#/pages/common/blog/blog-detail?blogId=${POST}&circleId=${CIRCLE}`);
    expect(requested()).toEqual([`/api/community/${O3}/posts/${POST}`]);
    expect(heading()).toBe(summary.title);
    expect(main().textContent).toContain('Tom Teacher');
    expect(main().textContent).toContain('A reducer keeps the rules in one place.');
    expect(main().textContent).toContain('2 likes');
    expect(main().querySelector('script')).toBeNull();
    expect(main().querySelector('[onerror]')).toBeNull();
    expect(main().querySelector('a[href^="#/pages/common/circle"]')?.getAttribute('href')).toBe(
      `#/pages/common/circle/circle-detail?circleId=${CIRCLE}`,
    );
    expect(main().querySelector('a[href^="#/pages/topic"]')?.textContent).toBe('#React');
    expect(document.title).toBe(`${summary.title} · O3 Community`);
  });

  it.each([
    '#/pages/common/blog/blog-detail?blogId=abc',
    '#/pages/index/index?id=3',
    '#/pages/somewhere/else',
    '#/pages/topic/topic-home/index',
  ])('shows not found for %s without asking the API', async (hash) => {
    await open(hash);
    expect(heading()).toBe('Page not found');
    expect(requested()).toEqual([]);
    expect(main().querySelector('a')?.getAttribute('href')).toBe('#/pages/index/index');
  });

  it('follows hash changes: circles tab marked current, focus on the new heading', async () => {
    await open('#/pages/index/index');
    expect(heading()).toBe('Community');
    expect(document.querySelector('[data-tab="home"]')?.getAttribute('aria-current')).toBe('page');
    window.location.hash = '#/pages/index/index?id=11';
    await vi.waitFor(() => expect(heading()).toBe('Circles'));
    await settled();
    expect(document.querySelector('[data-tab="circles"]')?.getAttribute('aria-current')).toBe('page');
    expect(document.querySelector('[data-tab="home"]')?.hasAttribute('aria-current')).toBe(false);
    expect(document.activeElement).toBe(main().querySelector('h1'));
    expect(
      main().querySelector(`a[href="#/pages/common/circle/circle-detail?circleId=${CIRCLE}"]`),
    ).not.toBeNull();
  });

  it('shows not found for an id the API does not know, sign in for a closed community, retry on failure', async () => {
    await open('#/pages/common/blog/blog-detail?blogId=7399999999999999999');
    expect(heading()).toBe('Page not found');

    answers[`/api/community/${O3}/circles`] = {
      status: 401,
      body: { code: 401, errorCode: 'LOGIN_REQUIRED' },
    };
    await open('#/pages/index/index?id=11');
    expect(heading()).toBe('Sign in to read');
    expect(main().querySelector('a')?.getAttribute('href')).toMatch(/^\/login\/index\?redirect=%2Fh5%2F/);

    answers[`/api/community/${O3}/circles`] = { status: 500, body: { code: 500, errorCode: 'INTERNAL' } };
    await open('#/pages/index/index?id=11');
    expect(heading()).toBe('Something went wrong');
    answers[`/api/community/${O3}/circles`] = ok({ records: circles });
    main().querySelector('button')!.click();
    await vi.waitFor(() => expect(heading()).toBe('Circles'));
  });

  it('renders Arabic texts on the right-to-left page', async () => {
    await open('#/pages/index/index?id=11', 'ar_SA');
    expect(document.documentElement.getAttribute('dir')).toBe('rtl');
    expect(heading()).toBe('الدوائر');
  });
});

describe('reloadTarget (spec §2 school and language order)', () => {
  const at = (search: string, hash: string) => ({ pathname: '/h5/', search, hash });
  const served = { lang: 'zh_CN' as const, schoolSource: 'community' as const, schoolId: O3 };
  const OTHER = '1000000000000000001';

  it('stays when nothing else is named', () => {
    expect(reloadTarget(at('', '#/pages/index/index'), served, null)).toBeNull();
    expect(reloadTarget(at('', '#/pages/index/index'), served, O3)).toBeNull();
  });

  it('asks again for the school or language the hash names', () => {
    expect(reloadTarget(at('', `#/pages/index/index?id=11&tenantId=${OTHER}`), served, null)).toBe(
      `/h5/?schoolId=${OTHER}#/pages/index/index?id=11&tenantId=${OTHER}`,
    );
    expect(reloadTarget(at('?x=1', '#/pages/index/index?sxz-lang=ar_SA'), served, null)).toBe(
      '/h5/?x=1&sxz-lang=ar_SA#/pages/index/index?sxz-lang=ar_SA',
    );
  });

  it('takes the stored school only when the page query named none', () => {
    expect(reloadTarget(at('', '#/'), served, OTHER)).toBe(`/h5/?schoolId=${OTHER}#/`);
    expect(reloadTarget(at(`?schoolId=${O3}`, '#/'), { ...served, schoolSource: 'query' }, OTHER)).toBeNull();
  });

  it('never loops: a query that already names the school (even one the server did not know) stays', () => {
    const unknown = '1999999999999999999';
    expect(
      reloadTarget(at(`?schoolId=${unknown}`, `#/?schoolId=${unknown}`), { ...served, schoolId: null }, null),
    ).toBeNull();
  });
});
