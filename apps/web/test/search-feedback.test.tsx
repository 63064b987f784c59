import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { packsForRoute } from '@/i18n/packs.ts';
import { RESUME_KEY, SearchFeedback } from '@/features/search/components/search-feedback.tsx';
import { feedbackReducer, initialFeedback } from '@/features/search/hooks/use-feedback-state.ts';
import { RequireLoginContext } from '@/lib/require-login.tsx';
import { getToasts } from '@/lib/toast.ts';
import { envelope, Providers } from './client-helpers.tsx';
import { makeBootstrap, SCHOOL_ID } from './fixtures/bootstrap.ts';

const viewer = {
  id: '2000000000000000001',
  nickName: 'Ann',
  realName: null,
  mobile: null,
  email: null,
  avatarUrl: null,
};
const url = `/portal/${SCHOOL_ID}/search?keyword=data&sxz-lang=en_US`;
const LONG_KEYWORD = '数据'.repeat(40); // 80 characters: the feedback quotes the first 50

let fetchMock: ReturnType<typeof vi.fn>;
let answer: () => Response | Promise<Response>;

function renderFeedback(opts: { loggedIn?: boolean; gate?: (action: () => void) => void } = {}) {
  const b = makeBootstrap(url, {
    viewer: opts.loggedIn === false ? null : viewer,
    page: { kind: 'search', keyword: LONG_KEYWORD, hotSearches: [], results: null },
  });
  const wrap = (node: ReactNode) =>
    opts.gate ? <RequireLoginContext.Provider value={opts.gate}>{node}</RequireLoginContext.Provider> : node;
  render(
    <Providers bootstrap={b} packs={packsForRoute('portal-search')}>
      {wrap(<SearchFeedback schoolId={SCHOOL_ID} keyword={LONG_KEYWORD} />)}
    </Providers>,
  );
}

const toggle = () => screen.getByRole('button', { name: /Were these results helpful\?|Thanks for rating/ });
const panel = () => screen.getByRole('group', { hidden: true });
const posted = () =>
  fetchMock.mock.calls.map((c) => ({
    url: String(c[0]),
    body: JSON.parse(String((c[1] as RequestInit).body)) as Record<string, unknown>,
  }));

async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

beforeEach(() => {
  sessionStorage.clear();
  answer = () => envelope(200, { code: 200, data: { id: '1' } });
  fetchMock = vi.fn(async () => answer());
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('search feedback state machine', () => {
  it('none → trodden opens the form; typing over 100 characters warns and cuts; cancel returns to none', () => {
    let s = feedbackReducer(initialFeedback, { type: 'toggle' });
    expect(s).toMatchObject({ open: true, evaluation: 'none' });
    s = feedbackReducer(s, { type: 'trodden' });
    expect(s).toMatchObject({ open: true, evaluation: 'trodden' });
    s = feedbackReducer(s, { type: 'text', value: 'x'.repeat(100) });
    expect(s).toMatchObject({ text: 'x'.repeat(100), warning: null });
    s = feedbackReducer(s, { type: 'text', value: 'x'.repeat(101) });
    expect(s).toMatchObject({ text: 'x'.repeat(100), warning: 'tooLong' });
    expect(feedbackReducer(s, { type: 'cancel' })).toEqual(initialFeedback);
  });

  it('praise only after success; success of trodden clears and collapses; scroll collapses', () => {
    const open = feedbackReducer(initialFeedback, { type: 'toggle' });
    expect(feedbackReducer(open, { type: 'praised' })).toMatchObject({ evaluation: 'praise', open: false });
    const typed = feedbackReducer(feedbackReducer(open, { type: 'trodden' }), { type: 'text', value: 'abc' });
    expect(feedbackReducer(typed, { type: 'sent' })).toEqual(initialFeedback);
    expect(feedbackReducer(typed, { type: 'collapse' })).toMatchObject({ open: false, text: 'abc' });
    expect(feedbackReducer(typed, { type: 'required' }).warning).toBe('required');
  });
});

describe('search feedback popover', () => {
  it('praise posts type 4 with the keyword cut to 50, then collapses with "Feedback succeeded"', async () => {
    renderFeedback();
    expect(panel().hidden).toBe(true);
    fireEvent.click(toggle());
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(screen.queryByRole('textbox')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, accurate' }));
    await settle();
    expect(posted()).toEqual([
      {
        url: `/api/school/feedback/addFeedback?schoolId=${SCHOOL_ID}`,
        body: {
          feedbackType: 4,
          feedbackContent: '',
          evaluation: 'praise',
          keyword: LONG_KEYWORD.slice(0, 50),
          allowContact: 1,
          clientType: '1',
        },
      },
    ]);
    expect(getToasts().map((toast) => toast.text)).toContain('Feedback succeeded');
    expect(panel().hidden).toBe(true);
    expect(toggle().textContent).toBe('Thanks for rating these results');
    expect(
      screen.getByRole('button', { name: 'Yes, accurate', hidden: true }).getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('trodden: text required, cut to 100 with a warning, sent, then cleared and collapsed', async () => {
    renderFeedback();
    fireEvent.click(toggle());
    fireEvent.click(screen.getByRole('button', { name: "No, I didn't find it" }));
    const text = screen.getByRole('textbox', { name: 'What were you looking for?' }) as HTMLTextAreaElement;
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter a feedback description');
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(text, { target: { value: 'y'.repeat(130) } });
    expect(text.value).toBe('y'.repeat(100));
    expect(screen.getByRole('alert').textContent).toBe('At most 100 characters: the text was shortened');
    expect(screen.getByText('100 of 100 characters')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    await settle();
    expect(posted()[0]?.body).toMatchObject({ evaluation: 'trodden', feedbackContent: 'y'.repeat(100) });
    expect(panel().hidden).toBe(true);
    fireEvent.click(toggle());
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('Cancel returns to none and collapses', () => {
    renderFeedback();
    fireEvent.click(toggle());
    fireEvent.click(screen.getByRole('button', { name: "No, I didn't find it" }));
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'draft' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(panel().hidden).toBe(true);
    fireEvent.click(toggle());
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('shows the refusal by its code on a non-200, "Feedback failed" on a network failure', async () => {
    answer = () =>
      envelope(400, {
        code: 400,
        errorCode: 'FEEDBACK_TOO_LONG',
        message: 'server English that is never shown',
        details: { max: 100 },
      });
    renderFeedback();
    fireEvent.click(toggle());
    fireEvent.click(screen.getByRole('button', { name: 'Yes, accurate' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Feedback can have at most 100 characters.');
    answer = () => Promise.reject(new TypeError('offline'));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, accurate' }));
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('Feedback failed');
    expect(toggle().textContent).toBe('Were these results helpful?');
  });

  it('scrolling the page collapses the panel', () => {
    renderFeedback();
    fireEvent.click(toggle());
    act(() => {
      window.scrollY = 400;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(panel().hidden).toBe(true);
    window.scrollY = 0;
  });

  it('a visitor gets the login dialog; after login (page reload) the chosen praise is sent', async () => {
    const gate = vi.fn();
    renderFeedback({ loggedIn: false, gate });
    fireEvent.click(toggle());
    fireEvent.click(screen.getByRole('button', { name: 'Yes, accurate' }));
    expect(gate).toHaveBeenCalledTimes(1);
    expect(fetchMock).not.toHaveBeenCalled();
    // The login dialog succeeded: the gate runs the action, which remembers the choice across the reload.
    act(() => (gate.mock.calls[0]![0] as () => void)());
    expect(JSON.parse(sessionStorage.getItem(RESUME_KEY)!)).toEqual({
      evaluation: 'praise',
      keyword: LONG_KEYWORD,
    });
    cleanup();

    renderFeedback();
    await settle();
    expect(posted()[0]?.body).toMatchObject({ evaluation: 'praise' });
    expect(sessionStorage.getItem(RESUME_KEY)).toBeNull();
  });

  it('a visitor choosing "not found" continues in the open text form after logging in', () => {
    sessionStorage.setItem(RESUME_KEY, JSON.stringify({ evaluation: 'trodden', keyword: LONG_KEYWORD }));
    renderFeedback();
    expect(panel().hidden).toBe(false);
    expect(screen.getByRole('textbox', { name: 'What were you looking for?' })).toBeTruthy();
  });
});
