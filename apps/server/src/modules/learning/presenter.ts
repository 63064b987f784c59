/** Answers of course learning (issue 23): outline, resource, beat outcome, summary, archive. */
import type {
  Completion,
  CourseOutline,
  LearnResource,
  LearningArchive,
  LearningSummary,
} from '@portico/contracts';
import { distinctSeconds, resumePosition, type ChapterLock, type ResourceKind } from '@portico/core';
import { sanitizeHtml } from '../agreements/sanitize.ts';
import { parsePlayed } from './commands.ts';
import type { OutlineView } from './outline.ts';
import type { CompletionRow, EnrolmentStateRow, ProgressRow, ResourceRow } from './queries.ts';

function presentLock(lock: ChapterLock, titles: ReadonlyMap<string, string>) {
  if (!lock.locked) return null;
  return lock.reason === 'release'
    ? { reason: lock.reason, releaseAt: lock.releaseAt, prerequisiteChapterId: null, prerequisiteTitle: null }
    : {
        reason: lock.reason,
        releaseAt: null,
        prerequisiteChapterId: lock.prerequisiteChapterId,
        prerequisiteTitle: titles.get(lock.prerequisiteChapterId) ?? null,
      };
}

export function chapterTitles(outline: OutlineView): Map<string, string> {
  return new Map(outline.chapters.map((entry) => [entry.chapter.id, entry.chapter.title]));
}

export function presentOutline(
  course: { id: string; course_resource_id: string },
  outline: OutlineView,
  enrolment: (EnrolmentStateRow & { continueResourceId: string | null }) | undefined,
): CourseOutline {
  const titles = chapterTitles(outline);
  return {
    courseId: course.id,
    courseResourceId: course.course_resource_id,
    chapters: outline.chapters.map((entry) => ({
      id: entry.chapter.id,
      title: entry.chapter.title,
      lock: presentLock(entry.lock, titles),
      resources: entry.resources.map(({ resource, completed }) => ({
        id: resource.id,
        kind: resource.kind as ResourceKind,
        title: resource.title,
        required: resource.required === 1,
        durationSeconds: resource.duration_s,
        pageCount: resource.page_count,
        appId: resource.kind === 'application' ? resource.app_id : null,
        appType: resource.kind === 'application' ? resource.app_type : null,
        completed,
      })),
    })),
    enrolment: enrolment
      ? {
          progress: Math.max(0, Math.min(100, Math.round(enrolment.progress))),
          enrolledAt: enrolment.enrolled_at,
          completedAt: enrolment.completed_at,
          continueResourceId: enrolment.continueResourceId,
        }
      : null,
    requiredTotal: outline.requiredTotal,
    requiredCompleted: outline.requiredCompleted,
  };
}

interface CaptionTrack {
  lang: string;
  label: string;
  url: string;
}

function parseCaptions(text: string | null): CaptionTrack[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value)) return [];
    return value.filter(
      (track): track is CaptionTrack =>
        typeof track === 'object' &&
        track !== null &&
        ['lang', 'label', 'url'].every((key) => typeof (track as Record<string, unknown>)[key] === 'string'),
    );
  } catch {
    return [];
  }
}

export function presentResource(
  resource: ResourceRow,
  progress: ProgressRow | undefined,
  neighbours: { previous: string | null; next: string | null },
): LearnResource {
  const played = parsePlayed(progress?.played ?? null);
  return {
    id: resource.id,
    courseId: resource.course_id,
    chapterId: resource.chapter_id,
    kind: resource.kind as ResourceKind,
    title: resource.title,
    required: resource.required === 1,
    mediaUrl: resource.media_url,
    captions: parseCaptions(resource.captions),
    durationSeconds: resource.duration_s,
    pageCount: resource.page_count,
    // Stored sanitised; passed through the spec's allowlist again on the way out, whoever wrote the row.
    body: resource.body === null ? null : sanitizeHtml(resource.body),
    url: resource.url,
    appId: resource.app_id,
    appType: resource.app_type,
    examId: resource.kind === 'exam' ? resource.exam_id : null,
    state: {
      resumeSeconds: resumePosition((progress?.position_ms ?? 0) / 1000, resource.duration_s ?? 0),
      lastPage: progress?.last_page ?? 0,
      playedSeconds: distinctSeconds(played),
      completed: Boolean(progress?.completed_at),
    },
    previousResourceId: neighbours.previous,
    nextResourceId: neighbours.next,
  };
}

const DAY_MS = 86_400_000;

/** The last 30 UTC days, oldest first, each present; the streak counts back from today (or yesterday). */
export function presentSummary(input: {
  now: Date;
  days: ReadonlyArray<{ day: string; seconds: number | string | null }>;
  studied: readonly string[];
  totalSeconds: number;
  counts: { completed: number; inProgress: number };
}): LearningSummary {
  const byDay = new Map(input.days.map((row) => [row.day, Number(row.seconds ?? 0)]));
  const today = Date.UTC(input.now.getUTCFullYear(), input.now.getUTCMonth(), input.now.getUTCDate());
  const days = Array.from({ length: 30 }, (_, index) => {
    const day = new Date(today - (29 - index) * DAY_MS).toISOString().slice(0, 10);
    return { day, seconds: byDay.get(day) ?? 0 };
  });
  const studied = new Set(input.studied);
  // A streak survives until the end of today: yesterday's study still counts if today has none yet.
  let cursor = studied.has(new Date(today).toISOString().slice(0, 10)) ? today : today - DAY_MS;
  let streakDays = 0;
  while (studied.has(new Date(cursor).toISOString().slice(0, 10))) {
    streakDays += 1;
    cursor -= DAY_MS;
  }
  return {
    days,
    streakDays,
    totalSeconds: input.totalSeconds,
    coursesCompleted: input.counts.completed,
    coursesInProgress: Math.max(0, input.counts.inProgress),
  };
}

export function presentCompletion(row: CompletionRow): Completion {
  return {
    id: row.id,
    courseId: row.course_id,
    courseName: row.course_name,
    schoolId: row.school_id,
    completedAt: row.completed_at,
    studySeconds: row.study_seconds,
    certificateNo: row.certificate_no,
  };
}

export function presentArchive(
  found: { rows: CompletionRow[]; total: number; totalSeconds: number },
  page: { page: number; pageSize: number },
): LearningArchive {
  return {
    records: found.rows.map(presentCompletion),
    total: found.total,
    totalStudySeconds: found.totalSeconds,
    ...page,
  };
}

/** The archive as CSV (RFC 4180 quoting; a leading =,+,-,@ is neutralised so spreadsheets do not run it). */
export function archiveCsv(rows: readonly CompletionRow[]): string {
  const cell = (value: string | number) => {
    let text = String(value);
    if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  const lines = [['course', 'completed_at', 'study_hours', 'certificate_no'].join(',')];
  for (const row of rows) {
    lines.push(
      [row.course_name, row.completed_at, (row.study_seconds / 3600).toFixed(2), row.certificate_no]
        .map(cell)
        .join(','),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
