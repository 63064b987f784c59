/** A course's authoring state in words (issue 25 item 3): draft, in review, rejected, published (with changes). */
import type { AuthoringStateView } from '@portico/contracts';
import type { MessageKey } from '@/i18n/keys.ts';
import { useT } from '@/i18n/use-t.ts';
import styles from './creation.module.css';

export function stateKey(state: AuthoringStateView): MessageKey {
  if (state.review === 'in_review') return 'creation.state.inReview';
  if (state.review === 'rejected') return 'creation.state.rejected';
  if (state.publishedVersion === null) {
    return state.latestVersion > 0 ? 'creation.state.unpublished' : 'creation.state.draft';
  }
  return state.unpublishedChanges ? 'creation.state.publishedChanged' : 'creation.state.published';
}

const TONE: Record<string, string | undefined> = {
  'creation.state.inReview': styles.badgeReview,
  'creation.state.rejected': styles.badgeRejected,
  'creation.state.published': styles.badgePublished,
  'creation.state.publishedChanged': styles.badgePublished,
};

export function StateBadge({ state }: { state: AuthoringStateView }) {
  const t = useT();
  const key = stateKey(state);
  return (
    <span className={`${styles.badge} ${TONE[key] ?? ''}`}>
      {t(key, { version: state.publishedVersion ?? 0 })}
    </span>
  );
}
