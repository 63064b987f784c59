import { useState } from 'react';
import { useT } from '@/i18n/use-t.ts';
import { errorText } from '@/lib/api-errors.ts';
import { useSetContentReview } from '../api/content-review.ts';
import styles from './inbox.module.css';

/** Spec §6 content-review switch of the school, and how many images it refuses (admins block them per image). */
export function ReviewPanel({
  schoolId,
  initialOn,
  blockedImages,
}: {
  schoolId: string;
  initialOn: boolean;
  blockedImages: number;
}) {
  const t = useT();
  const [on, setOn] = useState(initialOn);
  const change = useSetContentReview();
  return (
    <section className={styles.review} aria-labelledby="content-review-title">
      <h2 id="content-review-title" className={styles.reviewTitle}>
        {t('inbox.reviewTitle')}
      </h2>
      <label className={styles.switch}>
        <input
          type="checkbox"
          checked={on}
          disabled={change.isPending}
          onChange={(event) => {
            const next = event.target.checked;
            change.mutate({ schoolId, on: next }, { onSuccess: () => setOn(next) });
          }}
        />
        {t('inbox.reviewSwitch')}
      </label>
      <p className={styles.meta}>{t('inbox.blockedCount', { count: blockedImages })}</p>
      {change.error ? (
        <p className={styles.error} role="alert">
          {errorText(change.error, t)}
        </p>
      ) : null}
    </section>
  );
}
