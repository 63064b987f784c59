import type { Bulletin } from '@portico/contracts';
import { charCount } from '@portico/core';
import { useEffect, useState, useSyncExternalStore, type CSSProperties } from 'react';
import { useT } from '@/i18n/use-t.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { isShownByStorage, rememberClose, storeOnLoad } from '../utils/bulletin-storage.ts';
import styles from './bulletin-bar.module.css';

const subscribeNever = () => () => {};

/** Reading speed of the marquee: about 8 characters a second, at least 12 s a pass. */
const duration = (text: string) => `${Math.max(12, Math.round(charCount(text) / 8) + 8)}s`;

/**
 * Spec §4 bulletin: a marquee under the header, rendered on the server (its space is there from the first paint)
 * unless this browser closed this very bulletin. It can be paused (WCAG 2.2.2) and does not move for users who
 * prefer reduced motion; closing is remembered (bulletinId / closeBulletin).
 */
export function BulletinBar() {
  const b = useBootstrap();
  const t = useT();
  const bulletin: Bulletin | null = b.bulletin;
  const [closed, setClosed] = useState(false);
  const [paused, setPaused] = useState(false);
  // Spec §4: the stored flags and the time window decide (as the server did, then with local storage).
  const hiddenByStorage = useSyncExternalStore(
    subscribeNever,
    () => (bulletin ? !isShownByStorage(bulletin, new Date()) : false),
    () => false,
  );
  useEffect(() => {
    // A new id resets the flag to 'no' (written once the page shows).
    if (bulletin) storeOnLoad(bulletin);
  }, [bulletin]);

  if (!bulletin || b.bulletinClosed || closed || hiddenByStorage) return null;
  const style = { '--marquee-duration': duration(bulletin.content) } as CSSProperties;
  return (
    <section className={styles.bar} aria-label={t('bulletin.label')} data-paused={paused ? '' : undefined}>
      <div className={styles.inner}>
        <svg
          className={styles.icon}
          aria-hidden="true"
          focusable="false"
          width="20"
          height="20"
          viewBox="0 0 24 24"
        >
          <path
            d="M3 10v4a1 1 0 0 0 1 1h2l5 4V5L6 9H4a1 1 0 0 0-1 1zm13-2a5 5 0 0 1 0 8m2.5-10.5a8.5 8.5 0 0 1 0 13"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <div className={styles.track} style={style}>
          <p className={styles.text}>{bulletin.content}</p>
        </div>
        <button type="button" className={styles.control} onClick={() => setPaused((value) => !value)}>
          {paused ? t('bulletin.play') : t('bulletin.pause')}
        </button>
        <button
          type="button"
          className={styles.close}
          aria-label={t('bulletin.close')}
          onClick={() => {
            rememberClose(bulletin.id);
            setClosed(true);
          }}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </section>
  );
}
