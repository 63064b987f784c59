/**
 * useScrolledPast (the fixed header, the right tools' go-to-top): follows scroll events, starts from where the page
 * is, and a render that is not caused by scrolling does not read `window.scrollY` — that read forces a style
 * recalculation and layout in the middle of an interaction (issue 28 item 4, INP).
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useScrolledPast } from '@/lib/use-scrolled.ts';

function Probe() {
  const past = useScrolledPast(100);
  const [clicks, setClicks] = useState(0);
  return (
    <button type="button" onClick={() => setClicks(clicks + 1)}>
      {past ? 'past' : 'top'} {clicks}
    </button>
  );
}

/** window.scrollY as a counted getter. */
function scrollAt(start: number) {
  let y = start;
  const reads = vi.fn(() => y);
  Object.defineProperty(window, 'scrollY', { get: reads, configurable: true });
  return { reads, to: (next: number) => (y = next) };
}

afterEach(() => {
  cleanup();
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true, writable: true });
});

describe('useScrolledPast', () => {
  it('follows scroll events past the threshold and back', async () => {
    const scroll = scrollAt(0);
    render(<Probe />);
    expect(screen.getByRole('button').textContent).toBe('top 0');
    scroll.to(101);
    await act(async () => void fireEvent.scroll(window));
    expect(screen.getByRole('button').textContent).toBe('past 0');
    scroll.to(100);
    await act(async () => void fireEvent.scroll(window));
    expect(screen.getByRole('button').textContent).toBe('top 0');
  });

  it('a page already scrolled down shows it at once', () => {
    scrollAt(500);
    render(<Probe />);
    expect(screen.getByRole('button').textContent).toBe('past 0');
  });

  it('a render caused by a click does not read window.scrollY', async () => {
    const scroll = scrollAt(0);
    render(<Probe />);
    scroll.reads.mockClear();
    await act(async () => void fireEvent.click(screen.getByRole('button')));
    await act(async () => void fireEvent.click(screen.getByRole('button')));
    expect(screen.getByRole('button').textContent).toBe('top 2');
    expect(scroll.reads).not.toHaveBeenCalled();
  });
});
