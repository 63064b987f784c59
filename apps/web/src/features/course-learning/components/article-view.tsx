/**
 * An article resource (issue 23 item 4): its sanitised HTML (the spec's allowlist on the server, DOMPurify again
 * in the browser), complete when its end comes into view — a marker after the last paragraph, watched by an
 * IntersectionObserver, so a short article completes once shown and a long one once scrolled through.
 */
import type { LearnResource } from '@portico/contracts';
import { useEffect, useRef } from 'react';
import { useT } from '@/i18n/use-t.ts';
import { useSanitizedHtml } from '@/lib/sanitize-html.ts';
import type { BeatReport } from '../hooks/use-learning-beats.ts';
import styles from './learn.module.css';

export function ArticleView({
  resource,
  report,
}: {
  resource: LearnResource;
  report: (r: BeatReport) => void;
}) {
  const t = useT();
  const html = useSanitizedHtml(resource.body ?? '');
  const end = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    const marker = end.current;
    if (!marker || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        report({ reachedEnd: true });
        observer.disconnect();
      }
    });
    observer.observe(marker);
    return () => observer.disconnect();
  }, [report]);
  return (
    <div className={styles.article}>
      <div className={styles.articleBody} dangerouslySetInnerHTML={{ __html: html }} />
      <p ref={end} className={styles.articleEnd}>
        {t('learn.articleEnd')}
      </p>
    </div>
  );
}
