// @vitest-environment happy-dom
/**
 * Issue 26 item 3 on the web: the lecturer's scheduling form (the 100-character title counted as a reader counts,
 * the join URL's legality check, nothing sent while a field is wrong; what it sends when right), and the learner's
 * MyLive tab (upcoming and past, the join link only when the server says it is open, otherwise when it opens,
 * the .ics link), and the reminder message in the reader's language.
 */
import type { LiveSession, LiveSessionList } from '@portico/contracts';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { packsForRoute } from '@/i18n/packs.ts';
import { ClassLiveSessions } from '@/features/teaching-center/components/class-live-sessions.tsx';
import MyLive from '@/features/teaching-center/components/my-live.tsx';
import { messagesFor } from '@/i18n/server-messages.ts';
import { Providers, envelope } from './client-helpers.tsx';
import { SCHOOL_ID, makeBootstrap } from './fixtures/bootstrap.ts';

const CLASS_ID = '8100000000000000001';
const ok = (data: unknown) => envelope(200, { code: 200, data });
const en = messagesFor('en_US', [...packsForRoute('teaching-center'), 'errors']);
let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const session = (over: Partial<LiveSession>): LiveSession => ({
  id: '8400000000000000001',
  classId: CLASS_ID,
  className: 'Biology',
  title: 'Cells live',
  startAt: '2099-06-30T15:00:00.000Z',
  endAt: '2099-06-30T16:00:00.000Z',
  durationMinutes: 60,
  state: 'upcoming',
  joinOpensAt: '2099-06-30T14:45:00.000Z',
  joinOpen: false,
  joinUrl: null,
  cancelledAt: null,
  remindedAt: null,
  ...over,
});

const empty: LiveSessionList = { upcoming: [], past: [], now: '2026-11-27T10:00:00.000Z' };

const renderIn = (node: React.ReactNode) =>
  render(
    <Providers
      bootstrap={makeBootstrap(`/classInfo/${SCHOOL_ID}/lecturing-center/class-management`)}
      packs={packsForRoute('teaching-center')}
    >
      {node}
    </Providers>,
  );

const posts = () =>
  fetchMock.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === 'POST');

describe('the scheduling form', () => {
  it('warns at the 101st character and for an illegal join URL, and sends nothing', async () => {
    fetchMock.mockImplementation(async () => ok(empty));
    renderIn(<ClassLiveSessions schoolId={SCHOOL_ID} classId={CLASS_ID} lang="en_US" />);
    const form = await screen.findByRole('form', { name: en['live.form.newTitle'] });
    const title = within(form).getByLabelText(en['live.form.title']!) as HTMLInputElement;
    fireEvent.change(title, { target: { value: '课'.repeat(99) + '😀' } });
    expect(form.textContent).toContain('Characters: 100 / 100');
    expect(form.querySelector('[role="alert"]')).toBeNull();
    fireEvent.change(title, { target: { value: '课'.repeat(100) + '😀' } });
    expect(form.textContent).toContain('Too long: 101 / 100');
    fireEvent.change(within(form).getByLabelText(en['live.form.start']!), {
      target: { value: '2099-06-30T15:00' },
    });
    fireEvent.change(within(form).getByLabelText(en['live.form.url']!), {
      target: { value: 'javascript:alert(1)' },
    });
    fireEvent.click(within(form).getByRole('button', { name: en['live.form.submit'] }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(posts()).toHaveLength(0);
    expect(form.textContent).toContain(messagesFor('en_US', ['errors'])['errors.LIVE_URL_INVALID']);
    expect(title.getAttribute('aria-invalid')).toBe('true');
  });

  it('sends the start as UTC, the duration as a number and the trimmed link', async () => {
    fetchMock.mockImplementation(async (_url: string, init?: RequestInit) =>
      init?.method === 'POST' ? ok(session({ joinUrl: 'https://meet.example.com/cells' })) : ok(empty),
    );
    renderIn(<ClassLiveSessions schoolId={SCHOOL_ID} classId={CLASS_ID} lang="en_US" />);
    const form = await screen.findByRole('form', { name: en['live.form.newTitle'] });
    fireEvent.change(within(form).getByLabelText(en['live.form.title']!), {
      target: { value: ' Cells live ' },
    });
    fireEvent.change(within(form).getByLabelText(en['live.form.start']!), {
      target: { value: '2099-06-30T15:00' },
    });
    fireEvent.change(within(form).getByLabelText(en['live.form.duration']!), { target: { value: '90' } });
    fireEvent.change(within(form).getByLabelText(en['live.form.url']!), {
      target: { value: ' https://meet.example.com/cells ' },
    });
    fireEvent.click(within(form).getByRole('button', { name: en['live.form.submit'] }));
    await screen.findByText('“Cells live” is scheduled.');
    expect(posts()).toHaveLength(1);
    const [url, init] = posts()[0]!;
    expect(String(url)).toBe(`/api/class/v1/${SCHOOL_ID}/classes/${CLASS_ID}/live-sessions`);
    expect(JSON.parse(String((init as RequestInit).body))).toEqual({
      title: 'Cells live',
      startAt: new Date('2099-06-30T15:00').toISOString(),
      durationMinutes: 90,
      joinUrl: 'https://meet.example.com/cells',
    });
  });
});

describe('the MyLive tab', () => {
  it('shows upcoming and past sessions, the join link only when open, and each .ics link', async () => {
    const list: LiveSessionList = {
      upcoming: [
        session({
          id: '8400000000000000002',
          title: 'Now open',
          state: 'live',
          joinOpen: true,
          joinUrl: 'https://meet.example.com/now',
        }),
        session({}),
      ],
      past: [
        session({
          id: '8400000000000000003',
          title: 'Done',
          state: 'ended',
          startAt: '2026-01-01T10:00:00.000Z',
        }),
      ],
      now: '2026-11-27T10:00:00.000Z',
    };
    fetchMock.mockResolvedValue(ok(list));
    renderIn(<MyLive schoolId={SCHOOL_ID} lang="en_US" />);
    const join = await screen.findByRole('link', { name: 'Join “Now open”' });
    expect(join.getAttribute('href')).toBe('https://meet.example.com/now');
    expect(join.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.queryByRole('link', { name: 'Join “Cells live”' })).toBeNull();
    const later = screen.getByText('Cells live').closest('li')!;
    expect(later.textContent).toMatch(/The join link opens at .*2099/);
    expect(within(later).getByText('Upcoming')).toBeTruthy();
    const ics = within(later).getByRole('link', { name: 'Add “Cells live” to my calendar (.ics)' });
    expect(ics.getAttribute('href')).toBe(
      `/api/class/v1/${SCHOOL_ID}/live-sessions/8400000000000000001/calendar.ics`,
    );
    expect(screen.getByRole('heading', { name: 'Past' })).toBeTruthy();
    const done = screen.getByText('Done').closest('li')!;
    expect(within(done).getByText('Ended')).toBeTruthy();
    expect(within(done).queryByRole('link')).toBeNull();
  });

  it('says where sessions will appear when there are none', async () => {
    fetchMock.mockResolvedValue(ok(empty));
    renderIn(<MyLive schoolId={SCHOOL_ID} lang="en_US" />);
    await screen.findByText(messagesFor('en_US', ['center'])['center.live.empty']!);
    expect(screen.getByText(en['live.emptyPast']!)).toBeTruthy();
  });
});

describe('live-session reminders', () => {
  it("are worded in the reader's language with the start time and its zone", async () => {
    const { messageText } = await import('@/features/messages/utils/message-text.ts');
    const { createI18n } = await import('@/i18n/create-i18n.ts');
    const zh = createI18n('zh_CN', messagesFor('zh_CN', []));
    const text = messageText(
      {
        id: '9000000000000000001',
        kind: 'live-reminder',
        title: 'Live session soon: Cells live',
        content: 'x',
        link: null,
        params: { class: 'Biology', title: 'Cells live', startAt: '2099-06-30T15:00:00.000Z' },
        read: false,
        createdTime: '2099-06-30T14:45:00.000Z',
      },
      zh.t.bind(zh) as never,
      'zh_CN',
    );
    expect(text.title).toBe('即将开始：Cells live');
    expect(text.content).toContain('Biology');
    expect(text.content).toContain('UTC');
    expect(text.content).not.toContain('T15:00:00');
  });
});
