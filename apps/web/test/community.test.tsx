// @vitest-environment jsdom
// jsdom: the editor sanitises with DOMPurify before sending (DOMPurify refuses happy-dom, see sanitize-html.test.ts).
/** Issue 14: the community pages — lists from the bootstrap, the editor (preset, validation, sanitised send), moderation. */
import type { CommunityPageData, PostDetail, PostSummary, ShellBootstrap } from '@portico/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Community from '@/features/community/components/community.tsx';
import { createI18n } from '@/i18n/create-i18n.ts';
import { messagesFor } from '@/i18n/server-messages.ts';
import { BootstrapProvider } from '@/lib/bootstrap-context.tsx';
import { nav } from '@/lib/navigation.ts';
import { envelope } from './client-helpers.tsx';
import { makeBootstrap, SCHOOL_ID } from './fixtures/bootstrap.ts';

// The error texts as once their module is loaded (i18n/error-messages.ts).
const en = messagesFor('en_US', ['community', 'errors']);
const author = { id: '2000000000000000001', nickName: 'Lena', avatarUrl: null };
const post = (over: Partial<PostSummary> = {}): PostSummary => ({
  id: '7300000000000000002',
  kind: 1,
  title: 'When should I use useReducer?',
  excerpt: 'Six fields that depend on each other',
  author,
  circle: { id: '7100000000000000001', name: '前端开发', nameEn: 'Frontend development' },
  topics: [{ id: '7200000000000000001', name: 'React', nameEn: 'React' }],
  status: 'visible',
  replyCount: 1,
  likeCount: 2,
  liked: false,
  createdAt: '2026-01-02T08:00:00.000Z',
  lastActivityAt: '2026-01-02T09:00:00.000Z',
  ...over,
});
const abilities = { canPost: true, canReply: true, canLike: true, canModerate: false };
const topic = {
  id: '7200000000000000002',
  name: '无障碍',
  nameEn: 'Accessibility',
  circleId: null,
  postCount: 3,
};
const circle = {
  id: '7100000000000000001',
  name: '前端开发',
  nameEn: 'Frontend development',
  description: '网页',
  descriptionEn: 'Web pages',
  iconUrl: null,
  postCount: 4,
};

function pageData(over: Partial<CommunityPageData>): CommunityPageData {
  return {
    kind: 'community',
    view: 'o3communityPortal.htm',
    available: true,
    embedded: false,
    overview: null,
    topics: null,
    topicId: null,
    posts: null,
    honour: null,
    credit: null,
    profile: null,
    post: null,
    editor: null,
    abilities,
    knowledge: null,
    knowledgeAuthor: false,
    ...over,
  };
}

function show(page: CommunityPageData, viewer = true): ShellBootstrap {
  const b = makeBootstrap(`/community/o3communityPortal.htm?schoolId=${SCHOOL_ID}&sxz-lang=en_US`, { page });
  const bootstrap: ShellBootstrap = viewer
    ? {
        ...b,
        viewer: {
          id: author.id,
          nickName: 'Lena',
          realName: null,
          mobile: null,
          email: null,
          avatarUrl: null,
        },
      }
    : { ...b, viewer: null };
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrap = (children: ReactNode) => (
    <I18nextProvider i18n={createI18n('en_US', en)}>
      <QueryClientProvider client={client}>
        <BootstrapProvider value={bootstrap}>{children}</BootstrapProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
  render(wrap(<Community page={page} />));
  return bootstrap;
}

let fetchMock: ReturnType<typeof vi.fn>;
const settle = async () => {
  for (let i = 0; i < 3; i += 1) await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
};
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('community portal', () => {
  it('shows the latest questions and articles, hot topics and circles from the bootstrap, without a request', () => {
    show(
      pageData({
        overview: {
          latestPosts: [post({ id: '7300000000000000001', kind: 0, title: 'Welcome' })],
          latestQuestions: [post()],
          circles: [circle],
          hotTopics: [topic],
          abilities,
        },
      }),
    );
    const questions = screen.getByRole('region', { name: en['community.portal.latestQuestions'] });
    const link = within(questions).getByRole('link', { name: 'When should I use useReducer?' });
    expect(link.getAttribute('href')).toBe(
      `/community/postDetail.htm?schoolId=${SCHOOL_ID}&postId=7300000000000000002&sxz-lang=en_US`,
    );
    expect(within(questions).getByText('Replies: 1')).toBeTruthy();
    expect(within(questions).getByRole('link', { name: '#React' })).toBeTruthy();
    const articles = screen.getByRole('region', { name: en['community.portal.latestPosts'] });
    expect(within(articles).getByRole('link', { name: 'Welcome' })).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: en['community.portal.circles'] })).getByText(
        'Frontend development',
      ),
    ).toBeTruthy();
    const hot = screen.getByRole('region', { name: en['community.portal.hotTopics'] });
    expect(within(hot).getByRole('link').getAttribute('href')).toContain('o3TopicList.htm?schoolId=');
    // Members get both write actions, with the spec's postsType.
    expect(screen.getByRole('link', { name: en['community.write.question'] }).getAttribute('href')).toBe(
      `/community/createPosts.htm?postsType=1&schoolId=${SCHOOL_ID}&sxz-lang=en_US`,
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('empty lists say so; a school without a community says that', () => {
    show(
      pageData({ overview: { latestPosts: [], latestQuestions: [], circles: [], hotTopics: [], abilities } }),
    );
    expect(screen.getByText(en['community.empty.questions']!)).toBeTruthy();
    cleanup();
    show(pageData({ available: false }));
    expect(screen.getByText(en['community.notAvailable']!)).toBeTruthy();
  });
});

describe('editor', () => {
  const editorPage = pageData({
    view: 'createPosts.htm',
    editor: { kind: 1, topicId: topic.id, circles: [circle], topics: [topic] },
  });

  it('is preset by the URL (question, tag) and has a labelled toolbar', () => {
    show(editorPage);
    const form = screen.getByRole('form', { name: en['community.write.question'] });
    expect(
      (within(form).getByRole('radio', { name: en['community.kind.question'] }) as HTMLInputElement).checked,
    ).toBe(true);
    expect((within(form).getByRole('checkbox', { name: '#Accessibility' }) as HTMLInputElement).checked).toBe(
      true,
    );
    const toolbar = within(form).getByRole('toolbar', { name: en['community.editor.toolbar'] });
    expect(within(toolbar).getAllByRole('button')).toHaveLength(7);
    expect(
      within(form).getByRole('textbox', { name: en['community.editor.body'] }).getAttribute('aria-multiline'),
    ).toBe('true');
  });

  it('refuses an empty title without sending, then sends a sanitised body and opens the new post', async () => {
    const assign = vi.spyOn(nav, 'assign').mockImplementation(() => {});
    fetchMock.mockResolvedValue(envelope(200, { code: 200, data: { ...post(), id: '7300000000000000099' } }));
    show(editorPage);
    const form = screen.getByRole('form', { name: en['community.write.question'] });
    fireEvent.click(within(form).getByRole('button', { name: en['community.editor.publish'] }));
    expect(within(form).getByRole('alert').textContent).toBe(
      messagesFor('en_US')['errors.COMMUNITY_TITLE_REQUIRED'],
    );
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(within(form).getByLabelText(en['community.editor.title']!), {
      target: { value: 'Tables?' },
    });
    const body = within(form).getByRole('textbox', { name: en['community.editor.body'] });
    body.innerHTML =
      '<p><strong>Caption</strong> first?<img src="x" onerror="alert(1)"><script>evil()</script></p>';
    fireEvent.input(body);
    fireEvent.change(within(form).getByLabelText(en['community.editor.circle']!), {
      target: { value: circle.id },
    });
    fireEvent.click(within(form).getByRole('button', { name: en['community.editor.publish'] }));
    await settle();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(`/api/community/${SCHOOL_ID}/posts`);
    const sent = JSON.parse(String(init.body));
    expect(sent).toMatchObject({ kind: 1, title: 'Tables?', circleId: circle.id, topicIds: [topic.id] });
    expect(sent.body).toContain('<strong>Caption</strong>');
    expect(sent.body).not.toMatch(/onerror|script/);
    expect(assign).toHaveBeenCalledWith(
      `/community/postDetail.htm?schoolId=${SCHOOL_ID}&postId=7300000000000000099&sxz-lang=en_US`,
    );
  });

  it('shows the server’s translated error', async () => {
    fetchMock.mockResolvedValue(
      envelope(400, {
        code: 400,
        errorCode: 'COMMUNITY_TITLE_TOO_LONG',
        message: 'x',
        details: { max: 120 },
      }),
    );
    show(editorPage);
    const form = screen.getByRole('form', { name: en['community.write.question'] });
    fireEvent.change(within(form).getByLabelText(en['community.editor.title']!), { target: { value: 'T' } });
    fireEvent.click(within(form).getByRole('button', { name: en['community.editor.publish'] }));
    await settle();
    expect(within(form).getByRole('alert').textContent).toBe('The title can have at most 120 characters.');
  });

  it('visitors are asked to log in; non-members are told only members write', () => {
    show(editorPage, false);
    expect(screen.getByRole('link', { name: en['community.signIn.write'] })).toBeTruthy();
    cleanup();
    show({ ...editorPage, abilities: { ...abilities, canPost: false } });
    expect(screen.getByText(en['community.editor.notMember']!)).toBeTruthy();
  });
});

describe('post detail', () => {
  const detail = (over: Partial<PostDetail> = {}): PostDetail => ({
    ...post(),
    body: '<p>Body <em>text</em></p>',
    hiddenBy: null,
    hiddenAt: null,
    abilities: { ...abilities, canModerate: true },
    replies: {
      records: [
        {
          id: '7400000000000000001',
          postId: post().id,
          author,
          body: '<p>Use a reducer</p>',
          likeCount: 0,
          liked: false,
          createdAt: '2026-01-02T09:00:00.000Z',
        },
      ],
      total: 1,
    },
    ...over,
  });

  it('moderators hide the post; the notice and Unhide appear', async () => {
    fetchMock.mockResolvedValue(envelope(200, { code: 200, data: { ...post(), status: 'hidden' } }));
    show(pageData({ view: 'postDetail.htm', post: detail() }));
    expect(screen.getByText('Use a reducer')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: en['community.post.hide'] }));
    await settle();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(`/api/community/${SCHOOL_ID}/posts/${post().id}/visibility`);
    expect(JSON.parse(String(init.body))).toEqual({ hidden: true });
    expect(screen.getByText(en['community.post.hiddenNotice']!)).toBeTruthy();
    expect(screen.getByRole('button', { name: en['community.post.unhide'] })).toBeTruthy();
    // A hidden post takes no replies.
    expect(screen.queryByLabelText(en['community.reply.label']!)).toBeNull();
  });

  it('likes toggle with the count the server answers', async () => {
    fetchMock.mockResolvedValue(
      envelope(200, {
        code: 200,
        data: { targetType: 'post', targetId: post().id, liked: true, likeCount: 3 },
      }),
    );
    show(pageData({ view: 'postDetail.htm', post: detail() }));
    const like = screen.getByRole('button', { name: /Like · 2/ });
    expect(like.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(like);
    await settle();
    expect(screen.getByRole('button', { name: /Like · 3/ }).getAttribute('aria-pressed')).toBe('true');
  });

  it('visitors see the post and a login link instead of the reply form', () => {
    show(
      pageData({
        view: 'postDetail.htm',
        post: detail({ abilities: { canPost: false, canReply: false, canLike: false, canModerate: false } }),
      }),
      false,
    );
    expect(screen.getByRole('link', { name: en['community.signIn.reply'] })).toBeTruthy();
    expect(screen.queryByRole('button', { name: en['community.post.hide'] })).toBeNull();
  });
});
