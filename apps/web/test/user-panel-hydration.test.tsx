/**
 * Issue 11: the message center and the header's bell hydrate the server HTML without a mismatch and without a
 * request (the bootstrap holds their data); "Mark all as read" then posts updateMsg and the bell follows.
 */
import type { Message } from '@portico/contracts';
import { DEFAULT_LOGIN_MENU } from '@portico/core';
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { packsForRoute } from '@/i18n/packs.ts';
import { messagesFor } from '@/i18n/server-messages.ts';
import type { PorticoData } from '@/lib/portico-data.ts';
import { makeBootstrap, SCHOOL_ID } from './fixtures/bootstrap.ts';
import { viewer } from './header-client.tsx';
import { loadDocument, serverHtml } from './hydration-helpers.ts';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}

const url = `/center/privateCenter.htm?schoolId=${SCHOOL_ID}&type=personalCenter_Message&sxz-lang=en_US`;
const records = [1, 2, 3].map((n): Message => ({
  id: `410000000000000000${n}`,
  kind: n === 1 ? 'course-added' : 'system',
  title: `Notice ${n}`,
  content: 'Hello',
  link: n === 1 ? `/course/${SCHOOL_ID}/course-view?courseId=3000000000000010001` : null,
  params:
    n === 1
      ? { course: 'SQL', school: '演示学院', schoolEn: 'Demo Academy' }
      : ({} as Record<string, string>),
  read: n === 3,
  createdTime: `2026-01-0${n}T00:00:00.000Z`,
}));

describe('user panel hydration', () => {
  let errors: MockInstance;
  beforeEach(() => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = true;
    errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    errors.mockRestore();
    delete window.__PORTICO__;
  });

  it('hydrates the message center without a request, then marks all read and clears the bell', async () => {
    const bootstrap = makeBootstrap(url, {
      viewer,
      membership: { validMember: true, admin: false, lecturer: false, role: 'member' },
      userPanel: {
        unreadMessages: 2,
        isVip: false,
        personSpaceVo: { fansCount: 0, focusCount: 0 },
        ai: { visible: false, logoUrl: null, havePositionTask: false },
        loginMenu: DEFAULT_LOGIN_MENU,
        creationEntry: false,
      },
      page: {
        kind: 'private-center',
        section: 'messages',
        enrolments: null,
        enrolmentStatus: 'all',
        enrolmentCounts: null,
        learningTasks: null,
        summary: null,
        tasks: null,
        messages: { records, total: 3, page: 1, pageSize: 10, unreadCount: 2 },
      },
    });
    const data: PorticoData = {
      bootstrap,
      messages: messagesFor('en_US', packsForRoute(bootstrap.route.id)),
    };
    loadDocument(await serverHtml(bootstrap), url);
    const fetchMock = vi.fn(async (..._args: unknown[]) =>
      Response.json({ code: 200, data: { updated: 2, unreadCount: 0 } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    vi.resetModules();
    const client = await import('@/app/hydrate.tsx');
    let root: Root | undefined;
    try {
      await act(async () => {
        root = client.hydrate(data);
      });
      const markAll = () =>
        [...document.querySelectorAll<HTMLButtonElement>('main button')].find(
          (button) => button.textContent === 'Mark all as read',
        )!;
      expect(document.querySelector('[data-bell] [data-badge]')?.textContent).toBe('2');
      expect(document.querySelector('main [data-message-id] a')?.textContent).toBe('New course: SQL');
      // The lazy message center hydrates once its chunk is there: click until the request goes out.
      for (let i = 0; i < 50 && fetchMock.mock.calls.length === 0; i++) {
        await act(async () => {
          markAll().click();
          await new Promise((resolve) => setTimeout(resolve, 10));
        });
      }
      expect(errors.mock.calls).toEqual([]);
      expect(fetchMock).toHaveBeenCalledTimes(1);
      const [requestUrl, init] = fetchMock.mock.calls[0] as [string, RequestInit];
      expect(requestUrl).toBe(`/api/personal-center/updateMsg?schoolId=${SCHOOL_ID}&pushClient=4`);
      expect([init.method, init.body]).toEqual(['POST', '{"all":true}']);
      await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
      expect(document.querySelector('[data-bell] [data-badge]')).toBeNull();
      expect(document.querySelector('main [role="status"]')?.textContent).toBe('All messages are read');
      expect(markAll().disabled).toBe(true);
    } finally {
      act(() => root?.unmount());
      vi.unstubAllGlobals();
    }
  });
});
