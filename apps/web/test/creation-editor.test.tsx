/**
 * Issue 25 item 3: the creation center's course editor — a stale save says someone else saved, keeps the author's
 * changes (in memory and in this browser) and offers reload, then restore; the review steps shown are exactly the
 * server's allowed actions for the state and role; a reject needs a comment; a resource still missing its exam is
 * refused before anything is sent.
 */
import type { AuthoringOptions, DraftView } from '@portico/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EditorBody } from '@/features/creation-center/components/editor-body.tsx';
import { createI18n } from '@/i18n/create-i18n.ts';
import { messagesFor } from '@/i18n/server-messages.ts';
import { envelope } from './client-helpers.tsx';

const SCHOOL = '1000000000000000001';
const COURSE = '2000000000000000001';

const OPTIONS: AuthoringOptions = {
  languages: ['en_US', 'zh_CN'],
  defaultLang: 'en_US',
  categories: [{ id: '3000000000000000001', parentId: null, title: 'Design' }],
  lecturers: [{ userId: '4000000000000000001', name: 'Lin Wei' }],
  exams: [{ id: '5000000000000000001', title: 'Final exam' }],
  reviewOn: true,
};

function view(patch: Partial<DraftView> = {}): DraftView {
  return {
    courseId: COURSE,
    version: 3,
    draft: {
      title: { en_US: 'Colour basics' },
      description: {},
      cover: null,
      categoryId: null,
      lecturerIds: [],
      price: 0,
      actualPrice: 0,
      visibility: 'public',
      chapters: [
        {
          id: '6000000000000000001',
          title: { en_US: 'Hue' },
          resources: [
            {
              id: '7000000000000000001',
              kind: 'external',
              title: { en_US: 'Colour wheel' },
              required: true,
              url: 'https://example.org/wheel',
            },
          ],
        },
      ],
    },
    state: { review: 'editing', publishedVersion: null, latestVersion: 0, unpublishedChanges: true },
    actions: ['save', 'submit', 'delete'],
    reviewOn: true,
    reviewComment: null,
    author: { userId: '4000000000000000001', name: 'Lin Wei' },
    updatedAt: '2026-11-27T10:00:00.000Z',
    updatedBy: null,
    liveUrl: null,
    ...patch,
  };
}

const ok = (data: unknown) => envelope(200, { code: 200, data });
let fetchMock: ReturnType<typeof vi.fn>;

function renderEditor(initial: DraftView) {
  const i18n = createI18n('en_US', messagesFor('en_US', ['creation', 'console']));
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <EditorBody
          schoolId={SCHOOL}
          lang="en_US"
          initial={initial}
          options={OPTIONS}
          MediaUpload={undefined}
          onBack={() => undefined}
        />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

const titleInput = () =>
  within(screen.getByRole('group', { name: 'Course title' })).getByRole('textbox', { name: /English/ });

describe('creation center course editor', () => {
  beforeEach(() => {
    window.localStorage.clear();
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('confirm', () => true);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('a stale save keeps the author’s changes, offers reload, then restoring them on the newer version', async () => {
    renderEditor(view());
    expect(screen.getByText('All changes saved').getAttribute('role')).toBe('status');
    fireEvent.change(titleInput(), { target: { value: 'Colour theory' } });
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    fetchMock.mockResolvedValueOnce(
      envelope(409, {
        code: 409,
        errorCode: 'DRAFT_VERSION_STALE',
        message: 'stale',
        details: { currentVersion: 4 },
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    const alert = await screen.findByText(/Someone else saved this course after you opened it/);
    expect(alert.closest('[role="alert"]')).toBeTruthy();
    // The request carried the version the author loaded, and nothing of theirs is lost.
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({
      version: 3,
      draft: { title: { en_US: 'Colour theory' } },
    });
    expect((titleInput() as HTMLInputElement).value).toBe('Colour theory');
    expect(window.localStorage.getItem(`portico.creation.draft.${SCHOOL}.${COURSE}`)).toContain(
      'Colour theory',
    );

    const newer = view({ version: 4, draft: { ...view().draft, title: { en_US: 'Colour by a colleague' } } });
    fetchMock.mockResolvedValueOnce(ok(newer));
    fireEvent.click(screen.getByRole('button', { name: 'Reload the newer version' }));
    await waitFor(() => expect((titleInput() as HTMLInputElement).value).toBe('Colour by a colleague'));
    expect(screen.getByText('All changes saved')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Restore my changes' }));
    expect((titleInput() as HTMLInputElement).value).toBe('Colour theory');
    expect(screen.getByText('Unsaved changes')).toBeTruthy();

    fetchMock.mockResolvedValueOnce(
      ok({ ...newer, version: 5, draft: { ...newer.draft, title: { en_US: 'Colour theory' } } }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findByText('All changes saved');
    const [, saved] = fetchMock.mock.calls[2] as [string, RequestInit];
    expect(JSON.parse(String(saved.body))).toMatchObject({ version: 4 });
    expect(window.localStorage.getItem(`portico.creation.draft.${SCHOOL}.${COURSE}`)).toBeNull();
  });

  it('an author with review on sees Submit for review, not Publish or Approve', () => {
    renderEditor(view());
    expect(screen.getByRole('button', { name: 'Submit for review' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Approve and publish' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reject…' })).toBeNull();
  });

  it('with review off the author publishes directly, and a published course can be taken down', async () => {
    renderEditor(view({ reviewOn: false, actions: ['save', 'publish', 'delete'] }));
    expect(screen.getByText(/Content review is off/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit for review' })).toBeNull();
    fetchMock.mockResolvedValueOnce(
      ok(
        view({
          version: 4,
          reviewOn: false,
          state: { review: 'editing', publishedVersion: 1, latestVersion: 1, unpublishedChanges: false },
          actions: ['save', 'unpublish'],
          liveUrl: `/course/${SCHOOL}/course-view?courseId=${COURSE}`,
        }),
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Published. Learners see this version now.')).toBeTruthy();
    expect(screen.getAllByText('Published (version 1)').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'See the published course' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Unpublish' })).toBeTruthy();
    const [url] = fetchMock.mock.calls[0] as [string];
    expect(url).toBe(`/api/authoring/v1/${SCHOOL}/courses/${COURSE}/publish`);
  });

  it('an admin reviewing sees approve and reject; the draft is locked; a reject needs a comment', async () => {
    const inReview = view({
      state: { review: 'in_review', publishedVersion: null, latestVersion: 0, unpublishedChanges: true },
      actions: ['withdraw', 'approve', 'reject'],
    });
    renderEditor(inReview);
    expect(screen.getByText(/waiting for review and cannot be edited/)).toBeTruthy();
    expect((titleInput() as HTMLInputElement).closest('fieldset[disabled]')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save draft' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Approve and publish' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reject…' }));
    fireEvent.click(screen.getByRole('button', { name: 'Reject with this comment' }));
    expect(await screen.findByText('Write a comment so the author knows what to change.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.change(screen.getByRole('textbox', { name: 'Comment for the author (required)' }), {
      target: { value: 'Add a summary chapter.' },
    });
    fetchMock.mockResolvedValueOnce(
      ok({
        ...inReview,
        version: 4,
        state: { ...inReview.state, review: 'rejected' },
        actions: ['save', 'delete'],
        reviewComment: 'Add a summary chapter.',
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Reject with this comment' }));
    expect(await screen.findByText('Rejected; the author has been told why.')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(`/api/authoring/v1/${SCHOOL}/courses/${COURSE}/reject`);
    expect(JSON.parse(String(init.body))).toEqual({ version: 3, comment: 'Add a summary chapter.' });
    expect(screen.getAllByText('Rejected').length).toBeGreaterThan(0);
  });

  it('an exam resource without its exam is refused before sending, at that resource', async () => {
    renderEditor(view());
    const chapter = screen.getByRole('heading', { name: 'Hue' }).closest('li') as HTMLElement;
    fireEvent.change(within(chapter).getByRole('combobox'), { target: { value: 'exam' } });
    fireEvent.click(within(chapter).getByRole('button', { name: /Add resource/ }));
    expect(screen.getByRole('heading', { name: 'Edit resource: Exam' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(
      (await screen.findAllByText('Choose the exam of this resource before saving.')).length,
    ).toBeGreaterThan(0);
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.change(screen.getByRole('combobox', { name: 'Exam' }), {
      target: { value: '5000000000000000001' },
    });
    const base = view().draft;
    const [hue] = base.chapters;
    const exam = {
      id: '7000000000000000009',
      kind: 'exam' as const,
      title: {},
      required: true,
      examId: '5000000000000000001',
    };
    fetchMock.mockResolvedValueOnce(
      ok(
        view({
          version: 4,
          draft: { ...base, chapters: [{ ...hue!, resources: [...hue!.resources, exam] }] },
        }),
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findByText('All changes saved');
    // The new resource got the server's id and its form stays open.
    expect(screen.getByRole('heading', { name: 'Edit resource: Exam' })).toBeTruthy();
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    const sent = JSON.parse(String(init.body)) as { draft: DraftView['draft'] };
    expect(sent.draft.chapters[0]?.resources[1]).toMatchObject({
      id: null,
      kind: 'exam',
      examId: '5000000000000000001',
    });
  });
});
