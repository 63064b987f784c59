import type { Certificate } from '@portico/contracts';
import { useT } from '@/i18n/use-t.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { formatDate } from '@/lib/format-date.ts';
import { formatHours } from '@/lib/format-duration.ts';
import { localizedName } from '@/lib/names.ts';
import styles from './certificate-view.module.css';

/**
 * A certificate of completion (issue 23 item 7): learner, course, school, date, study time and number, laid out
 * for paper — printing shows only the certificate (`@media print` in its stylesheet).
 */
export function CertificateView({ certificate, back }: { certificate: Certificate; back: string }) {
  const b = useBootstrap();
  const t = useT();
  const rows: Array<[string, string]> = [
    [t('archive.cert.school'), localizedName(certificate.schoolName, certificate.schoolNameEn, b.lang)],
    [t('archive.cert.date'), formatDate(certificate.completedAt, b.lang)],
    [t('archive.cert.hours'), formatHours(certificate.studySeconds, b.lang)],
    [t('archive.cert.number'), certificate.certificateNo],
  ];
  return (
    <div className={styles.wrap}>
      <div className={styles.actions}>
        <a href={back}>{t('archive.cert.back')}</a>
        <button type="button" className={styles.print} onClick={() => window.print()}>
          {t('archive.cert.print')}
        </button>
      </div>
      <article className={styles.certificate} aria-labelledby="certificate-title" data-certificate>
        <h2 id="certificate-title" className={styles.title}>
          {t('archive.cert.heading')}
        </h2>
        <p className={styles.line}>{t('archive.cert.certifies')}</p>
        <p className={styles.learner}>{certificate.learnerName}</p>
        <p className={styles.line}>{t('archive.cert.completed')}</p>
        <p className={styles.course}>{certificate.courseName}</p>
        <dl className={styles.facts}>
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </article>
    </div>
  );
}
