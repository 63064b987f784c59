/**
 * dnd-kit's screen-reader texts in the page's language (issue 25 item 2: reorder by keyboard with accessible
 * announcements): what a drag handle says when focused, and what is announced as an item is picked up, moved over
 * a position, dropped or put back. Positions are 1-based "n of total", as a sighted user counts them.
 */
import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';
import type { TFn } from '@/i18n/keys.ts';

export interface SortableEntry {
  id: string;
  label: string;
}

export function sortableAccessibility(
  t: TFn,
  entries: readonly SortableEntry[],
): { announcements: Announcements; screenReaderInstructions: ScreenReaderInstructions } {
  const total = entries.length;
  const label = (id: UniqueIdentifier) => entries.find((e) => e.id === id)?.label ?? '';
  const position = (id: UniqueIdentifier) => entries.findIndex((e) => e.id === id) + 1;
  return {
    screenReaderInstructions: { draggable: t('creation.dnd.instructions') },
    announcements: {
      onDragStart: ({ active }) =>
        t('creation.dnd.picked', { item: label(active.id), position: position(active.id), total }),
      onDragOver: ({ active, over }) =>
        over
          ? t('creation.dnd.over', { item: label(active.id), position: position(over.id), total })
          : undefined,
      onDragEnd: ({ active, over }) =>
        over
          ? t('creation.dnd.dropped', { item: label(active.id), position: position(over.id), total })
          : t('creation.dnd.cancelled', { item: label(active.id) }),
      onDragCancel: ({ active }) => t('creation.dnd.cancelled', { item: label(active.id) }),
    },
  };
}
