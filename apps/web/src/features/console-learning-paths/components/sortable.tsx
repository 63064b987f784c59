/**
 * A reorderable list of the path editor (stages, or one stage's items): drag from the handle with a pointer or
 * touch, or with the keyboard (space picks up, arrows move, space drops — dnd-kit's KeyboardSensor), plus move-up /
 * move-down buttons; announcements in the page language. Each list has its own DndContext, so an item cannot be
 * dropped among stages.
 */
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';
import { useT } from '@/i18n/use-t.ts';
import styles from './learning-paths.module.css';

export interface SortableEntry {
  id: string;
  label: string;
}

export function SortableList(props: {
  id: string;
  entries: readonly SortableEntry[];
  label: string;
  onMove: (from: number, to: number) => void;
  children: ReactNode;
}) {
  const t = useT();
  const { entries } = props;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const label = (id: UniqueIdentifier) => entries.find((e) => e.id === id)?.label ?? '';
  const position = (id: UniqueIdentifier) => entries.findIndex((e) => e.id === id) + 1;
  const total = entries.length;
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = entries.findIndex((e) => e.id === active.id);
    const to = entries.findIndex((e) => e.id === over.id);
    if (from >= 0 && to >= 0) props.onMove(from, to);
  };
  return (
    <DndContext
      id={props.id}
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={{
        screenReaderInstructions: { draggable: t('paths.editor.dndInstructions') },
        announcements: {
          onDragStart: ({ active }) =>
            t('paths.editor.moved', { item: label(active.id), position: position(active.id), total }),
          onDragOver: ({ active, over }) =>
            over
              ? t('paths.editor.moved', { item: label(active.id), position: position(over.id), total })
              : undefined,
          onDragEnd: ({ active, over }) =>
            over
              ? t('paths.editor.moved', { item: label(active.id), position: position(over.id), total })
              : t('paths.editor.notMoved', { item: label(active.id) }),
          onDragCancel: ({ active }) => t('paths.editor.notMoved', { item: label(active.id) }),
        },
      }}
      onDragEnd={onDragEnd}
    >
      <SortableContext items={entries.map((e) => e.id)} strategy={verticalListSortingStrategy}>
        <ol className={styles.list} aria-label={props.label}>
          {props.children}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

export function SortableRow(props: {
  id: string;
  label: string;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  head: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  const t = useT();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: props.id });
  const { index, count, label } = props;
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={styles.row}
      data-dragging={isDragging ? '' : undefined}
    >
      <div className={styles.rowHead}>
        <button
          type="button"
          ref={setActivatorNodeRef}
          className={styles.handle}
          aria-label={t('paths.editor.drag', { item: label })}
          {...attributes}
          {...listeners}
        >
          <span aria-hidden="true">⠿</span>
        </button>
        <div className={styles.rowLine}>{props.head}</div>
        <div className={styles.moves}>
          {props.actions}
          <button
            type="button"
            className={styles.iconButton}
            disabled={index === 0}
            aria-label={t('paths.editor.moveUp', { item: label })}
            onClick={() => props.onMove(index, index - 1)}
          >
            <span aria-hidden="true">↑</span>
          </button>
          <button
            type="button"
            className={styles.iconButton}
            disabled={index === count - 1}
            aria-label={t('paths.editor.moveDown', { item: label })}
            onClick={() => props.onMove(index, index + 1)}
          >
            <span aria-hidden="true">↓</span>
          </button>
        </div>
      </div>
      {props.children ? <div className={styles.rowBody}>{props.children}</div> : null}
    </li>
  );
}
