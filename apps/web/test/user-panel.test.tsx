/**
 * Issue 11 in the browser build: the bell (99+, hidden where spec §5 hides it, kept current across tabs, reset by
 * the clear-notification event), the user menu by role, message wording, the AI entry's 5 s task tip, the
 * certification bar and the profile checks; and the server render of the user's own pages.
 */
import { DEFAULT_LOGIN_MENU } from '@portico/core';
import type { Message, ShellBootstrap, UserPanelState } from '@portico/contracts';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AiEntry } from '@/features/ai-assistant/components/ai-entry.tsx';
import { CertificationBar } from '@/features/certification/components/certification-bar.tsx';
import { NotificationBell } from '@/features/messages/components/notification-bell.tsx';
import { messageText } from '@/features/messages/utils/message-text.ts';
import { avatarFileProblem, nicknameProblem } from '@/features/person-space/utils/profile-input.ts';
import { menuEntries } from '@/features/user-menu/utils/menu-entries.ts';
import { createI18n } from '@/i18n/create-i18n.ts';
import type { TFn } from '@/i18n/keys.ts';
import { messagesFor } from '@/i18n/server-messages.ts';
import { CLEAR_NOTIFICATION_EVENT, publishCount } from '@/lib/message-sync.ts';
import { homeUrl, makeBootstrap, SCHOOL_ID } from './fixtures/bootstrap.ts';
import { mount, setUpHeaderTests, tick, viewer } from './header-client.tsx';
import { parse, renderToString } from './render-helpers.ts';
import { stubVisibility } from './visibility-stub.ts';

setUpHeaderTests();

const panel = (over: Partial<UserPanelState> = {}): UserPanelState => ({
  unreadMessages: 4,
  isVip: true,
  personSpaceVo: { fansCount: 2, focusCount: 1 },
  ai: { visible: true, logoUrl: null, havePositionTask: true },
  loginMenu: DEFAULT_LOGIN_MENU,
  creationEntry: true,
  ...over,
});
const member = { validMember: true, admin: false, lecturer: false, role: 'member' as const };
const learner = (over: Partial<ShellBootstrap> = {}) =>
  makeBootstrap(homeUrl, { viewer, membership: member, userPanel: panel(), ...over });
const t: TFn = (() => {
  const i18n = createI18n('en_US', messagesFor('en_US'));
  return (key, vars) => i18n.t(key, vars ?? {});
})();

describe('notification bell (header 006)', () => {
  it('shows the unread count, 99+ above 99, and links to the message center', () => {
    mount(<NotificationBell />, learner({ userPanel: panel({ unreadMessages: 120 }) }));
    const bell = screen.getByRole('link', { name: 'Messages, 99+ unread' });
    expect(bell.getAttribute('href')).toBe(
      `/center/privateCenter.htm?schoolId=${SCHOOL_ID}&type=personalCenter_Message&sxz-lang=en_US`,
    );
  });

  it('is hidden for visitors and on overseas hosts unless the school is on the notify list', () => {
    const { unmount } = mount(<NotificationBell />, makeBootstrap(homeUrl));
    expect(screen.queryByRole('link')).toBeNull();
    unmount();
    const overseas = learner({ overseas: true });
    const second = mount(<NotificationBell />, overseas);
    expect(screen.queryByRole('link')).toBeNull();
    second.unmount();
    mount(<NotificationBell />, { ...overseas, switching: { ...overseas.switching, notifySchool: true } });
    expect(screen.getByRole('link', { name: 'Messages, 4 unread' })).toBeTruthy();
  });

  it('follows counts announced by other tabs and resets on the clear-notification event', async () => {
    mount(<NotificationBell />, learner());
    await act(async () => publishCount({ schoolId: SCHOOL_ID, userId: viewer.id, count: 7 }));
    expect(screen.getByRole('link', { name: 'Messages, 7 unread' })).toBeTruthy();
    // Another school's or user's count is not ours.
    await act(async () => publishCount({ schoolId: '1000000000000000002', userId: viewer.id, count: 1 }));
    expect(screen.getByRole('link', { name: 'Messages, 7 unread' })).toBeTruthy();
    await act(async () => void window.dispatchEvent(new Event(CLEAR_NOTIFICATION_EVENT)));
    expect(screen.getByRole('link', { name: 'Messages' })).toBeTruthy();
  });
});

describe('user menu entries (spec §5 / §6)', () => {
  const keys = (b: ShellBootstrap) => menuEntries(b, t).map((entry) => entry.key);

  it('a learner: personal center and space, my learning, messages with the count, switched-on entrances', () => {
    const entries = menuEntries(learner(), t);
    expect(entries.map((e) => e.key)).toEqual([
      'personal',
      'space',
      'learning',
      'messages',
      'entrance:myTasks',
      'creation',
    ]);
    expect(entries.find((e) => e.key === 'messages')?.badge).toBe(4);
    expect(entries.find((e) => e.key === 'entrance:myTasks')?.groupStart).toBe(true);
  });

  it('follows the login-menu config, the creation rule, roles and the overseas messages rule', () => {
    const loginMenu = {
      entries: { ...DEFAULT_LOGIN_MENU.entries, personalSpace: false },
      learningEntrance: { ...DEFAULT_LOGIN_MENU.learningEntrance, myTasks: false, learningArchive: true },
    };
    const b = learner({ userPanel: panel({ loginMenu, creationEntry: false }), overseas: true });
    expect(keys(b)).toEqual(['personal', 'learning', 'entrance:learningArchive']);
    const admin = learner({ membership: { validMember: true, admin: true, lecturer: true, role: 'admin' } });
    expect(keys(admin).slice(-4)).toEqual(['creation', 'management', 'console', 'teaching']);
  });
});

describe('message wording', () => {
  const message = (over: Partial<Message>): Message => ({
    id: '4100000000000000001',
    kind: 'system',
    title: 'Stored title',
    content: 'Stored content',
    link: null,
    params: {},
    read: false,
    createdTime: '2026-01-01T00:00:00.000Z',
    ...over,
  });

  it('words known kinds in the reader language from params, else shows what was stored', () => {
    const added = message({
      kind: 'course-added',
      params: { course: 'SQL', school: '演示学院', schoolEn: 'Demo Academy' },
    });
    expect(messageText(added, t, 'en_US')).toEqual({
      title: 'New course: SQL',
      content: 'Demo Academy added the course “SQL”.',
    });
    // Issue 25: the author hears how the review of their course went, the reviewer's comment quoted.
    const rejected = message({ kind: 'course-rejected', params: { course: 'SQL', comment: 'Add a quiz' } });
    expect(messageText(rejected, t, 'en_US')).toEqual({
      title: 'Changes requested: SQL',
      content: 'Your course “SQL” was not approved. Reviewer’s comment: Add a quiz',
    });
    expect(
      messageText(message({ kind: 'course-approved', params: { course: 'SQL' } }), t, 'en_US').title,
    ).toBe('Course published: SQL');
    // Issue 25 item 4: the same for an O3 knowledge article.
    const article = message({
      kind: 'article-rejected',
      params: { article: 'Alt text', comment: 'An example' },
    });
    expect(messageText(article, t, 'en_US')).toEqual({
      title: 'Changes requested: Alt text',
      content: 'Your article “Alt text” was not approved. Reviewer’s comment: An example',
    });
    expect(
      messageText(message({ kind: 'article-approved', params: { article: 'Alt text' } }), t, 'en_US').title,
    ).toBe('Article published: Alt text');
    expect(messageText(message({ kind: 'course-added' }), t, 'en_US').title).toBe('Stored title');
    expect(messageText(message({ kind: 'feedback-replied' }), t, 'en_US').content).toBe('Stored content');
  });
});

describe('AI entry (header 009)', () => {
  it('tips a due position task for 5 s once a day and opens role learning', async () => {
    stubVisibility();
    const { unmount } = mount(<AiEntry />, learner());
    await tick(10);
    expect(screen.getByRole('status').textContent).toBe('You have a new role-learning task');
    const link = screen.getByRole('link', { name: 'AI assistant' });
    expect(link.getAttribute('href')).toContain('tab=roleLearning');
    expect(link.getAttribute('target')).toBe('_blank');
    await tick(5000);
    expect(screen.queryByRole('status')).toBeNull();
    unmount();
    mount(<AiEntry />, learner());
    await tick(10);
    expect(screen.queryByRole('status')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'AI assistant' }));
    await tick(10);
    expect(screen.getByRole('link', { name: 'AI assistant' }).getAttribute('href')).not.toContain(
      'roleLearning',
    );
  });

  it('issue 22 item 1: the day is not recorded while the entry is off screen (the hidden desktop header)', async () => {
    let hidden = true;
    const screenState = stubVisibility(() => hidden);
    mount(<AiEntry />, learner());
    await tick(10);
    expect(screen.queryByRole('status')).toBeNull();
    expect(localStorage.getItem(`portico_ai_task_tip:${SCHOOL_ID}`)).toBeNull();
    hidden = false;
    await act(async () => screenState.recheck());
    expect(screen.getByRole('status').textContent).toBe('You have a new role-learning task');
    expect(localStorage.getItem(`portico_ai_task_tip:${SCHOOL_ID}`)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('is removed unless logged in and visible to the viewer (spec §5)', () => {
    const { unmount } = mount(
      <AiEntry />,
      learner({ userPanel: panel({ ai: { visible: false, logoUrl: null, havePositionTask: false } }) }),
    );
    expect(screen.queryByRole('link')).toBeNull();
    unmount();
    mount(<AiEntry />, makeBootstrap(homeUrl));
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('certification bar (spec §4)', () => {
  const certification = {
    show: true,
    authType: '1',
    certificationLevel: '0',
    isInnerIp: true,
    hasInternal: true,
  };

  it('says uploads wait for certification, offers admins the way, and closes for the session', async () => {
    const admin = learner({ certification, membership: { ...member, admin: true, role: 'admin' } });
    mount(<CertificationBar />, admin);
    const bar = screen.getByRole('region', { name: 'Certification notice' });
    expect(bar.textContent).toContain('certification: none');
    expect(screen.getByRole('link', { name: 'Complete certification' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close the certification notice' }));
    expect(screen.queryByRole('region')).toBeNull();
    expect(sessionStorage.getItem(`portico_certification_bar_closed:${SCHOOL_ID}`)).toBe('1');
    sessionStorage.clear();
  });

  it('is absent when the server says not to show it', () => {
    mount(<CertificationBar />, learner({ certification: { ...certification, show: false } }));
    expect(screen.queryByRole('region')).toBeNull();
  });
});

describe('profile checks (issue 11 §4, core rules)', () => {
  it('refuses empty, long, special-character and emoji nicknames; GIF/JPEG/PNG avatars up to 512 KiB', () => {
    expect(nicknameProblem('  ')).toBe('person.nicknameRequired');
    expect(nicknameProblem('x'.repeat(31))).toBe('errors.USER_NAME_TOO_LONG');
    expect(nicknameProblem('a/b')).toBe('errors.USER_NAME_SPECIAL_CHARACTERS');
    expect(nicknameProblem('Lena 😀')).toBe('errors.USER_NAME_EMOJI');
    expect(nicknameProblem('Lena L.')).toBeNull();
    expect(avatarFileProblem({ type: 'image/svg+xml', size: 10 })).toBe('errors.AVATAR_INVALID');
    expect(avatarFileProblem({ type: 'image/png', size: 512 * 1024 + 1 })).toBe('errors.AVATAR_TOO_LARGE');
    expect(avatarFileProblem({ type: 'image/jpeg', size: 512 * 1024 })).toBeNull();
  });
});

describe("server render of the user's own pages", () => {
  it('the message center shows the bootstrap page of messages on first paint', async () => {
    const url = `/center/privateCenter.htm?schoolId=${SCHOOL_ID}&type=personalCenter_Message&sxz-lang=en_US`;
    const records = [1, 2].map((n) => ({
      id: `410000000000000000${n}`,
      kind: 'system',
      title: `Notice ${n}`,
      content: 'Hello',
      link: null,
      params: {},
      read: n === 2,
      createdTime: '2026-01-01T00:00:00.000Z',
    }));
    const b = makeBootstrap(url, {
      viewer,
      membership: member,
      userPanel: panel(),
      page: {
        kind: 'private-center',
        section: 'messages',
        enrolments: null,
        enrolmentStatus: 'all',
        enrolmentCounts: null,
        learningTasks: null,
        summary: null,
        tasks: null,
        messages: { records, total: 2, page: 1, pageSize: 10, unreadCount: 1 },
      },
    });
    const doc = parse((await renderToString(b)).html);
    const main = doc.querySelector('main')!;
    expect(main.querySelectorAll('[data-message-id]')).toHaveLength(2);
    expect(main.textContent).toContain('Unread: 1');
    expect(main.querySelector('[aria-current="page"]')?.textContent).toBe('Messages');
  });
});
