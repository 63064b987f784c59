/**
 * One item of an edited list (footer columns, their links, QR codes): its title, then move up, move down and remove
 * buttons — keyboard-reachable, named by the item — acting on the list, then the item's own editor.
 */
import type { ReactNode } from 'react';
import { useT } from '@/i18n/use-t.ts';
import styles from './content-form.module.css';

/** Moves one item of a list (up: -1, down: +1); out of range leaves it. */
function move<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(index, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

export function EditableItem<T>(props: {
  name: string;
  /** The title's heading level (a column's links sit one level below the column). */
  level: 4 | 5;
  index: number;
  list: readonly T[];
  onList: (list: T[]) => void;
  children: ReactNode;
}) {
  const { index, list, onList } = props;
  const Title = props.level === 4 ? 'h4' : 'h5';
  return (
    <li className={styles.item}>
      <div className={styles.itemHead}>
        <Title className={styles.itemTitle}>{props.name}</Title>
        <ItemControls
          name={props.name}
          index={index}
          count={list.length}
          onMove={(by) => onList(move(list, index, by))}
          onRemove={() => onList(list.filter((_, j) => j !== index))}
        />
      </div>
      {props.children}
    </li>
  );
}

function ItemControls(props: {
  name: string;
  index: number;
  count: number;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const t = useT();
  return (
    <div className={styles.row}>
      <button
        type="button"
        className={styles.button}
        disabled={props.index === 0}
        aria-label={t('console.content.moveUp', { name: props.name })}
        onClick={() => props.onMove(-1)}
      >
        ↑
      </button>
      <button
        type="button"
        className={styles.button}
        disabled={props.index === props.count - 1}
        aria-label={t('console.content.moveDown', { name: props.name })}
        onClick={() => props.onMove(1)}
      >
        ↓
      </button>
      <button type="button" className={styles.danger} onClick={props.onRemove}>
        {t('console.content.remove')}
        <span className="sr-only"> {props.name}</span>
      </button>
    </div>
  );
}
