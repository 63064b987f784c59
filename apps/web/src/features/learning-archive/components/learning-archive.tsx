import type { LearningProfilePage } from '@portico/contracts';
import { courseViewLink, learningProfileLink, portalHomeLink } from '@portico/core';
import { useState } from 'react';
import { Pager } from '@/components/pager.tsx';
import { useT } from '@/i18n/use-t.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { formatDate } from '@/lib/format-date.ts';
import { formatCount, formatHours } from '@/lib/format-duration.ts';
import { ARCHIVE_CSV_PATH, ARCHIVE_PAGE_SIZE, useArchive } from '../api/archive.ts';
import { CertificateView } from './certificate-view.tsx';
import styles from './learning-archive.module.css';

/**
 * The learning archive (issue 23 item 7; spec §2 `/center/myLearningProfile.htm`), a lazy chunk: every
 * completion record (course, date, study time, certificate), the totals over all of them (the server's sum, so
 * they equal the records), the CSV export, and with `?certificate=<id>` that record's printable certificate.
 */
export default function LearningArchive({ page: data }: { page: LearningProfilePage }) {
  const b = useBootstrap();
  const t = useT();
  const [page, setPage] = useState(1);
  const schoolId = b.school?.id ?? '';
  const archive = useArchive(schoolId, page, data.archive);
  if (!b.school) return null;
  const back = learningProfileLink({ schoolId, lang: b.lang });
  if (data.certificate) return <CertificateView certificate={data.certificate} back={back} />;
  const current = archive.data ?? data.archive;
  return (
    <section className={styles.archive} aria-labelledby="archive-records" aria-busy={archive.isFetching}>
      {data.certificateMissing ? (
        <p className={styles.problem} role="alert">
          {t('archive.cert.missing')}
        </p>
      ) : null}
      <dl className={styles.totals}>
        <div className={styles.total} data-total="records">
          <dt>{t('archive.count')}</dt>
          <dd>{formatCount(current.total, b.lang)}</dd>
        </div>
        <div className={styles.total} data-total="time">
          <dt>{t('archive.totalTime')}</dt>
          <dd>{formatHours(current.totalStudySeconds, b.lang)}</dd>
        </div>
      </dl>
      <div className={styles.toolbar}>
        <h2 id="archive-records" className={styles.heading}>
          {t('archive.records', { count: current.total })}
        </h2>
        {current.total > 0 ? (
          <a
            className={styles.export}
            href={`${ARCHIVE_CSV_PATH}?schoolId=${schoolId}&sxz-lang=${b.lang}`}
            download
          >
            {t('archive.export')}
          </a>
        ) : null}
      </div>
      {current.records.length === 0 ? (
        <div className={styles.empty}>
          <p>{t('archive.empty')}</p>
          <a href={portalHomeLink({ schoolId, lang: b.lang })}>{t('learning.browse')}</a>
        </div>
      ) : (
        <div className={styles.scroll}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('archive.course')}</th>
                <th scope="col">{t('archive.date')}</th>
                <th scope="col">{t('archive.hours')}</th>
                <th scope="col">{t('archive.certificate')}</th>
              </tr>
            </thead>
            <tbody>
              {current.records.map((record) => (
                <tr key={record.id} data-completion={record.id} data-seconds={record.studySeconds}>
                  <th scope="row">
                    <a
                      href={courseViewLink({
                        schoolId: record.schoolId,
                        courseId: record.courseId,
                        lang: b.lang,
                      })}
                    >
                      {record.courseName}
                    </a>
                  </th>
                  <td>
                    <time dateTime={record.completedAt}>{formatDate(record.completedAt, b.lang)}</time>
                  </td>
                  <td>{formatHours(record.studySeconds, b.lang)}</td>
                  <td>
                    <a
                      href={learningProfileLink({ schoolId, certificate: record.id, lang: b.lang })}
                      aria-label={t('archive.viewCertificate', {
                        number: record.certificateNo,
                        course: record.courseName,
                      })}
                    >
                      {record.certificateNo}
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager
        page={page}
        total={current.total}
        pageSize={ARCHIVE_PAGE_SIZE}
        label={t('archive.pages')}
        busy={archive.isFetching}
        onPage={setPage}
      />
    </section>
  );
}
