import type { SaveStatus } from '../lib/answer-sync.ts';
import { useT } from '@/i18n/use-t.ts';
import styles from './exams.module.css';

/** "Saving…" / "Saved" / "Offline — will retry" (a polite status region: it speaks when the state changes). */
export function SaveStatusLine({ status }: { status: SaveStatus }) {
  const t = useT();
  const text =
    status === 'saving'
      ? t('exam.save.saving')
      : status === 'saved'
        ? t('exam.save.saved')
        : status === 'offline'
          ? t('exam.save.offline')
          : status === 'error'
            ? t('exam.save.error')
            : '';
  return (
    <p className={status === 'offline' || status === 'error' ? styles.saveWarn : styles.save} role="status">
      {text}
    </p>
  );
}
