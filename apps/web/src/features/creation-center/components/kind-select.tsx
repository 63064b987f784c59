/** "Add a resource" to a chapter: the kind chosen from a menu, then added (and selected for editing). */
import { useId, useState } from 'react';
import { useT } from '@/i18n/use-t.ts';
import { kindLabel } from '../lib/kind-labels.ts';
import type { DraftResource } from '../lib/draft-ids.ts';
import styles from './creation.module.css';

interface Props {
  kinds: readonly DraftResource['kind'][];
  chapterLabel: string;
  onAdd: (kind: DraftResource['kind']) => void;
}

export function KindSelect({ kinds, chapterLabel, onAdd }: Props) {
  const t = useT();
  const id = useId();
  const [kind, setKind] = useState(kinds[0] ?? 'article');
  return (
    <div className={styles.addResource}>
      <label htmlFor={id} className="sr-only">
        {t('creation.outline.kindOf', { chapter: chapterLabel })}
      </label>
      <select
        id={id}
        className={styles.select}
        value={kind}
        onChange={(e) => setKind(e.target.value as DraftResource['kind'])}
      >
        {kinds.map((k) => (
          <option key={k} value={k}>
            {t(kindLabel(k))}
          </option>
        ))}
      </select>
      <button type="button" className={styles.secondary} onClick={() => onAdd(kind)}>
        {t('creation.outline.addResource')}
        <span className="sr-only"> ({chapterLabel})</span>
      </button>
    </div>
  );
}
