/**
 * "What changed" in the agreement dialog (issue 13): the words added to and removed from the version the member
 * signed, as <ins>/<del> text (React text nodes: the parts are plain text by contract, so nothing here is markup).
 * Screen readers get "added" / "removed" said before each change, since ins/del are not announced everywhere.
 */
import type { AgreementChanges as Changes } from '@portico/contracts';
import { useT } from '@/i18n/use-t.ts';
import styles from './agreement.module.css';

export function AgreementChangesView({ changes }: { changes: Changes }) {
  const t = useT();
  return (
    <details className={styles.changes} data-testid="agreement-changes">
      <summary className={styles.changesSummary}>
        {t('agreement.changesTitle', { version: changes.fromVersion })}
      </summary>
      <p className={styles.diff} dir="auto">
        {changes.parts.map((part, i) =>
          part.op === 'added' ? (
            <ins key={i} className={styles.added}>
              <span className="sr-only">{t('agreement.changesAdded')} </span>
              {part.text}
            </ins>
          ) : part.op === 'removed' ? (
            <del key={i} className={styles.removed}>
              <span className="sr-only">{t('agreement.changesRemoved')} </span>
              {part.text}
            </del>
          ) : (
            <span key={i}>{part.text}</span>
          ),
        )}
      </p>
    </details>
  );
}
