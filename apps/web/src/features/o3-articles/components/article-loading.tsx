/** The editor's place while an article's draft loads, or why it could not (issue 25 item 4). */
import { useT } from '@/i18n/use-t.ts';
import { errorText } from '@/lib/api-errors.ts';
import styles from './o3-articles.module.css';

export function ArticleLoading({ error, onBack }: { error: unknown; onBack: () => void }) {
  const t = useT();
  return (
    <div className={styles.center}>
      <button type="button" className={styles.link} onClick={onBack}>
        {t('o3articles.editor.back')}
      </button>
      {error ? <p role="alert">{errorText(error, t)}</p> : <p role="status">{t('common.loading')}</p>}
    </div>
  );
}
