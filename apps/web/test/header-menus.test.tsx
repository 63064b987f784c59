import type { HeaderComponentConfig } from '@portico/contracts';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HeaderLayout } from '@/app/shell/header-layout.tsx';
import { PreviewBanner } from '@/app/shell/preview-banner.tsx';
import { FunctionMenu } from '@/features/header/components/function-menu.tsx';
import { NavBar } from '@/features/header/components/nav-bar.tsx';
import { nav } from '@/lib/navigation.ts';
import { homeUrl, makeBootstrap, SCHOOL_ID } from './fixtures/bootstrap.ts';
import { seedHeader } from './fixtures/header.ts';
import { button, groups, mount, mouse, panelOf, setUpHeaderTests, tick, viewer } from './header-client.tsx';
import { stubVisibility } from './visibility-stub.ts';

setUpHeaderTests();

describe('dropdown delays (spec §4)', () => {
  it.each([
    ['nav dropdown', 200, () => mount(<NavBar config={undefined} />), 'Show sub-pages of Courses'],
    ['More', 200, () => mount(<NavBar config={undefined} />), 'More'],
    [
      'nav-group hover',
      100,
      () => mount(<NavBar config={undefined} />, makeBootstrap(homeUrl, { navigation: groups })),
      /Navigation group/,
    ],
    [
      'function menu',
      100,
      () =>
        mount(
          <FunctionMenu
            config={seedHeader().components.find((c) => c.code === '010') as HeaderComponentConfig}
          />,
        ),
      'Quick access',
    ],
  ] as const)('%s opens on hover and hides %i ms after the pointer leaves', async (_n, ms, setup, name) => {
    setup();
    const trigger = button(name);
    const container = trigger.parentElement!;
    fireEvent.pointerEnter(container, mouse);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    fireEvent.pointerLeave(container, mouse);
    await tick(ms - 1);
    expect(panelOf(trigger).hidden).toBe(false);
    // Coming back in time keeps it open.
    fireEvent.pointerEnter(container, mouse);
    await tick(ms * 2);
    expect(panelOf(trigger).hidden).toBe(false);
    fireEvent.pointerLeave(container, mouse);
    await tick(ms);
    expect(panelOf(trigger).hidden).toBe(true);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('keyboard and touch', () => {
  it('More: ArrowDown opens and focuses the first entry, arrows move, Escape closes back to the trigger', async () => {
    mount(<NavBar config={undefined} />);
    const more = button('More');
    more.focus();
    fireEvent.keyDown(more, { key: 'ArrowDown' });
    await tick(0);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    const links = Array.from(panelOf(more).querySelectorAll('a[href]'));
    expect(links.map((a) => a.textContent)).toEqual(['Certification', 'Events', 'Meetups']);
    expect(document.activeElement).toBe(links[0]);
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(links[1]);
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(document.activeElement).toBe(links[2]);
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(links[0]);
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(links[2]);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(more);
  });

  it('Enter/Space (a click) toggles; touch never opens on hover, a tap toggles', async () => {
    mount(<NavBar config={undefined} />);
    const more = button('More');
    fireEvent.pointerEnter(more.parentElement!, { pointerType: 'touch' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('navigation groups', () => {
  it('switching stores the group; the link opens its first page', async () => {
    mount(<NavBar config={undefined} />, makeBootstrap(homeUrl, { navigation: groups }));
    fireEvent.click(button(/Navigation group/));
    const campus = screen.getByRole('link', { name: 'Campus' });
    expect(campus.getAttribute('href')).toBe(
      `/portal/${SCHOOL_ID}?pageId=3000&navGroupId=9002&activeIndex=0&sxz-lang=en_US`,
    );
    fireEvent.click(campus);
    expect(localStorage.getItem(`portico_nav_group_${SCHOOL_ID}`)).toBe('9002');
  });

  it('without navGroupId, a stored other group is opened once with location.replace', async () => {
    const replace = vi.spyOn(nav, 'replace').mockImplementation(() => {});
    localStorage.setItem(`portico_nav_group_${SCHOOL_ID}`, '9002');
    mount(<NavBar config={undefined} />, makeBootstrap(homeUrl, { navigation: groups }));
    expect(replace).toHaveBeenCalledWith(`/portal/${SCHOOL_ID}?sxz-lang=en_US&navGroupId=9002`);
  });

  it.each([
    ['a navGroupId query overrides it', `${homeUrl}&navGroupId=9001`, '9002'],
    ['the stored group is the shown one', homeUrl, '9001'],
    ['the stored group no longer exists', homeUrl, '9999'],
  ])('no redirect when %s', async (_name, url, stored) => {
    const replace = vi.spyOn(nav, 'replace').mockImplementation(() => {});
    window.history.replaceState(null, '', url);
    localStorage.setItem(`portico_nav_group_${SCHOOL_ID}`, stored);
    mount(<NavBar config={undefined} />, makeBootstrap(url, { navigation: groups }));
    expect(replace).not.toHaveBeenCalled();
  });

  it('the tip shows a logged-in user once, for 3 s', async () => {
    stubVisibility();
    const b = makeBootstrap(homeUrl, { navigation: groups, viewer });
    const first = mount(<NavBar config={undefined} />, b);
    await tick(0);
    expect(screen.getByRole('status').textContent).toBe('Switch navigation groups here');
    await tick(2999);
    expect(screen.queryByRole('status')).not.toBeNull();
    await tick(1);
    expect(screen.queryByRole('status')).toBeNull();
    expect(localStorage.getItem(`portico_nav_tip_${viewer.id}`)).toBe('1');
    first.unmount();
    mount(<NavBar config={undefined} />, b);
    await tick(0);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('issue 22 item 1: the tip waits, unrecorded, while its switcher is not on screen; shows once it is', async () => {
    let hidden = true;
    const screenState = stubVisibility(() => hidden);
    mount(<NavBar config={undefined} />, makeBootstrap(homeUrl, { navigation: groups, viewer }));
    await tick(10);
    expect(screen.queryByRole('status')).toBeNull();
    expect(localStorage.getItem(`portico_nav_tip_${viewer.id}`)).toBeNull();
    hidden = false;
    await act(async () => screenState.recheck());
    expect(screen.getByRole('status').textContent).toBe('Switch navigation groups here');
    expect(localStorage.getItem(`portico_nav_tip_${viewer.id}`)).toBe('1');
  });

  it('no tip for visitors', async () => {
    stubVisibility();
    mount(<NavBar config={undefined} />, makeBootstrap(homeUrl, { navigation: groups }));
    await tick(0);
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('header states', () => {
  it('becomes "fixed" once the page is scrolled more than 0 px', async () => {
    mount(<HeaderLayout />);
    const header = document.querySelector('header')!;
    expect(header.hasAttribute('data-fixed')).toBe(false);
    Object.defineProperty(window, 'scrollY', { value: 1, configurable: true });
    await act(async () => void fireEvent.scroll(window));
    expect(header.hasAttribute('data-fixed')).toBe(true);
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    await act(async () => void fireEvent.scroll(window));
    expect(header.hasAttribute('data-fixed')).toBe(false);
  });

  it('preview: Withdrawal closes the window', () => {
    const close = vi.spyOn(window, 'close').mockImplementation(() => {});
    mount(<PreviewBanner />);
    fireEvent.click(button('Withdrawal'));
    expect(close).toHaveBeenCalledTimes(1);
  });
});
