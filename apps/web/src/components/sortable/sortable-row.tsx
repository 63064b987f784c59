/**
 * One sortable row (an outline's chapter or resource, a page's module): a drag handle that also takes the keyboard (space
 * picks up, arrows move, space drops, escape cancels — dnd-kit's KeyboardSensor), and move-up/move-down buttons
 * for whoever cannot or will not drag (touch users with a screen reader, switch access).
 */
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';
import { useT } from '@/i18n/use-t.ts';
import styles from './sortable.module.css';

export interface SortableRowProps {
  id: string;
  label: string;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  /** The row's line beside the handle: its title and actions. */
  head: ReactNode;
  /** Buttons beside the move buttons (a resource's remove). */
  actions?: ReactNode;
  /** What sits under the line, full width (a chapter's rename form and resources). */
  children?: ReactNode;
}

export function SortableRow({ id, label, index, count, onMove, head, actions, children }: SortableRowProps) {
  const t = useT();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id });
  const style = { transform: CSS.Translate.toString(transform), transition };
  return (
    <li
      ref={setNodeRef}
      style={style}
      className={isDragging ? `${styles.row} ${styles.dragging}` : styles.row}
    >
      <div className={styles.rowHead}>
        <button
          type="button"
          ref={setActivatorNodeRef}
          className={styles.handle}
          aria-label={t('creation.outline.drag', { item: label })}
          {...attributes}
          {...listeners}
        >
          <span aria-hidden="true">⠿</span>
        </button>
        <div className={styles.rowLine}>{head}</div>
        <div className={styles.moves}>
          {actions}
          <button
            type="button"
            className={styles.iconButton}
            disabled={index === 0}
            aria-label={t('creation.outline.moveUp', { item: label })}
            onClick={() => onMove(index, index - 1)}
          >
            <span aria-hidden="true">↑</span>
          </button>
          <button
            type="button"
            className={styles.iconButton}
            disabled={index === count - 1}
            aria-label={t('creation.outline.moveDown', { item: label })}
            onClick={() => onMove(index, index + 1)}
          >
            <span aria-hidden="true">↓</span>
          </button>
        </div>
      </div>
      {children ? <div className={styles.rowBody}>{children}</div> : null}
    </li>
  );
}
