/**
 * Course learning rules (issue 23 items 2, 4, 5, 9): resource kinds, honest video completion from the distinct
 * seconds actually played, the plausibility of a reported played range against wall time, idempotent study time,
 * progress as completed required resources over required resources, and chapter locks. Pure: no I/O.
 *
 * Why distinct seconds and not the position: Open edX completes a video at 95 % of its *position*, so scrubbing
 * to the end counts as watching; here only seconds that were played count, each once.
 */

/** `scorm` (issue 25): a SCORM 1.2 / 2004 package, completed by what its runtime reports. */
export const RESOURCE_KINDS = [
  'video',
  'document',
  'article',
  'external',
  'application',
  'exam',
  'scorm',
] as const;
export type ResourceKind = (typeof RESOURCE_KINDS)[number];

export function isResourceKind(value: unknown): value is ResourceKind {
  return typeof value === 'string' && (RESOURCE_KINDS as readonly string[]).includes(value);
}

export const LEARNING_RULES = {
  /** A video is complete when at least this share of its distinct seconds was played. */
  VIDEO_COMPLETE_RATIO: 0.9,
  /** The player reports at most this many seconds apart (and on pagehide). */
  HEARTBEAT_INTERVAL_S: 10,
  /** Fastest playback rate the player offers: a second of wall time can play at most this many seconds. */
  MAX_PLAYBACK_RATE: 2,
  /** Allowance on top of wall time for network latency and a beacon sent while the page closes. */
  WALL_SLACK_S: 5,
  /** Study time one heartbeat may add at most, whatever the gap since the last one (a sleeping laptop). */
  MAX_STUDY_SECONDS_PER_BEAT: 60,
  /** Ranges kept per resource after merging (a pathological client cannot grow the row without bound). */
  MAX_RANGES: 200,
  /** Time on task an embedded application needs when its resource states none (its `durationSeconds`). */
  APP_MIN_SECONDS: 30,
} as const;

/** A played interval in seconds, [start, end). */
export type PlayedRange = readonly [number, number];

const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * Clamps ranges to [0, duration], drops empty or malformed ones, sorts them and merges overlapping or touching
 * ones. Seconds are kept to a tenth so that floating-point noise from the player never splits a range.
 */
export function normalizeRanges(ranges: readonly (readonly unknown[])[], duration: number): PlayedRange[] {
  const limit = Math.max(0, finite(duration) ? duration : 0);
  const clean: [number, number][] = [];
  for (const range of ranges) {
    const [rawStart, rawEnd] = range;
    if (!finite(rawStart) || !finite(rawEnd)) continue;
    const start = Math.round(Math.max(0, Math.min(rawStart, limit)) * 10) / 10;
    const end = Math.round(Math.max(0, Math.min(rawEnd, limit)) * 10) / 10;
    if (end > start) clean.push([start, end]);
  }
  clean.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: [number, number][] = [];
  for (const range of clean) {
    const last = merged.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([range[0], range[1]]);
  }
  return merged.slice(0, LEARNING_RULES.MAX_RANGES);
}

/** Seconds covered by normalised ranges (each second counted once). */
export function distinctSeconds(ranges: readonly PlayedRange[]): number {
  return Math.round(ranges.reduce((sum, [start, end]) => sum + (end - start), 0) * 10) / 10;
}

/** The parts of `ranges` that `covered` does not already cover, in order. */
function uncovered(ranges: readonly PlayedRange[], covered: readonly PlayedRange[]): [number, number][] {
  const out: [number, number][] = [];
  for (const [start, end] of ranges) {
    let cursor = start;
    for (const [cStart, cEnd] of covered) {
      if (cEnd <= cursor || cStart >= end) continue;
      if (cStart > cursor) out.push([cursor, cStart]);
      cursor = Math.max(cursor, cEnd);
      if (cursor >= end) break;
    }
    if (cursor < end) out.push([cursor, end]);
  }
  return out;
}

export interface PlayedReport {
  /** What the server has stored so far (normalised). */
  stored: readonly PlayedRange[];
  /** What the client says it played since (not trusted). */
  reported: readonly (readonly unknown[])[];
  duration: number;
  /** Server-measured seconds since the previous accepted report of this viewing (or since it started). */
  wallSeconds: number;
}

/**
 * Merges a reported played range into the stored ones, crediting at most what wall time allows
 * (wall × fastest rate + slack): a client that claims to have played ten minutes in ten seconds gets the first
 * 25 seconds of its claim, and a seek to the end plays nothing. Returns the new ranges and what was credited.
 */
export function acceptPlayedReport(report: PlayedReport): {
  ranges: PlayedRange[];
  creditedSeconds: number;
  trimmed: boolean;
} {
  const stored = normalizeRanges(report.stored, report.duration);
  const fresh = uncovered(normalizeRanges(report.reported, report.duration), stored);
  const wall = Math.max(0, finite(report.wallSeconds) ? report.wallSeconds : 0);
  let allowance = wall * LEARNING_RULES.MAX_PLAYBACK_RATE + LEARNING_RULES.WALL_SLACK_S;
  const credited: PlayedRange[] = [];
  let trimmed = false;
  for (const [start, end] of fresh) {
    if (allowance <= 0) {
      trimmed = true;
      break;
    }
    const take = Math.min(end - start, allowance);
    if (take < end - start) trimmed = true;
    credited.push([start, start + take]);
    allowance -= take;
  }
  const ranges = normalizeRanges([...stored, ...credited], report.duration);
  return { ranges, creditedSeconds: distinctSeconds(ranges) - distinctSeconds(stored), trimmed };
}

/** Honest completion: ≥ 90 % of the distinct seconds of a video with a known, positive duration. */
export function isVideoComplete(ranges: readonly PlayedRange[], duration: number): boolean {
  if (!finite(duration) || duration <= 0) return false;
  return distinctSeconds(ranges) >= duration * LEARNING_RULES.VIDEO_COMPLETE_RATIO - 1e-9;
}

/** A document is complete once its last page was shown. */
export function isDocumentComplete(highestPageSeen: number, pageCount: number): boolean {
  return pageCount > 0 && highestPageSeen >= pageCount;
}

/**
 * Study seconds a heartbeat adds: the growth of the viewing's cumulative active seconds since the last stored
 * value, never negative (a retried or reordered beat adds nothing) and never more than wall time allows.
 */
export function studySecondsToAdd(input: {
  storedActiveSeconds: number;
  reportedActiveSeconds: number;
  wallSeconds: number;
}): number {
  const growth = input.reportedActiveSeconds - input.storedActiveSeconds;
  if (!finite(growth) || growth <= 0) return 0;
  const wallCap = Math.max(0, input.wallSeconds) + LEARNING_RULES.WALL_SLACK_S;
  return Math.floor(Math.min(growth, wallCap, LEARNING_RULES.MAX_STUDY_SECONDS_PER_BEAT));
}

/**
 * Course progress in whole percent: completed required resources over required resources. A course once
 * completed stays at 100 when content is added later; a course with nothing required is 0 until completed.
 */
export function courseProgress(input: {
  requiredTotal: number;
  requiredCompleted: number;
  completedBefore: boolean;
}): number {
  if (input.completedBefore) return 100;
  if (input.requiredTotal <= 0) return 0;
  const done = Math.min(input.requiredCompleted, input.requiredTotal);
  // Floor, so that 99.6 % is never shown as complete while a required resource is still open.
  return Math.floor((done / input.requiredTotal) * 100);
}

/** The course is complete when every required resource is (and stays complete once it was). */
export function isCourseComplete(input: {
  requiredTotal: number;
  requiredCompleted: number;
  completedBefore: boolean;
}): boolean {
  return input.completedBefore || (input.requiredTotal > 0 && input.requiredCompleted >= input.requiredTotal);
}

export type ChapterLock =
  | { locked: false }
  | { locked: true; reason: 'release'; releaseAt: string }
  | { locked: true; reason: 'prerequisite'; prerequisiteChapterId: string };

/** A chapter opens at its release date and once its prerequisite chapter is complete (release checked first). */
export function chapterLock(
  chapter: { releaseAt: string | null; prerequisiteChapterId: string | null },
  context: { now: Date; completedChapterIds: ReadonlySet<string> },
): ChapterLock {
  if (chapter.releaseAt && Date.parse(chapter.releaseAt) > context.now.getTime()) {
    return { locked: true, reason: 'release', releaseAt: chapter.releaseAt };
  }
  if (chapter.prerequisiteChapterId && !context.completedChapterIds.has(chapter.prerequisiteChapterId)) {
    return { locked: true, reason: 'prerequisite', prerequisiteChapterId: chapter.prerequisiteChapterId };
  }
  return { locked: false };
}

/**
 * Where a reload resumes: the saved position, unless it is within the last few seconds (then from the start
 * again). A position of 0 reported by a player that failed to load never replaces a saved one (see
 * `positionToStore`).
 */
export function resumePosition(savedPosition: number, duration: number): number {
  if (!finite(savedPosition) || savedPosition <= 0) return 0;
  if (finite(duration) && duration > 0 && savedPosition >= duration - LEARNING_RULES.WALL_SLACK_S) return 0;
  return savedPosition;
}

/** The position to store: a report of 0 (or nonsense) from a viewing that played nothing keeps the saved one. */
export function positionToStore(input: {
  saved: number;
  reported: number;
  duration: number;
  playedThisViewing: boolean;
}): number {
  const { saved, reported, duration } = input;
  if (!finite(reported) || reported < 0) return saved;
  if (reported === 0 && !input.playedThisViewing) return saved;
  return finite(duration) && duration > 0 ? Math.min(reported, duration) : reported;
}

/**
 * Application resources (spec §2 application-view / application-learn, `appType`). An embedded type runs inside
 * the learning view (a sandboxed frame), so the portal can measure the time spent with it open; any other type
 * opens elsewhere and cannot tell the portal anything.
 */
export const EMBEDDED_APP_TYPES = ['h5'] as const;

export function isEmbeddedApp(appType: string | null | undefined): boolean {
  return (EMBEDDED_APP_TYPES as readonly (string | null | undefined)[]).includes(appType);
}

/**
 * Time on task of an application: the active seconds of each viewing, each capped by that viewing's wall time
 * (first to last accepted beat) plus the slack — a client claiming an hour in a ten-second viewing gets fifteen.
 */
export function applicationTimeOnTask(
  viewings: ReadonlyArray<{ activeSeconds: number; startedAt: string; lastBeatAt: string }>,
): number {
  let total = 0;
  for (const viewing of viewings) {
    const wall = (Date.parse(viewing.lastBeatAt) - Date.parse(viewing.startedAt)) / 1000;
    if (!finite(wall) || !finite(viewing.activeSeconds)) continue;
    total += Math.max(0, Math.min(viewing.activeSeconds, Math.max(0, wall) + LEARNING_RULES.WALL_SLACK_S));
  }
  return Math.floor(total);
}

/**
 * Honest completion of an application (issue 23 item 4). An embedded one completes by itself after its time on
 * task (the resource's stated duration, else APP_MIN_SECONDS) — like a video, what counts is time it was actually
 * open, not a click. One that opens elsewhere cannot report, so it takes what Moodle calls manual completion:
 * the learner opened it and then marks it done; a "done" without a launch in the same viewing does not count.
 */
export function isApplicationComplete(input: {
  appType: string | null;
  requiredSeconds: number | null;
  timeOnTaskSeconds: number;
  launched: boolean;
  markedDone: boolean;
}): boolean {
  if (isEmbeddedApp(input.appType)) {
    const needed =
      input.requiredSeconds !== null && input.requiredSeconds > 0
        ? input.requiredSeconds
        : LEARNING_RULES.APP_MIN_SECONDS;
    return input.timeOnTaskSeconds >= needed;
  }
  return input.launched && input.markedDone;
}
