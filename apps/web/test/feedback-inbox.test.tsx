/** Issue 12 admin inbox: renders the server's first page, replies, marks handled, blocks an image. */
import type { FeedbackInbox, FeedbackInboxItem } from '@portico/contracts';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { packsForRoute } from '@/i18n/packs.ts';
import FeedbackInboxView from '@/features/feedback-inbox/components/feedback-inbox.tsx';
import { envelope, Providers } from './client-helpers.tsx';
import { makeBootstrap, SCHOOL_ID } from './fixtures/bootstrap.ts';

const IMAGE = `/api/files/${SCHOOL_ID}/${'b'.repeat(32)}.png`;
const item: FeedbackInboxItem = {
  id: '4800000000000000001',
  feedbackType: 1,
  content: 'The video freezes',
  images: [IMAGE],
  allowContact: true,
  phoneNumber: '13912345678',
  keyword: null,
  evaluation: null,
  userId: '2000000000000000001',
  userName: 'Lena',
  createdAt: '2026-01-04T08:30:00.000Z',
  status: 'open',
  handledAt: null,
  reply: null,
  repliedAt: null,
};
const inbox = (records: FeedbackInboxItem[]): FeedbackInbox => ({
  records,
  total: records.length,
  page: 1,
  pageSize: 20,
  openCount: records.filter((r) => r.status === 'open').length,
});

let fetchMock: ReturnType<typeof vi.fn>;
/** Lets fetches, mutations and re-renders finish (a few macrotasks: the mutation settles after its fetch). */
async function settle() {
  for (let i = 0; i < 3; i += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

function renderInbox() {
  const b = makeBootstrap(`/iadmin/${SCHOOL_ID}/management/feedback?sxz-lang=en_US`, {
    route: { id: 'school-feedback', params: { schoolId: SCHOOL_ID } },
    page: {
      kind: 'feedback-inbox',
      status: 'open',
      inbox: inbox([item]),
      contentReview: { contentReviewSwitch: '1', blockedImages: 0 },
    },
  });
  render(
    <Providers bootstrap={b} packs={packsForRoute('school-feedback')}>
      <FeedbackInboxView />
    </Providers>,
  );
}

beforeEach(() => {
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.includes('/reply')) {
      const { content } = JSON.parse(String(init?.body)) as { content: string };
      return envelope(200, { code: 200, data: { ...item, status: 'handled', reply: content } });
    }
    if (url.includes('blocked-images')) return envelope(200, { code: 200, data: { records: [], total: 2 } });
    if (url.includes('/inbox?')) return envelope(200, { code: 200, data: inbox([]) });
    return envelope(200, { code: 200, data: { ...item, status: 'handled' } });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('feedback inbox', () => {
  it('shows type, text, image, contact and date from the bootstrap, with no request', () => {
    renderInbox();
    const article = screen.getByRole('article', { name: 'Fault report' });
    expect(within(article).getByText('The video freezes')).toBeTruthy();
    expect(within(article).getByRole('img', { name: 'Image 1' }).getAttribute('src')).toBe(
      `${IMAGE}?width=200`,
    );
    expect(within(article).getByText('May be contacted: 13912345678')).toBeTruthy();
    expect(within(article).getByText(/From Lena/)).toBeTruthy();
    expect(article.querySelector('time')?.getAttribute('dateTime')).toBe(item.createdAt);
    expect(screen.getByRole('button', { name: 'Open (1)' }).getAttribute('aria-pressed')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('an empty reply is refused; a reply is posted and the list refreshed', async () => {
    renderInbox();
    fireEvent.click(screen.getByRole('button', { name: 'Reply' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter a reply');
    fireEvent.change(screen.getByLabelText('Your reply (sent to the user as a message)'), {
      target: { value: '  Fixed, thanks!  ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    await settle();
    const reply = fetchMock.mock.calls.find((c) => String(c[0]).includes('/reply'))!;
    expect(String(reply[0])).toBe(`/api/school/feedback/inbox/${item.id}/reply?schoolId=${SCHOOL_ID}`);
    expect(JSON.parse(String((reply[1] as RequestInit).body))).toEqual({ content: 'Fixed, thanks!' });
    await settle();
    expect(fetchMock.mock.calls.some((c) => String(c[0]).includes('/inbox?'))).toBe(true);
  });

  it('marks handled, blocks an image (the count follows) and filters by status', async () => {
    renderInbox();
    fireEvent.click(screen.getByRole('button', { name: 'Block this image' }));
    await settle();
    const block = fetchMock.mock.calls.find((c) => String(c[0]).includes('blocked-images'))!;
    expect(JSON.parse(String((block[1] as RequestInit).body))).toMatchObject({ imageUrl: IMAGE });
    expect(screen.getByText('Blocked images: 2')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Blocked' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Mark handled' }));
    await settle();
    const mark = fetchMock.mock.calls.find((c) => String(c[0]).includes('/handled'))!;
    expect(JSON.parse(String((mark[1] as RequestInit).body))).toEqual({ handled: true });
    fireEvent.click(screen.getByRole('button', { name: 'Handled' }));
    await settle();
    expect(fetchMock.mock.calls.some((c) => String(c[0]).includes('status=handled'))).toBe(true);
    expect(window.location.search).toContain('status=handled');
  });
});
