/**
 * What a sortable list says (issue 25 item 2, issue 24's path editor): the drag handle's and move buttons' names,
 * dnd-kit's screen-reader instructions and the announcements as an item is picked up, moved over a position,
 * dropped or put back. Positions are 1-based "n of total", as a sighted user counts them. Each feature words them
 * from its own message pack (the creation center's `creation.dnd.*`, the console's `paths.editor.*`), so this
 * shared component carries no texts of its own.
 */
import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';
import { createContext } from 'react';

export interface SortableEntry {
  id: string;
  label: string;
}

export interface SortableTexts {
  instructions: string;
  drag: (item: string) => string;
  moveUp: (item: string) => string;
  moveDown: (item: string) => string;
  picked: (item: string, position: number, total: number) => string;
  over: (item: string, position: number, total: number) => string;
  dropped: (item: string, position: number, total: number) => string;
  cancelled: (item: string) => string;
}

export function sortableAccessibility(
  texts: SortableTexts,
  entries: readonly SortableEntry[],
): { announcements: Announcements; screenReaderInstructions: ScreenReaderInstructions } {
  const total = entries.length;
  const label = (id: UniqueIdentifier) => entries.find((e) => e.id === id)?.label ?? '';
  const position = (id: UniqueIdentifier) => entries.findIndex((e) => e.id === id) + 1;
  return {
    screenReaderInstructions: { draggable: texts.instructions },
    announcements: {
      onDragStart: ({ active }) => texts.picked(label(active.id), position(active.id), total),
      onDragOver: ({ active, over }) =>
        over ? texts.over(label(active.id), position(over.id), total) : undefined,
      onDragEnd: ({ active, over }) =>
        over ? texts.dropped(label(active.id), position(over.id), total) : texts.cancelled(label(active.id)),
      onDragCancel: ({ active }) => texts.cancelled(label(active.id)),
    },
  };
}

/** A list's texts, for its rows (set by SortableList). */
export const SortableTextsContext = createContext<SortableTexts | null>(null);
