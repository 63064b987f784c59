/**
 * The outline as the viewer sees it (issue 23 item 2): chapters with their locks (core chapterLock: release date,
 * then prerequisite chapter), resources with the viewer's completion, the counts that make progress, and where
 * "Continue" goes. One function, so the outline route, the learning route and the heartbeat agree on locks.
 */
import { chapterLock, type ChapterLock } from '@portico/core';
import type { ChapterRow, ProgressRow, ResourceRow } from './queries.ts';

interface OutlineChapterView {
  chapter: ChapterRow;
  lock: ChapterLock;
  resources: Array<{ resource: ResourceRow; completed: boolean }>;
}

export interface OutlineView {
  chapters: OutlineChapterView[];
  requiredTotal: number;
  requiredCompleted: number;
  /** Resources in reading order (locked ones included; callers check the lock). */
  ordered: ResourceRow[];
}

export function buildOutline(input: {
  chapters: readonly ChapterRow[];
  resources: readonly ResourceRow[];
  progress: readonly ProgressRow[];
  now: Date;
}): OutlineView {
  const done = new Set(
    input.progress.filter((row) => row.completed_at !== null).map((row) => row.resource_id),
  );
  const byChapter = new Map<string, ResourceRow[]>();
  for (const resource of input.resources) {
    const list = byChapter.get(resource.chapter_id) ?? [];
    list.push(resource);
    byChapter.set(resource.chapter_id, list);
  }
  // A chapter is complete when every required resource in it is (a chapter with none required: when all are).
  const completedChapterIds = new Set<string>();
  for (const chapter of input.chapters) {
    const list = byChapter.get(chapter.id) ?? [];
    const required = list.filter((resource) => resource.required === 1);
    const counted = required.length > 0 ? required : list;
    if (counted.every((resource) => done.has(resource.id))) completedChapterIds.add(chapter.id);
  }
  const chapters = input.chapters.map((chapter) => ({
    chapter,
    lock: chapterLock(
      { releaseAt: chapter.release_at, prerequisiteChapterId: chapter.prerequisite_chapter_id },
      { now: input.now, completedChapterIds },
    ),
    resources: (byChapter.get(chapter.id) ?? []).map((resource) => ({
      resource,
      completed: done.has(resource.id),
    })),
  }));
  const required = input.resources.filter((resource) => resource.required === 1);
  return {
    chapters,
    requiredTotal: required.length,
    requiredCompleted: required.filter((resource) => done.has(resource.id)).length,
    ordered: chapters.flatMap((chapter) => chapter.resources.map((entry) => entry.resource)),
  };
}

/** The lock of the chapter holding a resource (unlocked when the resource is not in the outline). */
export function lockOf(outline: OutlineView, resourceId: string): ChapterLock {
  const chapter = outline.chapters.find((entry) =>
    entry.resources.some((item) => item.resource.id === resourceId),
  );
  return chapter?.lock ?? { locked: false };
}

/** Where "Continue" goes: the last resource visited if still open, else the first open incomplete one. */
export function continueTarget(outline: OutlineView, lastResourceId: string | null): string | null {
  const open = outline.chapters.filter((entry) => !entry.lock.locked).flatMap((entry) => entry.resources);
  if (lastResourceId && open.some((entry) => entry.resource.id === lastResourceId)) return lastResourceId;
  return (open.find((entry) => !entry.completed) ?? open[0])?.resource.id ?? null;
}
