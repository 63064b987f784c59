/**
 * A reorderable list (the creation center's chapters and resources, the page designer's modules): pointer and touch drags from the handle, keyboard
 * drags with sortableKeyboardCoordinates, translated announcements. Each list has its own DndContext, so a
 * resource cannot be dropped among chapters by accident; `id` keeps dnd-kit's generated ids stable (SSR).
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
import { useT } from '@/i18n/use-t.ts';
import { sortableAccessibility, type SortableEntry } from './sortable-a11y.ts';
import styles from './sortable.module.css';

export interface SortableListProps {
  id: string;
  entries: readonly SortableEntry[];
  label: string;
  onMove: (from: number, to: number) => void;
  children: ReactNode;
}

export function SortableList({ id, entries, label, onMove, children }: SortableListProps) {
  const t = useT();
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
      accessibility={sortableAccessibility(t, entries)}
      onDragEnd={onDragEnd}
    >
      <SortableContext items={entries.map((e) => e.id)} strategy={verticalListSortingStrategy}>
        <ol className={styles.list} aria-label={label}>
          {children}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
