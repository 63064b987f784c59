// @vitest-environment happy-dom
/**
 * Issue 26: the teaching center's class form counts characters as a reader does and warns at the 101st (nothing
 * is sent then); a CSV's per-row errors are listed in the user's language; the learner's class tasks show their
 * state and the stored progress.
 */
import type { ClassDetail, ClassTaskList, MemberAddResult } from '@portico/contracts';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { packsForRoute } from '@/i18n/packs.ts';
import ClassTasks from '@/features/teaching-center/components/class-tasks.tsx';
import TeachingCenter from '@/features/teaching-center/components/teaching-center.tsx';
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

const detail: ClassDetail = {
  class: {
    id: CLASS_ID,
    schoolId: SCHOOL_ID,
    name: 'Biology',
    description: '',
    lecturerId: '2000000000000000002',
    lecturerName: 'Tom Teacher',
    memberCount: 0,
    assignmentCount: 0,
    createdAt: '2026-11-20T09:00:00.000Z',
  },
  members: [],
  assignments: [],
  canManage: true,
};

function routeFetch(extra: (url: string, init?: RequestInit) => Response | null = () => null) {
  fetchMock.mockImplementation(async (input: string, init?: RequestInit) => {
    const url = String(input);
    const special = extra(url, init);
    if (special) return special;
    if (url.includes('/assignables')) return ok({ records: [] });
    if (url.includes('/live-sessions'))
      return ok({ upcoming: [], past: [], now: '2026-11-27T10:00:00.000Z' });
    if (url.includes('/grading')) return ok({ records: [], total: 0 });
    if (url.includes('/report')) {
      return ok({
        classId: CLASS_ID,
        className: 'Biology',
        assignments: [],
        rows: [],
        total: 0,
        memberCount: 0,
        generatedAt: '2026-11-20T09:00:00.000Z',
      });
    }
    if (url.endsWith(`/classes/${CLASS_ID}`)) return ok(detail);
    if (url.includes('/classes')) return ok({ records: [detail.class], total: 1 });
    return envelope(404, { code: 404, errorCode: 'NOT_FOUND', message: 'x' });
  });
}

const renderCenter = () =>
  render(
    <Providers
      bootstrap={makeBootstrap(`/classInfo/${SCHOOL_ID}/lecturing-center/class-management`)}
      packs={packsForRoute('teaching-center')}
    >
      <TeachingCenter schoolId={SCHOOL_ID} lang="en_US" />
    </Providers>,
  );

describe('teaching center', () => {
  it('counts an emoji as one character, warns at the 101st and sends nothing', async () => {
    routeFetch();
    renderCenter();
    await screen.findByRole('heading', { name: 'Biology' });
    const form = screen.getByRole('form', { name: en['classes.form.createTitle'] });
    const name = form.querySelector('input') as HTMLInputElement;
    fireEvent.change(name, { target: { value: '😀'.repeat(100) } });
    expect(form.textContent).toContain('Characters: 100 / 100');
    expect(form.querySelector('[role="alert"]')).toBeNull();
    fireEvent.change(name, { target: { value: '😀'.repeat(101) } });
    expect(form.textContent).toContain('Characters: 101 / 100');
    expect(form.querySelector('[role="alert"]')?.textContent).toBe('Too long: 101 / 100');
    const calls = fetchMock.mock.calls.length;
    fireEvent.click(screen.getByRole('button', { name: en['classes.form.create'] }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock.mock.calls.length).toBe(calls);
    expect(name.getAttribute('aria-invalid')).toBe('true');
  });

  it("lists a CSV's failed rows with their line and the reason in the user's language", async () => {
    const result: MemberAddResult = {
      added: 1,
      unchanged: 0,
      failed: 1,
      rows: [
        { row: 2, account: 'ann@example.test', status: 'added', errorCode: null, message: null },
        {
          row: 3,
          account: 'nobody@example.test',
          status: 'failed',
          errorCode: 'USER_NOT_FOUND',
          message: 'x',
        },
      ],
    };
    routeFetch((url, init) => (url.endsWith('/members/csv') && init?.method === 'POST' ? ok(result) : null));
    renderCenter();
    const input = (await screen.findByLabelText(en['classes.members.csv']!)) as HTMLInputElement;
    const file = new File(['account\nann@example.test\nnobody@example.test'], 'members.csv', {
      type: 'text/csv',
    });
    fireEvent.change(input, { target: { files: [file] } });
    await screen.findByText('Added 1, already in the class 0, failed 1.');
    expect(screen.getByText(/^Row 3 \(nobody@example\.test\):/).textContent).toContain(
      messagesFor('en_US', ['errors'])['errors.USER_NOT_FOUND'],
    );
    const sent = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/members/csv'));
    expect(JSON.parse(String(sent?.[1]?.body)).csv).toContain('nobody@example.test');
  });
});

describe('class tasks', () => {
  it('shows each task with its state, class, due date and stored progress', async () => {
    const list: ClassTaskList = {
      total: 1,
      tasks: [
        {
          assignmentId: '8300000000000000001',
          classId: CLASS_ID,
          className: 'Biology',
          kind: 'course',
          itemId: '3000000000000000001',
          title: 'Cells',
          dueAt: '2099-06-30T15:00:00.000Z',
          state: 'in-progress',
          progress: 40,
          link: `/course/${SCHOOL_ID}/course-view?courseId=3000000000000000001`,
        },
      ],
    };
    fetchMock.mockResolvedValue(ok(list));
    render(
      <Providers
        bootstrap={makeBootstrap(`/classInfo/${SCHOOL_ID}/lecturing-center/class-management`)}
        packs={packsForRoute('teaching-center')}
      >
        <ClassTasks schoolId={SCHOOL_ID} lang="en_US" />
      </Providers>,
    );
    const link = await screen.findByRole('link', { name: 'Course · Cells' });
    expect(link.getAttribute('href')).toContain('courseId=3000000000000000001');
    expect(link.getAttribute('href')).toContain('sxz-lang=en_US');
    await waitFor(() => expect(screen.getByText('In progress')).toBeTruthy());
    expect(screen.getByText(/Class: Biology/).textContent).toContain('40');
  });
});

describe('class-assignment messages', () => {
  it("are worded in the reader's language with the due date formatted", async () => {
    const { messageText } = await import('@/features/messages/utils/message-text.ts');
    const { createI18n } = await import('@/i18n/create-i18n.ts');
    const zh = createI18n('zh_CN', messagesFor('zh_CN', []));
    const text = messageText(
      {
        id: '9000000000000000001',
        kind: 'class-assignment',
        title: 'New task in Biology',
        content: 'Cells is due 2099-06-30 15:00 UTC',
        link: null,
        params: { class: 'Biology', item: 'Cells', dueAt: '2099-06-30T15:00:00.000Z' },
        read: false,
        createdTime: '2026-11-27T10:00:00.000Z',
      },
      zh.t.bind(zh) as never,
      'zh_CN',
    );
    expect(text.title).toBe('Biology 有新任务');
    expect(text.content).toContain('Cells');
    expect(text.content).not.toContain('T15:00:00');
  });
});
