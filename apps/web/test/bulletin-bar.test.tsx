/** Issue 12 bulletin (spec §4): server-rendered unless closed, stored flags, close remembered, pause. */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BulletinBar } from '@/features/bulletin/components/bulletin-bar.tsx';
import { Providers } from './client-helpers.tsx';
import { homeUrl, makeBootstrap } from './fixtures/bootstrap.ts';

const bulletin = {
  id: '3600000000000010001',
  content: 'Maintenance tonight 22:00',
  startTime: '2020-01-01T00:00:00.000Z',
  endTime: '2099-01-01T00:00:00.000Z',
  status: 1,
};
const bootstrap = (over: Parameters<typeof makeBootstrap>[1] = {}) =>
  makeBootstrap(homeUrl, { bulletin, ...over });
const tree = (b = bootstrap()) => (
  <Providers bootstrap={b}>
    <BulletinBar />
  </Providers>
);

beforeEach(() => {
  localStorage.clear();
  document.cookie = 'portico_bulletin_closed=; max-age=0; path=/';
});
afterEach(cleanup);

describe('bulletin bar', () => {
  it('is in the server HTML, and not when this browser closed this bulletin (cookie mirror)', () => {
    expect(renderToString(tree())).toContain('Maintenance tonight 22:00');
    expect(renderToString(tree(bootstrap({ bulletinClosed: true })))).not.toContain('Maintenance tonight');
    expect(renderToString(tree(bootstrap({ bulletin: null })))).toBe('');
  });

  it('stores the id on load; a new id resets the flag to "no"', () => {
    localStorage.setItem('bulletinId', '1111111111111111111');
    localStorage.setItem('closeBulletin', 'yes');
    render(tree());
    expect(screen.getByRole('region', { name: 'School announcement' })).toBeTruthy();
    expect(localStorage.getItem('bulletinId')).toBe(bulletin.id);
    expect(localStorage.getItem('closeBulletin')).toBe('no');
  });

  it('stays hidden when the stored id is this one and the flag is "yes"', () => {
    localStorage.setItem('bulletinId', bulletin.id);
    localStorage.setItem('closeBulletin', 'yes');
    render(tree());
    expect(screen.queryByRole('region', { name: 'School announcement' })).toBeNull();
  });

  it('closing is remembered in local storage and the cookie; pause toggles', () => {
    render(tree());
    const region = screen.getByRole('region', { name: 'School announcement' });
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(region.hasAttribute('data-paused')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(region.hasAttribute('data-paused')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Close the announcement' }));
    expect(screen.queryByRole('region', { name: 'School announcement' })).toBeNull();
    expect([localStorage.getItem('bulletinId'), localStorage.getItem('closeBulletin')]).toEqual([
      bulletin.id,
      'yes',
    ]);
    expect(document.cookie).toContain(`portico_bulletin_closed=${bulletin.id}`);
  });

  it('outside its time window it is hidden (core rules)', () => {
    render(tree(bootstrap({ bulletin: { ...bulletin, endTime: '2021-01-01T00:00:00.000Z' } })));
    expect(screen.queryByRole('region', { name: 'School announcement' })).toBeNull();
  });
});
