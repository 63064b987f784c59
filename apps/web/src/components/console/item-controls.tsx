/** Move up, move down and remove buttons of one item of an edited list: keyboard-reachable, named by the item. */
import { useT } from '@/i18n/use-t.ts';
import styles from './content-form.module.css';

export function ItemControls(props: {
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
