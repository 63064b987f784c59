import { describe, expect, it } from 'vitest';
import {
  LEARNING_RULES,
  applicationTimeOnTask,
  isApplicationComplete,
  isEmbeddedApp,
} from '../src/learning.ts';

const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1) + seconds * 1000).toISOString();
const viewing = (activeSeconds: number, wallSeconds: number) => ({
  activeSeconds,
  startedAt: at(0),
  lastBeatAt: at(wallSeconds),
});

describe('application time on task', () => {
  it('sums the active seconds of every viewing', () => {
    expect(applicationTimeOnTask([viewing(12, 15), viewing(9, 10)])).toBe(21);
    expect(applicationTimeOnTask([])).toBe(0);
  });

  it('caps each viewing at its wall time plus the slack (a claimed hour in ten seconds is fifteen)', () => {
    const slack = LEARNING_RULES.WALL_SLACK_S;
    expect(applicationTimeOnTask([viewing(3600, 10)])).toBe(10 + slack);
    expect(applicationTimeOnTask([viewing(3600, 0)])).toBe(slack);
    expect(applicationTimeOnTask([viewing(10 + slack, 10)])).toBe(10 + slack);
  });

  it('ignores nonsense: negative active time, a last beat before the start, unparsable dates', () => {
    expect(applicationTimeOnTask([viewing(-50, 10)])).toBe(0);
    expect(applicationTimeOnTask([{ activeSeconds: 40, startedAt: at(30), lastBeatAt: at(0) }])).toBe(
      LEARNING_RULES.WALL_SLACK_S,
    );
    expect(applicationTimeOnTask([{ activeSeconds: 40, startedAt: 'never', lastBeatAt: at(0) }])).toBe(0);
  });
});

describe('application completion', () => {
  const embedded = { appType: 'h5', launched: false, markedDone: false };

  it('knows which types run inside the page', () => {
    expect(isEmbeddedApp('h5')).toBe(true);
    expect(['link', 'H5', '', null, undefined].some(isEmbeddedApp)).toBe(false);
  });

  it('an embedded app completes at its stated time on task, not a second before', () => {
    const rule = { ...embedded, requiredSeconds: 20 };
    expect(isApplicationComplete({ ...rule, timeOnTaskSeconds: 19 })).toBe(false);
    expect(isApplicationComplete({ ...rule, timeOnTaskSeconds: 20 })).toBe(true);
    // Marking it done does not replace the time with it.
    expect(isApplicationComplete({ ...rule, timeOnTaskSeconds: 5, launched: true, markedDone: true })).toBe(
      false,
    );
  });

  it('an embedded app without a stated duration needs APP_MIN_SECONDS', () => {
    for (const requiredSeconds of [null, 0]) {
      const rule = { ...embedded, requiredSeconds };
      const min = LEARNING_RULES.APP_MIN_SECONDS;
      expect(isApplicationComplete({ ...rule, timeOnTaskSeconds: min - 1 })).toBe(false);
      expect(isApplicationComplete({ ...rule, timeOnTaskSeconds: min })).toBe(true);
    }
  });

  it('one that opens elsewhere needs a launch and then "mark as done", whatever the time', () => {
    const rule = { appType: 'link', requiredSeconds: 20, timeOnTaskSeconds: 999 };
    expect(isApplicationComplete({ ...rule, launched: false, markedDone: false })).toBe(false);
    expect(isApplicationComplete({ ...rule, launched: true, markedDone: false })).toBe(false);
    expect(isApplicationComplete({ ...rule, launched: false, markedDone: true })).toBe(false);
    expect(isApplicationComplete({ ...rule, launched: true, markedDone: true })).toBe(true);
    expect(isApplicationComplete({ ...rule, appType: null, launched: true, markedDone: true })).toBe(true);
  });
});
