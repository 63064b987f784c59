/**
 * Pure edits of a course outline (issue 25 item 2): chapters holding resources, each identified by its `id`.
 * The outline editor and its move-up/move-down fallback share these, so a drag and a button press reorder the
 * same way; every edit returns a new array (the draft is compared and saved as a whole).
 */
import { arrayMove } from '@dnd-kit/sortable';

export interface OutlineNode {
  id: string;
}
export interface OutlineChapterLike<R extends OutlineNode> extends OutlineNode {
  resources: R[];
}

/** Moves the item `from` → `to` (indexes); out-of-range moves leave the list as it was. */
export function moveAt<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return [...items];
  return arrayMove([...items], from, to);
}

/** Moves the item with id `activeId` onto the position of `overId` (a drag's end). */
export function moveById<T extends OutlineNode>(items: readonly T[], activeId: string, overId: string): T[] {
  return moveAt(
    items,
    items.findIndex((item) => item.id === activeId),
    items.findIndex((item) => item.id === overId),
  );
}

export function replaceAt<T>(items: readonly T[], index: number, item: T): T[] {
  return items.map((old, i) => (i === index ? item : old));
}

export function removeAt<T>(items: readonly T[], index: number): T[] {
  return items.filter((_, i) => i !== index);
}

/** Where a resource is: its chapter's index and its own, or null. */
export function findResource<R extends OutlineNode>(
  chapters: readonly OutlineChapterLike<R>[],
  resourceId: string,
): { chapter: number; resource: number } | null {
  for (const [chapter, item] of chapters.entries()) {
    const resource = item.resources.findIndex((r) => r.id === resourceId);
    if (resource >= 0) return { chapter, resource };
  }
  return null;
}
