/**
 * One row of a SortableList: a drag handle that also takes the keyboard, the row's line (title and actions), and
 * move-up/move-down buttons for whoever cannot or will not drag (touch users with a screen reader, switch access).
 * Its names come from the enclosing list's texts.
 */
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useContext, type ReactNode } from 'react';
import { SortableTextsContext } from './sortable-texts.ts';
import styles from './sortable.module.css';

export interface SortableRowProps {
  id: string;
  label: string;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  /** The row's line beside the handle: its title and actions. */
  head: ReactNode;
  /** Buttons beside the move buttons (a remove). */
  actions?: ReactNode;
  /** What sits under the line, full width (a chapter's rename form and resources, a stage's items). */
  children?: ReactNode;
}

export function SortableRow({ id, label, index, count, onMove, head, actions, children }: SortableRowProps) {
  const texts = useContext(SortableTextsContext);
  if (!texts) throw new Error('SortableRow outside a SortableList');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id });
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
          aria-label={texts.drag(label)}
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
            aria-label={texts.moveUp(label)}
            onClick={() => onMove(index, index - 1)}
          >
            <span aria-hidden="true">↑</span>
          </button>
          <button
            type="button"
            className={styles.iconButton}
            disabled={index === count - 1}
            aria-label={texts.moveDown(label)}
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
