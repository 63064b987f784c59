/** A knowledge article's review state in words (issue 25 item 4): draft, in review, changes requested, published. */
import type { AuthoringStateView } from '@portico/contracts';
import type { MessageKey } from '@/i18n/keys.ts';
import { useT } from '@/i18n/use-t.ts';
import styles from './o3-articles.module.css';

export function articleStateKey(state: AuthoringStateView): MessageKey {
  if (state.review === 'in_review') return 'o3articles.state.inReview';
  if (state.review === 'rejected') return 'o3articles.state.rejected';
  if (state.publishedVersion === null) return 'o3articles.state.draft';
  return state.unpublishedChanges ? 'o3articles.state.publishedChanged' : 'o3articles.state.published';
}

export function ArticleState({ state }: { state: AuthoringStateView }) {
  const t = useT();
  const key = articleStateKey(state);
  return <span className={`${styles.badge} ${styles[key.split('.').pop()!] ?? ''}`}>{t(key)}</span>;
}
