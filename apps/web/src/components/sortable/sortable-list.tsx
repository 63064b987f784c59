/**
 * A reorderable list (the creation center's chapters and resources, the learning-path editor's stages and items):
 * pointer and touch drags from the handle, keyboard drags (space picks up, arrows move, space drops, escape
 * cancels — dnd-kit's KeyboardSensor with sortableKeyboardCoordinates), announcements in the page's language.
 * Each list has its own DndContext, so an item is never dropped into another list by accident; `id` keeps
 * dnd-kit's generated ids stable (SSR). The list hands its texts to its rows (SortableRow) through context.
 */
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { ReactNode } from 'react';
import {
  SortableTextsContext,
  sortableAccessibility,
  type SortableEntry,
  type SortableTexts,
} from './sortable-texts.ts';
import styles from './sortable.module.css';

export interface SortableListProps {
  id: string;
  entries: readonly SortableEntry[];
  label: string;
  texts: SortableTexts;
  onMove: (from: number, to: number) => void;
  children: ReactNode;
}

export function SortableList({ id, entries, label, texts, onMove, children }: SortableListProps) {
  const sensors = useSensors(
    // A small distance so a tap on the handle (focus) is not a drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = entries.findIndex((e) => e.id === active.id);
    const to = entries.findIndex((e) => e.id === over.id);
    if (from >= 0 && to >= 0) onMove(from, to);
  };
  return (
    <DndContext
      id={id}
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={sortableAccessibility(texts, entries)}
      onDragEnd={onDragEnd}
    >
      <SortableContext items={entries.map((e) => e.id)} strategy={verticalListSortingStrategy}>
        <SortableTextsContext.Provider value={texts}>
          <ol className={styles.list} aria-label={label}>
            {children}
          </ol>
        </SortableTextsContext.Provider>
      </SortableContext>
    </DndContext>
  );
}
