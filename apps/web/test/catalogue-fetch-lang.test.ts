/**
 * Issue 23 item 8: every fetch of catalogue, course, learning or search data made after the first paint (another
 * page of "my courses" or of the archive, a filter, search paging, an AI question) names the page's language in
 * the `sxz-lang` header, so what it brings reads in the page's language like the server-rendered first page.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ask } from '@/features/ai-assistant/api/ask.ts';
import { fetchArchive } from '@/features/learning-archive/api/archive.ts';
import { fetchEnrolments } from '@/features/learning-center/api/enrolments.ts';
import { fetchSearchCourses } from '@/features/search/api/search-courses.ts';
import { envelope } from './client-helpers.tsx';

const SCHOOL = '1000000000000000001';

describe('client fetches send the page language', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetchMock = vi.fn(async () => envelope(200, { code: 200, data: { records: [], total: 0 } }));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  const sentLanguages = () =>
    fetchMock.mock.calls.map(([url, init]) => [
      String(url).split('?')[0],
      (init as RequestInit).headers && ((init as RequestInit).headers as Record<string, string>)['sxz-lang'],
    ]);

  for (const lang of ['ar_SA', 'en_US'] as const) {
    it(`${lang}: learning center, archive, search and the AI assistant`, async () => {
      window.history.replaceState(null, '', `/center/privateCenter.htm?schoolId=${SCHOOL}&sxz-lang=${lang}`);
      await fetchEnrolments(SCHOOL, 2, 'all');
      await fetchArchive(SCHOOL, 2);
      await fetchSearchCourses({ schoolId: SCHOOL, keyword: 'python', categoryId: null, page: 2 });
      await ask(SCHOOL, { question: 'Python?' });
      expect(sentLanguages()).toEqual([
        ['/api/personal-center/v1/enrolments', lang],
        ['/api/personal-center/v1/learning/archive', lang],
        ['/api/search/v1/search/courses', lang],
        ['/api/ai/v1/chat', lang],
      ]);
    });
  }
});
