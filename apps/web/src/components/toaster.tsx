import { useEffect, useSyncExternalStore } from 'react';
import { useT } from '@/i18n/use-t.ts';
import { getServerToasts, getToasts, restoreFlashedToasts, subscribeToasts } from '@/lib/toast.ts';
import styles from './toaster.module.css';

/** The polite live region toasts appear in (empty on the server and at hydration). */
export function Toaster() {
  const t = useT();
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getServerToasts);
  useEffect(() => restoreFlashedToasts(), []);
  return (
    <div className={styles.region} role="status" aria-live="polite" aria-label={t('common.notifications')}>
      {toasts.map((toast) => (
        <p key={toast.id} className={styles.toast}>
          {toast.text}
        </p>
      ))}
    </div>
  );
}
