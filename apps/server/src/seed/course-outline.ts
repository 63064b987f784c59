/**
 * Rows of a course outline (issue 23): chapters and their resources, from a compact spec. The demo seed and the
 * test factories build outlines with it, so both exercise the same shapes.
 */
import type { ResourceKind } from '@portico/core';
import type { SeedRows } from './rows.ts';

interface ResourceSpec {
  kind: ResourceKind;
  title: string;
  required?: boolean;
  draft?: boolean;
  mediaUrl?: string;
  captions?: Array<{ lang: string; label: string; url: string }>;
  durationSeconds?: number;
  pageCount?: number;
  body?: string;
  url?: string;
  appId?: string;
  appType?: string;
}

export interface ChapterSpec {
  title: string;
  releaseAt?: string;
  /** Index of an earlier chapter of the same course that must be complete first. */
  after?: number;
  resources: ResourceSpec[];
}

export interface OutlineRows {
  rows: SeedRows;
  chapterIds: string[];
  /** Resource ids in reading order. */
  resourceIds: string[];
}

export function outlineRows(input: {
  schoolId: string;
  courseId: string;
  chapters: ChapterSpec[];
  /** A new id for a chapter or a resource (the seed gives stable ones per kind). */
  nextId: (kind: 'chapter' | 'resource') => string;
  createdAt: string;
}): OutlineRows {
  const chapters: NonNullable<SeedRows['course_chapters']> = [];
  const resources: NonNullable<SeedRows['course_resources']> = [];
  const chapterIds: string[] = [];
  const resourceIds: string[] = [];
  input.chapters.forEach((chapter, chapterIndex) => {
    const id = input.nextId('chapter');
    chapterIds.push(id);
    chapters.push({
      id,
      school_id: input.schoolId,
      course_id: input.courseId,
      title: chapter.title,
      sort: chapterIndex,
      release_at: chapter.releaseAt ?? null,
      prerequisite_chapter_id: chapter.after === undefined ? null : (chapterIds[chapter.after] ?? null),
      created_at: input.createdAt,
    });
    chapter.resources.forEach((resource, resourceIndex) => {
      const resourceId = input.nextId('resource');
      resourceIds.push(resourceId);
      resources.push({
        id: resourceId,
        school_id: input.schoolId,
        course_id: input.courseId,
        chapter_id: id,
        kind: resource.kind,
        title: resource.title,
        sort: resourceIndex,
        required: resource.required === false ? 0 : 1,
        status: resource.draft ? 0 : 1,
        media_url: resource.mediaUrl ?? null,
        captions: resource.captions ? JSON.stringify(resource.captions) : null,
        duration_s: resource.durationSeconds ?? null,
        page_count: resource.pageCount ?? null,
        body: resource.body ?? null,
        url: resource.url ?? null,
        app_id: resource.appId ?? null,
        app_type: resource.appType ?? null,
        created_at: input.createdAt,
      });
    });
  });
  return { rows: { course_chapters: chapters, course_resources: resources }, chapterIds, resourceIds };
}
