/**
 * The catalogue and enrolment sections on the one console frame (issue 23 item 1): SectionShell's heading and
 * status region, the shared fields. Catalogue: the picked item's texts load and save with their version, a missing
 * default-language title is tied to its field and nothing is sent. Enrolments: a single enrolment's outcome or
 * refusal is said in the section's status region; a refused CSV is the CSV field's error.
 */
import type { ConsoleCatalogueList } from '@portico/contracts';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import CatalogueSection from '@/features/console-catalogue/components/catalogue-section.tsx';
import EnrolmentsSection from '@/features/console-enrolments/components/enrolments-section.tsx';
import { envelope } from './client-helpers.tsx';
import { renderConsoleSection } from './console-helpers.tsx';
import { SCHOOL_ID } from './fixtures/bootstrap.ts';

const COURSE = '2000000000000000001';
const CATEGORY = '3000000000000000001';

let fetchMock: ReturnType<typeof vi.fn>;
const calls = (part: string) => fetchMock.mock.calls.filter((c) => String(c[0]).includes(part));
const writes = () =>
  fetchMock.mock.calls.filter((c) => ((c[1] as RequestInit | undefined)?.method ?? 'GET') !== 'GET');
const bodyOf = (call: unknown[] | undefined) =>
  JSON.parse(String((call?.[1] as RequestInit).body)) as unknown;
const flush = () =>
  act(async () => {
    await new Promise((r) => setTimeout(r, 0));
  });
const ok = (data: unknown) => envelope(200, { code: 200, data });
const refused = (status: number, errorCode: string) =>
  envelope(status, { code: status, errorCode, message: 'refused', data: null });

beforeEach(() => {
  fetchMock = vi.fn(async () => ok(null));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const list: ConsoleCatalogueList = {
  languages: ['zh_CN', 'en_US'],
  defaultLang: 'zh_CN',
  categories: [{ id: CATEGORY, parentId: null, title: '编程' }],
  courses: [{ id: COURSE, categoryId: CATEGORY, name: 'Python 编程入门' }],
};
const courseTexts = { name: { zh_CN: 'Python 编程入门' }, description: {}, lecturerName: {} };

describe('catalogue section', () => {
  it('opens the first course, refuses an empty default title on its field, then saves with the version', async () => {
    fetchMock.mockImplementation(async (url: string) =>
      url.includes(`/catalogue/courses/${COURSE}`)
        ? ok({ version: 7, data: courseTexts })
        : url.endsWith('/catalogue')
          ? ok({ version: 8, data: list })
          : ok(null),
    );
    renderConsoleSection('catalogue', CatalogueSection, { version: 7, data: list });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Catalogue texts per language');
    const picker = screen.getByLabelText('Category or course') as HTMLSelectElement;
    expect(picker.value).toBe(`course:${COURSE}`);
    expect(within(picker).getByRole('group', { name: 'Categories' }).textContent).toContain('编程');
    const title = await screen.findByRole('group', { name: 'Course title' });
    const chinese = within(title).getAllByRole('textbox')[0] as HTMLInputElement;
    expect(chinese.value).toBe('Python 编程入门');

    fireEvent.change(chinese, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(chinese.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(chinese.getAttribute('aria-describedby') ?? '')?.textContent).toMatch(
      /default language/,
    );
    expect(writes()).toHaveLength(0);

    fireEvent.change(chinese, { target: { value: 'Python 入门' } });
    fetchMock.mockResolvedValueOnce(
      ok({ version: 8, data: { ...courseTexts, name: { zh_CN: 'Python 入门' } } }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await flush();
    const put = calls(`/api/console/${SCHOOL_ID}/catalogue/courses/${COURSE}`).find(
      (c) => (c[1] as RequestInit | undefined)?.method === 'PUT',
    );
    expect(bodyOf(put)).toEqual({
      expectedVersion: 7,
      data: { ...courseTexts, name: { zh_CN: 'Python 入门' } },
    });
    expect(await screen.findByText(/^Saved\./)).toBeTruthy();
  });

  it('says a course of the creation center gets the edits in its draft too, and links to it', async () => {
    fetchMock.mockImplementation(async (url: string) =>
      url.includes(`/catalogue/courses/${COURSE}`)
        ? ok({ version: 7, data: { ...courseTexts, authored: true } })
        : ok(null),
    );
    renderConsoleSection('catalogue', CatalogueSection, { version: 7, data: list });
    const notice = await screen.findByTestId('catalogue-authored');
    expect(notice.textContent).toMatch(/also goes into its draft/);
    const link = within(notice).getByRole('link', { name: 'Open it in the creation center' });
    expect(link.getAttribute('href')).toBe(
      `/iadmin/${SCHOOL_ID}/create-center/?courseId=${COURSE}&sxz-lang=en_US`,
    );
  });

  it("says so in the shell's status region when the school has nothing to translate", () => {
    renderConsoleSection('catalogue', CatalogueSection, {
      version: 1,
      data: { ...list, categories: [], courses: [] },
    });
    expect(screen.getByRole('status').textContent).toBe('This school has no categories or courses yet.');
    expect(screen.queryByLabelText('Category or course')).toBeNull();
  });
});

describe('enrolments section', () => {
  const enrolOne = async (account: string) => {
    fireEvent.change(screen.getByLabelText('Account (e-mail, mobile or user id)'), {
      target: { value: account },
    });
    fireEvent.change(screen.getByLabelText('Course id'), { target: { value: COURSE } });
    fireEvent.submit(screen.getByTestId('single-enrol'));
    await flush();
  };

  it("reports a single enrolment and its refusal in the section's status region", async () => {
    renderConsoleSection('enrolments', EnrolmentsSection, null);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Enrol a user in a course');
    const status = screen.getAllByRole('status')[0]!;
    fetchMock.mockResolvedValueOnce(ok({ status: 'enrolled', userId: '42', courseId: COURSE }));
    await enrolOne(' learner@demo.test ');
    const post = calls(`/api/console/${SCHOOL_ID}/enrolments`)[0];
    expect(bodyOf(post)).toEqual({ account: 'learner@demo.test', courseId: COURSE });
    expect(status.textContent).toBe('learner@demo.test is enrolled.');

    fetchMock.mockResolvedValueOnce(refused(404, 'USER_NOT_FOUND'));
    await enrolOne('nobody@demo.test');
    expect(status.textContent?.trim()).toBe('This user does not exist.');
  });

  it('ties a refused CSV to the CSV field and asks for one when it is empty', async () => {
    renderConsoleSection('enrolments', EnrolmentsSection, null);
    const form = screen.getByTestId('bulk-enrol');
    fireEvent.submit(form);
    const text = within(form).getByLabelText('CSV text (a chosen file fills it in)');
    expect(text.getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByRole('alert').textContent).toBe('Choose a file or paste the CSV first.');
    expect(writes()).toHaveLength(0);

    fireEvent.change(text, { target: { value: 'name,course\nA,B' } });
    fetchMock.mockResolvedValueOnce(refused(400, 'CSV_HEADER_INVALID'));
    fireEvent.submit(form);
    await flush();
    expect(calls(`/api/console/${SCHOOL_ID}/enrolments/bulk`)).toHaveLength(1);
    expect(within(form).getByRole('alert').textContent).toMatch(/first row must name the columns/);
  });
});
