import { DISPLAY_WIDTHS } from '@portico/core';
import type { AcademyRecord } from '@portico/contracts';
import { useId, type ReactNode } from 'react';
import defaultLogo from '@/assets/default-logo.svg';
import { ClippedText } from '@/components/clipped-text.tsx';
import { FallbackImage } from '@/components/fallback-image.tsx';
import { useT } from '@/i18n/use-t.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { formatCompactCount } from '@/lib/compact-count.ts';
import { academyLinks, certificationLabel } from '../utils/academy-links.ts';
import styles from './school-switcher.module.css';

/**
 * One academy (spec §3 academy record): logo (default on error), name linking to its portal, certification
 * label, description, learner headcount, course count and newest course; a Manage link for managers. The name's
 * link covers the card's summary; `children` (the sub-school list) sits below it.
 */
export function AcademyCard({ record, children }: { record: AcademyRecord; children?: ReactNode }) {
  const b = useBootstrap();
  const t = useT();
  const nameId = useId();
  const links = academyLinks(record, b.lang);
  const certification = certificationLabel(record.configValue);
  const current = record.id === b.school?.id;
  return (
    <article className={styles.card} aria-labelledby={nameId} data-school-id={record.id}>
      <div className={styles.summary}>
        <FallbackImage
          className={styles.logo}
          src={record.mobileLogoUrl}
          fallback={defaultLogo}
          alt=""
          width={48}
          height={48}
        />
        <div className={styles.body}>
          <h4 id={nameId} className={styles.name}>
            {links.portal ? (
              <a className={styles.portal} href={links.portal} aria-current={current ? 'page' : undefined}>
                <ClippedText text={record.name} width={DISPLAY_WIDTHS.SCHOOL_NAME} />
              </a>
            ) : (
              <ClippedText text={record.name} width={DISPLAY_WIDTHS.SCHOOL_NAME} />
            )}
          </h4>
          <p className={styles.badges}>
            {certification ? <span className={styles.certification}>{t(certification)}</span> : null}
            {current ? <span className={styles.current}>{t('switcher.current')}</span> : null}
          </p>
          {record.description ? <p className={styles.description}>{record.description}</p> : null}
          <p className={styles.stats}>
            {/* The count picks the plural form; `n` is its display (spec §5 "9998950" cap, 1.2w…). */}
            <span>
              {t('switcher.learners', {
                count: record.onLearnHeadcount,
                n: formatCompactCount(record.onLearnHeadcount, b.lang),
              })}
            </span>
            <span>
              {t('switcher.courses', {
                count: record.coursesNumber,
                n: formatCompactCount(record.coursesNumber, b.lang),
              })}
            </span>
          </p>
          {record.newestCourseName ? (
            <p className={styles.newest}>{t('switcher.newest', { name: record.newestCourseName })}</p>
          ) : null}
        </div>
        {links.management ? (
          <a
            className={styles.manage}
            href={links.management}
            aria-label={t('switcher.manageSchool', { name: record.name })}
          >
            {t('switcher.manage')}
          </a>
        ) : null}
      </div>
      {children}
    </article>
  );
}
