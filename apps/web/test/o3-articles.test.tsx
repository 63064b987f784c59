// @vitest-environment jsdom
// jsdom: the article bodies are sanitised with DOMPurify before they are shown (DOMPurify refuses happy-dom).
/**
 * Issue 25 item 4: the O3 knowledge articles — the community portal's "Knowledge" list read in place (from the
 * bootstrap, without a request; the write link only for creators), and the O3 creation center: the review queue
 * for admins, the review steps exactly the server's actions, a reject that needs a comment, a stale save refused.
 */
import type {
  ArticleDraftList,
  ArticleDraftView,
  CommunityPageData,
  PublishedArticle,
} from '@portico/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { packsForRoute } from '@/i18n/packs.ts';
import { LocationProvider } from '@/lib/location.tsx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Community from '@/features/community/components/community.tsx';
import O3ArticlesCenter from '@/features/o3-articles/components/o3-articles-center.tsx';
import { createI18n } from '@/i18n/create-i18n.ts';
import { messagesFor } from '@/i18n/server-messages.ts';
import { BootstrapProvider } from '@/lib/bootstrap-context.tsx';
import { envelope } from './client-helpers.tsx';
import { makeBootstrap, SCHOOL_ID } from './fixtures/bootstrap.ts';

const ARTICLE = '9700000000000000001';
const ok = (data: unknown) => envelope(200, { code: 200, data });
let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const published: PublishedArticle = {
  articleId: ARTICLE,
  title: { zh_CN: '替代文本', en_US: 'Writing alt text' },
  tags: ['Accessibility'],
  author: { userId: '2000000000000000002', name: 'Tom Teacher' },
  publishedAt: '2026-11-20T09:00:00.000Z',
  excerpt: 'Describe the purpose of an image.',
  body: '<p>Describe the <strong>purpose</strong>.</p><img src="x" onerror="alert(1)">',
};

function portal(knowledgeAuthor: boolean): CommunityPageData {
  return {
    kind: 'community',
    view: 'o3communityPortal.htm',
    available: true,
    embedded: false,
    overview: { latestPosts: [], latestQuestions: [], circles: [], hotTopics: [], abilities: {} as never },
    topics: null,
    topicId: null,
    posts: null,
    honour: null,
    credit: null,
    profile: null,
    post: null,
    editor: null,
    abilities: { canPost: true, canReply: true, canLike: true, canModerate: false },
    knowledge: { articles: [published], total: 1, defaultLang: 'zh_CN' },
    knowledgeAuthor,
  };
}

describe('the community portal’s knowledge list', () => {
  const en = messagesFor('en_US', ['community', 'errors']);
  const show = (page: CommunityPageData) => {
    const b = makeBootstrap(`/community/o3communityPortal.htm?schoolId=${SCHOOL_ID}&sxz-lang=en_US`, {
      page,
    });
    render(
      <I18nextProvider i18n={createI18n('en_US', en)}>
        <QueryClientProvider client={new QueryClient()}>
          <BootstrapProvider value={b}>
            <Community page={page} />
          </BootstrapProvider>
        </QueryClientProvider>
      </I18nextProvider>,
    );
  };

  it('lists published articles in the reader’s language and opens one in place, sanitised', () => {
    show(portal(false));
    const region = screen.getByRole('region', { name: en['o3articles.reader.title'] });
    const article = within(region).getByRole('article', { name: 'Writing alt text' });
    expect(within(article).getByText('Describe the purpose of an image.')).toBeTruthy();
    expect(within(article).getByText('#Accessibility')).toBeTruthy();
    const read = within(article).getByRole('button', { name: en['o3articles.reader.read'] });
    expect(read.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(read);
    const close = within(article).getByRole('button', { name: en['o3articles.reader.close'] });
    expect(close.getAttribute('aria-expanded')).toBe('true');
    expect(article.querySelector('strong')?.textContent).toBe('purpose');
    expect(article.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(within(region).queryByRole('link', { name: en['o3articles.reader.write'] })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers creators the O3 creation center', () => {
    show(portal(true));
    const link = screen.getByRole('link', { name: en['o3articles.reader.write'] });
    expect(link.getAttribute('href')).toBe(`/iadmin/${SCHOOL_ID}/create-center/o3knowledge/?sxz-lang=en_US`);
  });
});

describe('the O3 creation center', () => {
  const en = messagesFor('en_US', [...packsForRoute('creation-center'), 'errors']);
  const draftView = (patch: Partial<ArticleDraftView> = {}): ArticleDraftView => ({
    articleId: ARTICLE,
    version: 4,
    draft: {
      title: { zh_CN: '键盘排序', en_US: 'Reordering by keyboard' },
      body: '<p>Space lifts.</p>',
      tags: ['A11y'],
    },
    state: { review: 'in_review', publishedVersion: null, latestVersion: 0, unpublishedChanges: true },
    actions: ['withdraw', 'approve', 'reject', 'publish'],
    reviewOn: true,
    reviewComment: null,
    author: { userId: '2000000000000000002', name: 'Tom Teacher' },
    updatedAt: '2026-11-26T15:30:00.000Z',
    submittedAt: '2026-11-26T15:30:00.000Z',
    ...patch,
  });
  const list = (items: ArticleDraftView[], queue: ArticleDraftView[]): ArticleDraftList => ({
    items,
    queue,
    reviewOn: true,
    canReview: queue.length > 0,
    languages: ['zh_CN', 'en_US'],
  });
  const show = (url: string, children?: ReactNode) =>
    render(
      <I18nextProvider i18n={createI18n('en_US', en)}>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <LocationProvider url={url}>
            <O3ArticlesCenter schoolId={SCHOOL_ID} lang="en_US" />
            {children}
          </LocationProvider>
        </QueryClientProvider>
      </I18nextProvider>,
    );

  it('shows an admin the review queue; reject needs a comment and sends it with the version seen', async () => {
    const waiting = draftView();
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
      if (url.endsWith('/drafts')) return ok(list([], [waiting]));
      if (url.endsWith(`/drafts/${ARTICLE}`)) return ok(waiting);
      if (url.endsWith(`/drafts/${ARTICLE}/reject`)) {
        const body = JSON.parse(String(init?.body)) as { version: number; comment: string };
        return ok(
          draftView({
            state: { ...waiting.state, review: 'rejected' },
            reviewComment: body.comment,
            actions: ['publish', 'delete'],
          }),
        );
      }
      return envelope(404, { code: 404, errorCode: 'NOT_FOUND' });
    });
    show('/iadmin/x/create-center/o3knowledge/');
    const queue = await screen.findByRole('region', { name: en['o3articles.queue.title'] });
    fireEvent.click(within(queue).getByRole('button', { name: 'Reordering by keyboard' }));
    const review = await screen.findByRole('region', { name: en['o3articles.review.title'] });
    const buttons = within(review)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(buttons).toEqual([
      en['o3articles.review.approve'],
      en['o3articles.review.publish'],
      en['o3articles.review.withdraw'],
      en['o3articles.review.reject'],
    ]);
    fireEvent.click(within(review).getByRole('button', { name: en['o3articles.review.reject'] }));
    fireEvent.click(within(review).getByRole('button', { name: en['o3articles.review.sendReject'] }));
    expect(within(review).getByRole('alert').textContent).toBe(
      messagesFor('en_US', ['errors'])['errors.REVIEW_COMMENT_REQUIRED'],
    );
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/reject'))).toBe(false);
    fireEvent.change(within(review).getByLabelText(en['o3articles.review.comment']!), {
      target: { value: 'Add an example' },
    });
    await act(async () => {
      fireEvent.click(within(review).getByRole('button', { name: en['o3articles.review.sendReject'] }));
    });
    await waitFor(() => expect(screen.getByText('Add an example')).toBeTruthy());
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/reject'))!;
    expect(JSON.parse(String((call[1] as RequestInit).body))).toEqual({
      version: 4,
      comment: 'Add an example',
    });
  });

  it('says so when someone else saved the draft first', async () => {
    const mine = draftView({
      state: { review: 'editing', publishedVersion: null, latestVersion: 0, unpublishedChanges: true },
      actions: ['submit', 'delete'],
    });
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
      if (url.endsWith('/drafts')) return ok(list([mine], []));
      if (init?.method === 'PUT') {
        return envelope(409, { code: 409, errorCode: 'DRAFT_VERSION_STALE', details: { currentVersion: 5 } });
      }
      return ok(mine);
    });
    show(`/iadmin/x/create-center/o3knowledge/?articleId=${ARTICLE}`);
    const form = await screen.findByRole('form', { name: en['o3articles.editor.title'] });
    fireEvent.change(within(form).getAllByRole('textbox')[0]!, { target: { value: 'Reordering lists' } });
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: en['o3articles.editor.save'] }));
    });
    const alert = await screen.findByText(messagesFor('en_US', ['errors'])['errors.DRAFT_VERSION_STALE']!);
    expect(alert.getAttribute('role')).toBe('alert');
  });
});
