import { useState } from 'react';
import { useT } from '@/i18n/use-t.ts';
import { errorText } from '@/lib/api-errors.ts';
import { setArticleFeatured } from '../api/set-featured.ts';
import styles from './knowledge.module.css';

/**
 * An admin's switch on an article page: feature it on the knowledge portal (its "Featured articles"), or stop. A
 * toggle button (aria-pressed) whose state is the server's answer; what happened is said in a polite status line.
 */
export function FeatureToggle(props: { schoolId: string; articleId: string; featured: boolean }) {
  const t = useT();
  const [featured, setFeatured] = useState(props.featured);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState('');
  const toggle = async () => {
    setBusy(true);
    try {
      const article = await setArticleFeatured(props.schoolId, props.articleId, !featured);
      setFeatured(article.featured);
      setSaid(t(article.featured ? 'knowledge.featureOn' : 'knowledge.featureOff'));
    } catch (error) {
      setSaid(errorText(error, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <p className={styles.feature}>
      <button type="button" aria-pressed={featured} disabled={busy} onClick={() => void toggle()}>
        {t('knowledge.featureToggle')}
      </button>
      <span role="status">{said}</span>
    </p>
  );
}
