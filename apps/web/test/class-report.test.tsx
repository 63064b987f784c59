// @vitest-environment happy-dom
/**
 * Issue 26 item 4: the class report shows the server's stored numbers per member and assignment, its sortable
 * headers are buttons whose column carries aria-sort and ask the server for the new order, the filters go to the
 * server, the export links carry the same query, and an essay of the class's queue is graded through the class
 * route (an out-of-range grade is refused before anything is sent).
 */
import type { ClassReport, GradingItem } from '@portico/contracts';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { packsForRoute } from '@/i18n/packs.ts';
import { ClassGrading } from '@/features/teaching-center/components/class-grading.tsx';
import { ClassReportView } from '@/features/teaching-center/components/class-report.tsx';
import { Providers, envelope } from './client-helpers.tsx';
import { SCHOOL_ID, makeBootstrap } from './fixtures/bootstrap.ts';

const CLASS_ID = '8100000000000000001';
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

const report: ClassReport = {
  classId: CLASS_ID,
  className: 'Biology',
  assignments: [
    {
      id: '8200000000000000001',
      kind: 'course',
      itemId: '1',
      title: 'Cells',
      dueAt: '2099-01-01T00:00:00.000Z',
    },
    {
      id: '8200000000000000002',
      kind: 'exam',
      itemId: '2',
      title: 'Cells check',
      dueAt: '2099-01-01T00:00:00.000Z',
    },
  ],
  rows: [
    {
      userId: 'u1',
      name: 'Ada',
      account: 'ada@example.com',
      lastActivityAt: '2026-11-20T09:00:00.000Z',
      completed: 1,
      cells: [
        {
          assignmentId: '8200000000000000001',
          state: 'in-progress',
          progress: 42,
          bestPercent: null,
          attempts: null,
          lastActivityAt: null,
        },
        {
          assignmentId: '8200000000000000002',
          state: 'completed',
          progress: null,
          bestPercent: 91.7,
          attempts: 2,
          lastActivityAt: null,
        },
      ],
    },
    {
      userId: 'u2',
      name: 'Bo',
      account: 'bo@example.com',
      lastActivityAt: null,
      completed: 0,
      cells: [
        {
          assignmentId: '8200000000000000001',
          state: 'not-started',
          progress: 0,
          bestPercent: null,
          attempts: null,
          lastActivityAt: null,
        },
        {
          assignmentId: '8200000000000000002',
          state: 'not-started',
          progress: null,
          bestPercent: null,
          attempts: 0,
          lastActivityAt: null,
        },
      ],
    },
  ],
  total: 2,
  memberCount: 2,
  generatedAt: '2026-11-21T09:00:00.000Z',
};

const essay: GradingItem = {
  attemptId: '8300000000000000001',
  position: 2,
  examId: '2',
  examTitle: 'Cells check',
  learnerName: 'Ada',
  stem: '<p>Describe a cell.</p>',
  answerText: 'A cell has a membrane.',
  points: 4,
  submittedAt: '2026-11-20T09:00:00.000Z',
};

const urls = () => fetchMock.mock.calls.map((call) => String(call[0]));

const renderWith = (children: React.ReactNode) =>
  render(
    <Providers
      bootstrap={makeBootstrap(`/classInfo/${SCHOOL_ID}/lecturing-center/class-management`)}
      packs={packsForRoute('teaching-center')}
    >
      {children}
    </Providers>,
  );

describe('class report', () => {
  it('shows the stored numbers, sorts through the server with aria-sort, filters and exports the same query', async () => {
    fetchMock.mockImplementation(async () => ok(report));
    renderWith(<ClassReportView schoolId={SCHOOL_ID} classId={CLASS_ID} lang="en_US" />);
    const table = await screen.findByRole('table');
    const ada = within(table).getByRole('rowheader', { name: /Ada/ }).closest('tr')!;
    expect(ada.textContent).toContain('42%');
    expect(ada.textContent).toContain('In progress');
    expect(ada.textContent).toContain('Best 91.7%');
    expect(ada.textContent).toContain('2 attempts');
    const bo = within(table).getByRole('rowheader', { name: /Bo/ }).closest('tr')!;
    expect(bo.textContent).toContain('No activity yet');
    expect(bo.textContent).toContain('No attempt');
    expect(screen.getByRole('status').textContent).toBe('Members shown: 2 / 2');

    const member = screen.getByRole('columnheader', { name: /Member/ });
    expect(member.getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(within(member).getByRole('button'));
    await waitFor(() => expect(urls().at(-1)).toContain('sort=name&order=desc'));
    await waitFor(() => expect(member.getAttribute('aria-sort')).toBe('descending'));
    const course = screen.getByRole('columnheader', { name: /Cells$/ });
    fireEvent.click(within(course).getByRole('button'));
    await waitFor(() =>
      expect(urls().at(-1)).toMatch(/sort=progress&order=asc&assignmentId=8200000000000000001/),
    );
    await waitFor(() => expect(course.getAttribute('aria-sort')).toBe('ascending'));
    expect(member.getAttribute('aria-sort')).toBeNull();

    fireEvent.change(screen.getByLabelText('Member name or account'), { target: { value: 'bo@' } });
    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'overdue' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(urls().at(-1)).toContain('keyword=bo%40'));
    expect(urls().at(-1)).toContain('state=overdue');
    const csv = screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')!;
    expect(csv).toContain(`/classes/${CLASS_ID}/report/export?`);
    expect(csv).toContain('format=csv');
    expect(csv).toContain('state=overdue');
    expect(csv).toContain('keyword=bo%40');
    expect(screen.getByRole('link', { name: 'Download Excel (XLSX)' }).getAttribute('href')).toContain(
      'format=xlsx',
    );
  });
});

describe('class grading queue', () => {
  it('refuses an out-of-range grade in the form and sends a valid one to the class route', async () => {
    let waiting = [essay];
    fetchMock.mockImplementation(async (input: string, init?: RequestInit) => {
      if (init?.method === 'PUT') {
        waiting = [];
        return ok(null);
      }
      return String(input).includes('/grading')
        ? ok({ records: waiting, total: waiting.length })
        : ok(report);
    });
    renderWith(<ClassGrading schoolId={SCHOOL_ID} classId={CLASS_ID} />);
    const form = await screen.findByTestId('class-grade-form');
    expect(form.textContent).toContain('A cell has a membrane.');
    expect(form.textContent).toContain('Cells check · question 2');
    fireEvent.change(within(form).getByLabelText('Points: 0 – 4'), { target: { value: '5' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save grade' }));
    expect(await within(form).findByText('Enter points from 0 to 4.')).toBeTruthy();
    expect(fetchMock.mock.calls.some((call) => (call[1] as RequestInit | undefined)?.method === 'PUT')).toBe(
      false,
    );
    fireEvent.change(within(form).getByLabelText('Points: 0 – 4'), { target: { value: '3.5' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save grade' }));
    await waitFor(() => expect(screen.getByText('No essay is waiting for a grade.')).toBeTruthy());
    const put = fetchMock.mock.calls.find((call) => (call[1] as RequestInit | undefined)?.method === 'PUT')!;
    expect(String(put[0])).toContain(`/classes/${CLASS_ID}/grading/${essay.attemptId}/2`);
    expect(JSON.parse(String((put[1] as RequestInit).body))).toEqual({ points: 3.5, feedback: '' });
    expect(screen.getAllByRole('status').at(-1)?.textContent).toContain('Grade saved.');
  });
});
