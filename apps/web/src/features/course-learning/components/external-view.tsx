/**
 * An external link or application resource (issue 23 item 2): opened in a new tab only if it passes the spec's
 * legality check (spec §5); opening the page counts it as done, which the first beat of the viewing records.
 */
import { isLegalLink } from '@portico/core';
import type { LearnResource } from '@portico/contracts';
import { useT } from '@/i18n/use-t.ts';
import styles from './learn.module.css';

export function ExternalView({ resource }: { resource: LearnResource }) {
  const t = useT();
  const url = resource.url && isLegalLink(resource.url) ? resource.url : null;
  return (
    <div className={styles.external}>
      <p>{t('learn.externalNote')}</p>
      {url ? (
        <a className={styles.primaryLink} href={url} target="_blank" rel="noopener noreferrer">
          {t('learn.externalOpen')}
        </a>
      ) : null}
    </div>
  );
}
