/** The pages the browser benchmarks load (issue 10 §3, §5): portal home, search results, a course page. */

export const DEMO_ACADEMY = '1000000000000000001';
export const SEARCH_KEYWORD = '数据';

/** Debian's Chromium flags of the e2e suite (DEVELOPERS.md). */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface BenchPage {
  name: 'home' | 'search' | 'course';
  url: string;
}

/** Paths (with query) on a running portal; the course is the first result of the search, asked once. */
export async function benchPages(origin: string, lang: string): Promise<BenchPage[]> {
  const query = new URLSearchParams({ schoolId: DEMO_ACADEMY, keyword: SEARCH_KEYWORD, record: '0' });
  const response = await fetch(`${origin}/api/search/v1/search/courses?${query}`);
  const { data } = (await response.json()) as { data: { records: Array<{ id: string }> } };
  const courseId = data.records[0]?.id;
  if (!courseId) throw new Error(`no course found for "${SEARCH_KEYWORD}"`);
  const keyword = encodeURIComponent(SEARCH_KEYWORD);
  return [
    { name: 'home', url: `/portal/${DEMO_ACADEMY}?sxz-lang=${lang}` },
    {
      name: 'search',
      url: `/portal/${DEMO_ACADEMY}/search?keyword=${keyword}&activeIndex=-1&sxz-lang=${lang}`,
    },
    { name: 'course', url: `/course/${DEMO_ACADEMY}/course-view?courseId=${courseId}&sxz-lang=${lang}` },
  ];
}
