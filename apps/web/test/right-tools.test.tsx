/** Issue 12 right-side tools (spec §1 / §4): which tools, customer service, O3 collapse, go-to-top stepping. */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RightTools } from '@/features/right-tools/components/right-tools.tsx';
import { scrollToTop } from '@/features/right-tools/utils/scroll-to-top.ts';
import { OpenFeedbackContext } from '@/lib/feedback-dialog.tsx';
import { Providers } from './client-helpers.tsx';
import { demoSchool, homeUrl, makeBootstrap } from './fixtures/bootstrap.ts';

const service = { servicePhone: '400-820-1234', serviceEmail: 'help@school.test', serviceWeChat: 'SchoolWx' };

function renderTools(over: Parameters<typeof makeBootstrap>[1] = {}, openFeedback = vi.fn()) {
  render(
    <Providers bootstrap={makeBootstrap(homeUrl, over)}>
      <OpenFeedbackContext.Provider value={openFeedback}>
        <RightTools />
      </OpenFeedbackContext.Provider>
    </Providers>,
  );
  return openFeedback;
}

const toolNames = () => screen.getAllByRole('listitem').map((item) => item.textContent);

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('right-side tools', () => {
  it('evaluation, feedback and the knowledge assistant; customer service only when configured', () => {
    renderTools();
    expect(toolNames()).toEqual(['Rate us', 'Feedback', 'Knowledge assistant']);
    const link = screen.getByRole('link', { name: 'Knowledge assistant' });
    expect(link.getAttribute('href')).toBe(`/mobile/AIChat-pc.htm?schoolId=${demoSchool.id}&sxz-lang=en_US`);
    cleanup();
    renderTools({ customerService: service });
    expect(toolNames()).toEqual(['Rate us', 'Feedback', 'Knowledge assistant', 'Customer service']);
    fireEvent.click(screen.getByRole('button', { name: 'Customer service' }));
    expect(screen.getByRole('link', { name: '400-820-1234' }).getAttribute('href')).toBe('tel:4008201234');
    expect(screen.getByRole('link', { name: 'help@school.test' }).getAttribute('href')).toBe(
      'mailto:help@school.test',
    );
    expect(screen.getByText('SchoolWx')).toBeTruthy();
  });

  it('evaluation opens the feedback dialog on "use experience", feedback on "fault report"', () => {
    const open = renderTools();
    fireEvent.click(screen.getByRole('button', { name: 'Rate us' }));
    fireEvent.click(screen.getByRole('button', { name: 'Feedback' }));
    expect(open.mock.calls).toEqual([[0], [1]]);
  });

  it('O3: collapsed shows only the first tool, the toggle expands them', () => {
    renderTools({ school: { ...demoSchool, kind: 'o3' } });
    expect(toolNames()).toEqual(['Rate us']);
    const toggle = screen.getByRole('button', { name: 'Show tools' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toolNames()).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Hide tools' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('no tools without a school or when the header is hidden', () => {
    renderTools({ school: null });
    expect(screen.queryByRole('complementary')).toBeNull();
    cleanup();
    renderTools({ headerHidden: true });
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('go-to-top appears above 500 px', async () => {
    renderTools();
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    await act(async () => {
      Object.defineProperty(window, 'scrollY', { value: 501, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
    expect(screen.getByRole('button', { name: 'Back to top' })).toBeTruthy();
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });
});

describe('scrollToTop (spec §4 / §9)', () => {
  function fakeWindow(start: number, reduced: boolean) {
    let y = start;
    Object.defineProperty(window, 'scrollY', { get: () => y, configurable: true });
    const scrollTo = vi.fn((options: ScrollToOptions) => {
      y = options.top ?? y;
    });
    vi.stubGlobal('scrollTo', scrollTo);
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduced && query.includes('reduce') }));
    return { scrollTo, position: () => y, move: (to: number) => (y = to) };
  }

  it('moves up 50 px every 10 ms until the top', () => {
    vi.useFakeTimers();
    const w = fakeWindow(180, false);
    const done = vi.fn();
    scrollToTop(done);
    vi.advanceTimersByTime(10);
    expect(w.position()).toBe(130);
    vi.advanceTimersByTime(20);
    expect(w.position()).toBe(30);
    vi.advanceTimersByTime(10);
    expect(w.position()).toBe(0);
    expect(done).toHaveBeenCalledOnce();
    expect(w.scrollTo.mock.calls.map((c) => c[0].top)).toEqual([130, 80, 30, 0]);
  });

  it('is instant for reduced motion, and stops when the user scrolls meanwhile', () => {
    vi.useFakeTimers();
    const reduced = fakeWindow(900, true);
    scrollToTop();
    expect(reduced.position()).toBe(0);
    expect(reduced.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'instant' });

    const w = fakeWindow(1000, false);
    scrollToTop();
    vi.advanceTimersByTime(10);
    expect(w.position()).toBe(950);
    w.move(1200);
    vi.advanceTimersByTime(100);
    expect(w.position()).toBe(1200);
  });
});
