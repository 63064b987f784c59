import { useRef, useState, type DragEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useT } from '@/i18n/use-t.ts';
import styles from './navigation.module.css';

/**
 * A list ordered by drag and by keyboard (issue 13 §1): each row has a handle that can be dragged, or focused and
 * moved with the arrow keys (Home/End: first/last), plus Move up / Move down buttons. Every move is announced in a
 * polite live region ("Courses moved to position 2 of 8") and the handle keeps focus.
 */
export function ReorderList<T>(props: {
  items: T[];
  keyOf: (item: T, index: number) => string;
  labelOf: (item: T) => string;
  onMove: (from: number, to: number) => void;
  /** The row's title and actions, beside the handle. */
  renderHead: (item: T, index: number) => ReactNode;
  /** What opens under the row (its editor), if anything. */
  renderBody?: (item: T, index: number) => ReactNode;
  label: string;
}) {
  const t = useT();
  const [message, setMessage] = useState('');
  const [dragging, setDragging] = useState<number | null>(null);
  const handles = useRef(new Map<number, HTMLButtonElement>());
  const { items } = props;

  const move = (from: number, to: number) => {
    if (to < 0 || to >= items.length || to === from) return;
    const item = items[from] as T;
    props.onMove(from, to);
    setMessage(
      t('console.navigation.moved', { name: props.labelOf(item), position: to + 1, total: items.length }),
    );
    // The moved row re-renders at its new index: keep the keyboard user on its handle.
    requestAnimationFrame(() => handles.current.get(to)?.focus());
  };
  const onKey = (event: KeyboardEvent, index: number) => {
    const target =
      event.key === 'ArrowUp'
        ? index - 1
        : event.key === 'ArrowDown'
          ? index + 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? items.length - 1
              : null;
    if (target === null) return;
    event.preventDefault();
    move(index, target);
  };
  const onDrop = (event: DragEvent, index: number) => {
    event.preventDefault();
    if (dragging !== null) move(dragging, index);
    setDragging(null);
  };

  return (
    <>
      <ol className={styles.list} aria-label={props.label}>
        {items.map((item, index) => {
          const name = props.labelOf(item);
          return (
            <li
              key={props.keyOf(item, index)}
              className={styles.row}
              data-dragging={dragging === index ? '' : undefined}
              onDragOver={(event) => event.preventDefault()}
              onDrop={(event) => onDrop(event, index)}
            >
              <div className={styles.rowHead}>
                <button
                  type="button"
                  className={styles.handle}
                  draggable
                  ref={(el) => {
                    if (el) handles.current.set(index, el);
                    else handles.current.delete(index);
                  }}
                  aria-label={t('console.navigation.handle', { name })}
                  aria-roledescription={t('console.navigation.handleRole')}
                  onKeyDown={(event) => onKey(event, index)}
                  onDragStart={(event) => {
                    event.dataTransfer.effectAllowed = 'move';
                    event.dataTransfer.setData('text/plain', String(index));
                    setDragging(index);
                  }}
                  onDragEnd={() => setDragging(null)}
                >
                  <span aria-hidden="true">⠿</span>
                </button>
                <button
                  type="button"
                  className={styles.small}
                  disabled={index === 0}
                  aria-label={t('console.navigation.moveUp', { name })}
                  onClick={() => move(index, index - 1)}
                >
                  <span aria-hidden="true">↑</span>
                </button>
                <button
                  type="button"
                  className={styles.small}
                  disabled={index === items.length - 1}
                  aria-label={t('console.navigation.moveDown', { name })}
                  onClick={() => move(index, index + 1)}
                >
                  <span aria-hidden="true">↓</span>
                </button>
                {props.renderHead(item, index)}
              </div>
              {props.renderBody?.(item, index)}
            </li>
          );
        })}
      </ol>
      <p className="sr-only" role="status" aria-live="polite">
        {message}
      </p>
    </>
  );
}
