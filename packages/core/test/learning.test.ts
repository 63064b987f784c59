/** Issue 23: honest completion, plausible reports, idempotent study time, progress and chapter locks. */
import { describe, expect, it } from 'vitest';
import {
  LEARNING_RULES,
  acceptPlayedReport,
  chapterLock,
  courseProgress,
  distinctSeconds,
  isCourseComplete,
  isDocumentComplete,
  isResourceKind,
  isVideoComplete,
  normalizeRanges,
  positionToStore,
  resumePosition,
  studySecondsToAdd,
} from '../src/index.ts';

describe('played ranges', () => {
  it('merges overlapping and touching ranges, sorts, clamps to the duration', () => {
    expect(
      normalizeRanges(
        [
          [50, 70],
          [0, 10],
          [5, 20],
          [20, 30],
          [95, 130],
        ],
        100,
      ),
    ).toEqual([
      [0, 30],
      [50, 70],
      [95, 100],
    ]);
  });

  it('drops malformed, empty and negative ranges', () => {
    expect(
      normalizeRanges([[NaN, 3], [5, 5], [9, 2], ['1', 4], [-10, -1], [Infinity, 3], [1], [-5, 2]], 60),
    ).toEqual([[0, 2]]);
  });

  it('counts each second once across overlaps', () => {
    const ranges = normalizeRanges(
      [
        [0, 60],
        [30, 90],
        [30, 90],
      ],
      600,
    );
    expect(distinctSeconds(ranges)).toBe(90);
  });

  it('keeps at most MAX_RANGES ranges', () => {
    const many = Array.from({ length: 500 }, (_, i) => [i * 2, i * 2 + 1] as const);
    expect(normalizeRanges(many, 10_000)).toHaveLength(LEARNING_RULES.MAX_RANGES);
  });
});

describe('acceptPlayedReport', () => {
  it('credits what was played within wall time', () => {
    const result = acceptPlayedReport({ stored: [], reported: [[0, 10]], duration: 120, wallSeconds: 10 });
    expect(result.ranges).toEqual([[0, 10]]);
    expect(result.creditedSeconds).toBe(10);
    expect(result.trimmed).toBe(false);
  });

  it('seeking to the end credits nothing new and does not complete the video', () => {
    const stored = [0, 20] as const;
    const seek = acceptPlayedReport({
      stored: [stored],
      reported: [[118, 120]],
      duration: 120,
      wallSeconds: 2,
    });
    expect(seek.creditedSeconds).toBe(2);
    expect(isVideoComplete(seek.ranges, 120)).toBe(false);
  });

  it('trims a claim larger than wall time × fastest rate + slack', () => {
    const forged = acceptPlayedReport({ stored: [], reported: [[0, 600]], duration: 600, wallSeconds: 10 });
    const allowed = 10 * LEARNING_RULES.MAX_PLAYBACK_RATE + LEARNING_RULES.WALL_SLACK_S;
    expect(forged.creditedSeconds).toBe(allowed);
    expect(forged.ranges).toEqual([[0, allowed]]);
    expect(forged.trimmed).toBe(true);
  });

  it('a repeated report (retry) credits nothing the second time', () => {
    const first = acceptPlayedReport({ stored: [], reported: [[0, 8]], duration: 60, wallSeconds: 8 });
    const again = acceptPlayedReport({
      stored: first.ranges,
      reported: [[0, 8]],
      duration: 60,
      wallSeconds: 0,
    });
    expect(again.creditedSeconds).toBe(0);
    expect(again.ranges).toEqual([[0, 8]]);
  });

  it('only the uncovered part of an overlapping report counts against the allowance', () => {
    const result = acceptPlayedReport({
      stored: [[0, 100]],
      reported: [[50, 112]],
      duration: 300,
      wallSeconds: 6,
    });
    expect(result.ranges).toEqual([[0, 112]]);
    expect(result.creditedSeconds).toBe(12);
    expect(result.trimmed).toBe(false);
  });

  it('ignores wall time that is negative or not a number (only the slack)', () => {
    const result = acceptPlayedReport({ stored: [], reported: [[0, 100]], duration: 100, wallSeconds: NaN });
    expect(result.creditedSeconds).toBe(LEARNING_RULES.WALL_SLACK_S);
  });
});

describe('completion', () => {
  it('a video completes at 90 % of distinct seconds, not before', () => {
    expect(isVideoComplete([[0, 89.9]], 100)).toBe(false);
    expect(isVideoComplete([[0, 90]], 100)).toBe(true);
    expect(
      isVideoComplete(
        [
          [0, 45],
          [55, 100],
        ],
        100,
      ),
    ).toBe(true);
    expect(isVideoComplete([[0, 10]], 0)).toBe(false);
  });

  it('a document completes when its last page was shown', () => {
    expect(isDocumentComplete(4, 5)).toBe(false);
    expect(isDocumentComplete(5, 5)).toBe(true);
    expect(isDocumentComplete(1, 0)).toBe(false);
  });
});

describe('study time', () => {
  it('adds the growth of the cumulative active seconds, capped by wall time', () => {
    expect(studySecondsToAdd({ storedActiveSeconds: 20, reportedActiveSeconds: 30, wallSeconds: 10 })).toBe(
      10,
    );
    expect(studySecondsToAdd({ storedActiveSeconds: 0, reportedActiveSeconds: 300, wallSeconds: 10 })).toBe(
      10 + LEARNING_RULES.WALL_SLACK_S,
    );
  });

  it('a retried or reordered beat adds nothing', () => {
    expect(studySecondsToAdd({ storedActiveSeconds: 30, reportedActiveSeconds: 30, wallSeconds: 5 })).toBe(0);
    expect(studySecondsToAdd({ storedActiveSeconds: 30, reportedActiveSeconds: 20, wallSeconds: 5 })).toBe(0);
    expect(studySecondsToAdd({ storedActiveSeconds: 30, reportedActiveSeconds: NaN, wallSeconds: 5 })).toBe(
      0,
    );
  });

  it('never more than one beat’s cap after a long gap', () => {
    expect(
      studySecondsToAdd({ storedActiveSeconds: 0, reportedActiveSeconds: 5000, wallSeconds: 3600 }),
    ).toBe(LEARNING_RULES.MAX_STUDY_SECONDS_PER_BEAT);
  });
});

describe('course progress', () => {
  it('is completed required over required, floored', () => {
    expect(courseProgress({ requiredTotal: 3, requiredCompleted: 1, completedBefore: false })).toBe(33);
    expect(courseProgress({ requiredTotal: 3, requiredCompleted: 2, completedBefore: false })).toBe(66);
    expect(courseProgress({ requiredTotal: 3, requiredCompleted: 3, completedBefore: false })).toBe(100);
    expect(courseProgress({ requiredTotal: 300, requiredCompleted: 299, completedBefore: false })).toBe(99);
    expect(courseProgress({ requiredTotal: 0, requiredCompleted: 0, completedBefore: false })).toBe(0);
  });

  it('a completed course stays complete when content is added later', () => {
    expect(courseProgress({ requiredTotal: 4, requiredCompleted: 3, completedBefore: true })).toBe(100);
    expect(isCourseComplete({ requiredTotal: 4, requiredCompleted: 3, completedBefore: true })).toBe(true);
    expect(isCourseComplete({ requiredTotal: 4, requiredCompleted: 3, completedBefore: false })).toBe(false);
    expect(isCourseComplete({ requiredTotal: 0, requiredCompleted: 0, completedBefore: false })).toBe(false);
  });
});

describe('chapter locks', () => {
  const now = new Date('2026-11-27T10:00:00Z');
  it('locks before the release date and says when', () => {
    expect(
      chapterLock(
        { releaseAt: '2026-12-01T00:00:00Z', prerequisiteChapterId: null },
        { now, completedChapterIds: new Set() },
      ),
    ).toEqual({ locked: true, reason: 'release', releaseAt: '2026-12-01T00:00:00Z' });
    expect(
      chapterLock(
        { releaseAt: '2026-11-27T10:00:00Z', prerequisiteChapterId: null },
        { now, completedChapterIds: new Set() },
      ),
    ).toEqual({ locked: false });
  });

  it('locks until the prerequisite chapter is complete', () => {
    const chapter = { releaseAt: null, prerequisiteChapterId: 'c1' };
    expect(chapterLock(chapter, { now, completedChapterIds: new Set() })).toEqual({
      locked: true,
      reason: 'prerequisite',
      prerequisiteChapterId: 'c1',
    });
    expect(chapterLock(chapter, { now, completedChapterIds: new Set(['c1']) })).toEqual({ locked: false });
  });
});

describe('resume position', () => {
  it('resumes at the saved position, from the start near the end', () => {
    expect(resumePosition(42.5, 120)).toBe(42.5);
    expect(resumePosition(118, 120)).toBe(0);
    expect(resumePosition(-3, 120)).toBe(0);
  });

  it('a failed load reporting 0 never overwrites a saved position', () => {
    expect(positionToStore({ saved: 42, reported: 0, duration: 120, playedThisViewing: false })).toBe(42);
    expect(positionToStore({ saved: 42, reported: 0, duration: 120, playedThisViewing: true })).toBe(0);
    expect(positionToStore({ saved: 42, reported: 50, duration: 120, playedThisViewing: true })).toBe(50);
    expect(positionToStore({ saved: 42, reported: 500, duration: 120, playedThisViewing: true })).toBe(120);
    expect(positionToStore({ saved: 42, reported: NaN, duration: 120, playedThisViewing: true })).toBe(42);
  });
});

describe('resource kinds', () => {
  it('knows the six kinds', () => {
    expect(['video', 'document', 'article', 'external', 'application', 'exam'].every(isResourceKind)).toBe(
      true,
    );
    expect(['pdf', '', null, 3].some(isResourceKind)).toBe(false);
  });
});
