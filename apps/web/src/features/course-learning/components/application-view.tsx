/**
 * An application resource in the learning view (issue 23 item 4, spec §2 application-learn). Completion follows
 * core isApplicationComplete, which the server applies to the beats:
 * - an embedded type (core isEmbeddedApp) runs here in a sandboxed frame (scripts only: no cookies, no access to
 *   the portal) and counts as running while it is shown — so the time on task grows while the tab is visible,
 *   and the server credits it within each viewing's wall time;
 * - any other type opens in a new tab and cannot report, so the learner opens it and then marks it done.
 */
import { LEARNING_RULES, isEmbeddedApp, isLegalLink } from '@portico/core';
import type { LearnResource } from '@portico/contracts';
import { useEffect, useState } from 'react';
import { useT } from '@/i18n/use-t.ts';
import type { BeatReport } from '../hooks/use-learning-beats.ts';
import styles from './learn.module.css';

/** A same-origin path (not `//host`), or a link that passes the spec's legality check (spec §5). */
function appSource(url: string | null): string | null {
  if (!url) return null;
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  return isLegalLink(url) ? url : null;
}

export function ApplicationView({
  resource,
  report,
}: {
  resource: LearnResource;
  report: (r: BeatReport) => void;
}) {
  const t = useT();
  const embedded = isEmbeddedApp(resource.appType);
  const src = appSource(resource.url);
  useEffect(() => {
    if (embedded && src) report({ playing: true });
  }, [embedded, src, report]);
  if (!src) return <p className={styles.notice}>{t('learn.appUnavailable')}</p>;
  return embedded ? <EmbeddedApp resource={resource} src={src} /> : <LinkedApp src={src} report={report} />;
}

function EmbeddedApp({ resource, src }: { resource: LearnResource; src: string }) {
  const t = useT();
  const seconds = resource.durationSeconds || LEARNING_RULES.APP_MIN_SECONDS;
  return (
    <div className={styles.application}>
      <iframe
        className={styles.appFrame}
        src={src}
        title={resource.title}
        sandbox="allow-scripts allow-forms"
        referrerPolicy="no-referrer"
        data-testid="application-frame"
      />
      <p className={styles.notice}>{t('learn.appEmbeddedNote', { count: seconds })}</p>
    </div>
  );
}

function LinkedApp({ src, report }: { src: string; report: (r: BeatReport) => void }) {
  const t = useT();
  const [launched, setLaunched] = useState(false);
  const [marked, setMarked] = useState(false);
  return (
    <div className={styles.external}>
      <p>{t('learn.appLinkNote')}</p>
      <a
        className={styles.primaryLink}
        href={src}
        target="_blank"
        rel="noopener noreferrer"
        onClick={() => {
          setLaunched(true);
          report({ launched: true });
        }}
      >
        {t('learn.appOpen')}
      </a>
      <button
        type="button"
        className={styles.secondaryButton}
        disabled={!launched || marked}
        aria-describedby={launched ? undefined : 'app-mark-hint'}
        onClick={() => {
          setMarked(true);
          report({ markedDone: true });
        }}
      >
        {t('learn.appMarkDone')}
      </button>
      {launched ? null : (
        <p id="app-mark-hint" className={styles.notice}>
          {t('learn.appMarkAfterOpen')}
        </p>
      )}
    </div>
  );
}
