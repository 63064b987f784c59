import { describe, expect, it } from 'vitest';
import { bulletinStorageOnClose, bulletinStorageOnLoad, isBulletinVisible } from '../src/index.ts';
import type { BulletinWindow } from '../src/index.ts';

const bulletin: BulletinWindow & { content: string } = {
  id: 'b1',
  content: 'Maintenance tonight',
  startTime: '2026-01-01T00:00:00.000Z',
  endTime: '2026-01-31T00:00:00.000Z',
  status: 1,
};
const at = (iso: string): Date => new Date(iso);
const visible = (over: Partial<Parameters<typeof isBulletinVisible>[0]> = {}): boolean =>
  isBulletinVisible({
    bulletin,
    now: at('2026-01-15T00:00:00Z'),
    storedId: null,
    storedClosed: null,
    ...over,
  });

describe('isBulletinVisible', () => {
  it('shown when active and inside the window', () => {
    expect(visible()).toBe(true);
  });

  it('start edge: 1 ms before hidden, at start shown', () => {
    expect(visible({ now: at('2025-12-31T23:59:59.999Z') })).toBe(false);
    expect(visible({ now: at('2026-01-01T00:00:00.000Z') })).toBe(true);
    expect(visible({ now: at('2026-01-01T00:00:00.001Z') })).toBe(true);
  });

  it('end edge: at end shown, 1 ms after hidden', () => {
    expect(visible({ now: at('2026-01-30T23:59:59.999Z') })).toBe(true);
    expect(visible({ now: at('2026-01-31T00:00:00.000Z') })).toBe(true);
    expect(visible({ now: at('2026-01-31T00:00:00.001Z') })).toBe(false);
  });

  it('only status 1 is active', () => {
    for (const status of [0, 2, -1]) expect(visible({ bulletin: { ...bulletin, status } })).toBe(false);
  });

  it('hidden when the stored id equals the current id and the close flag is yes', () => {
    expect(visible({ storedId: 'b1', storedClosed: 'yes' })).toBe(false);
  });

  it('shown when only one of the two stored values matches', () => {
    expect(visible({ storedId: 'b1', storedClosed: 'no' })).toBe(true);
    expect(visible({ storedId: 'b1', storedClosed: null })).toBe(true);
    expect(visible({ storedId: 'b0', storedClosed: 'yes' })).toBe(true);
    expect(visible({ storedId: null, storedClosed: 'yes' })).toBe(true);
    expect(visible({ storedId: 'b1', storedClosed: 'YES' })).toBe(true);
  });

  it('closed flag does not resurrect an out-of-window bulletin', () => {
    expect(visible({ storedId: 'b0', storedClosed: 'yes', now: at('2027-01-01T00:00:00Z') })).toBe(false);
  });

  it('no bulletin or unparsable times → hidden', () => {
    expect(visible({ bulletin: null })).toBe(false);
    expect(visible({ bulletin: undefined })).toBe(false);
    expect(visible({ bulletin: { ...bulletin, startTime: 'soon' } })).toBe(false);
    expect(visible({ bulletin: { ...bulletin, endTime: '' } })).toBe(false);
    expect(visible({ now: new Date(Number.NaN) })).toBe(false);
  });

  it('accepts epoch-millisecond strings and timezone offsets', () => {
    const b = {
      ...bulletin,
      startTime: String(Date.parse('2026-01-01T00:00:00Z')),
      endTime: '2026-01-31T08:00:00+08:00',
    };
    expect(visible({ bulletin: b, now: at('2026-01-01T00:00:00Z') })).toBe(true);
    expect(visible({ bulletin: b, now: at('2026-01-31T00:00:00Z') })).toBe(true);
    expect(visible({ bulletin: b, now: at('2026-01-31T00:00:01Z') })).toBe(false);
  });

  it('start after end is never visible', () => {
    const b = { ...bulletin, startTime: bulletin.endTime, endTime: bulletin.startTime };
    expect(visible({ bulletin: b })).toBe(false);
  });
});

describe('bulletinStorageOnLoad', () => {
  it('a new id resets the flag to no', () => {
    expect(bulletinStorageOnLoad({ bulletinId: 'b2', storedId: 'b1', storedClosed: 'yes' })).toEqual({
      bulletinId: 'b2',
      closeBulletin: 'no',
    });
    expect(bulletinStorageOnLoad({ bulletinId: 'b2', storedId: null, storedClosed: null })).toEqual({
      bulletinId: 'b2',
      closeBulletin: 'no',
    });
  });
  it('the same id keeps a yes', () => {
    expect(bulletinStorageOnLoad({ bulletinId: 'b1', storedId: 'b1', storedClosed: 'yes' })).toEqual({
      bulletinId: 'b1',
      closeBulletin: 'yes',
    });
  });
  it('the same id normalises anything else to no', () => {
    expect(
      bulletinStorageOnLoad({ bulletinId: 'b1', storedId: 'b1', storedClosed: null }).closeBulletin,
    ).toBe('no');
    expect(
      bulletinStorageOnLoad({ bulletinId: 'b1', storedId: 'b1', storedClosed: 'maybe' }).closeBulletin,
    ).toBe('no');
  });
  it('closing then reloading the same bulletin keeps it hidden; a new bulletin shows', () => {
    const closed = bulletinStorageOnClose('b1');
    expect(closed).toEqual({ bulletinId: 'b1', closeBulletin: 'yes' });
    const reload = bulletinStorageOnLoad({
      bulletinId: 'b1',
      storedId: closed.bulletinId,
      storedClosed: closed.closeBulletin,
    });
    expect(visible({ storedId: reload.bulletinId, storedClosed: reload.closeBulletin })).toBe(false);
    const next = bulletinStorageOnLoad({
      bulletinId: 'b2',
      storedId: reload.bulletinId,
      storedClosed: reload.closeBulletin,
    });
    expect(
      visible({
        bulletin: { ...bulletin, id: 'b2' },
        storedId: next.bulletinId,
        storedClosed: next.closeBulletin,
      }),
    ).toBe(true);
  });
});
