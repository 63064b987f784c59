import type { LearningSummary } from '@portico/contracts';
import { htmlLang } from '@portico/core';
import { useEffect, useRef, useState } from 'react';
import { useT } from '@/i18n/use-t.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { formatCount, formatDays, formatHours, formatMinutes } from '@/lib/format-duration.ts';
import styles from './study-data.module.css';

const dayLabel = (day: string, lang: string) =>
  new Intl.DateTimeFormat(lang, { month: 'numeric', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/**
 * Study data (issue 23 item 6; spec §2 studyCenter_LearningData and personalCenter_StudyData), a lazy chunk:
 * totals, streak and courses from the bootstrap's summary, the last 30 days as a bar chart — drawn by ECharts,
 * loaded as its own chunk once the page is in the browser — and the same numbers as a table for anyone who
 * cannot see the chart.
 */
export default function StudyData({ summary }: { summary: LearningSummary }) {
  const b = useBootstrap();
  const t = useT();
  const chartRef = useRef<HTMLDivElement>(null);
  const [chartFailed, setChartFailed] = useState(false);
  const lang = htmlLang(b.lang);
  const last30 = summary.days.reduce((sum, day) => sum + day.seconds, 0);

  useEffect(() => {
    const element = chartRef.current;
    if (!element) return;
    let remove: (() => void) | null = null;
    let cancelled = false;
    import('./study-chart.ts')
      .then(({ drawStudyChart }) => {
        if (cancelled) return;
        remove = drawStudyChart(element, {
          labels: summary.days.map((day) => dayLabel(day.day, lang)),
          minutes: summary.days.map((day) => Math.round((day.seconds / 60) * 10) / 10),
          rtl: b.dir === 'rtl',
          format: (minutes) => formatMinutes(minutes * 60, b.lang),
        });
      })
      .catch(() => setChartFailed(true));
    return () => {
      cancelled = true;
      remove?.();
    };
  }, [summary, lang, b.dir, b.lang]);

  const stats: Array<[string, string, string]> = [
    ['total', t('center.data.totalTime'), formatHours(summary.totalSeconds, b.lang)],
    ['last30', t('center.data.last30'), formatHours(last30, b.lang)],
    ['streak', t('center.data.streak'), formatDays(summary.streakDays, b.lang)],
    ['completed', t('center.data.completed'), formatCount(summary.coursesCompleted, b.lang)],
    ['in-progress', t('center.data.inProgress'), formatCount(summary.coursesInProgress, b.lang)],
  ];
  return (
    <section className={styles.data} aria-labelledby="study-data-title">
      <h2 id="study-data-title" className={styles.heading}>
        {t('center.menu.studyData')}
      </h2>
      <dl className={styles.stats}>
        {stats.map(([id, label, value]) => (
          <div key={id} className={styles.stat} data-stat={id}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <figure className={styles.figure}>
        <figcaption className={styles.caption}>{t('center.data.tableCaption')}</figcaption>
        {chartFailed ? null : (
          <div
            ref={chartRef}
            className={styles.chart}
            role="img"
            aria-label={t('center.data.chartLabel', { duration: formatHours(last30, b.lang) })}
            data-study-chart
          />
        )}
        <details className={styles.details}>
          <summary>{t('center.data.tableToggle')}</summary>
          <table className={styles.table}>
            <caption className={styles.visuallyHidden}>{t('center.data.tableCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('center.data.day')}</th>
                <th scope="col">{t('center.data.minutes')}</th>
              </tr>
            </thead>
            <tbody>
              {summary.days.map((day) => (
                <tr key={day.day} data-day={day.day} data-seconds={day.seconds}>
                  <th scope="row">
                    <time dateTime={day.day}>{dayLabel(day.day, lang)}</time>
                  </th>
                  <td>{formatMinutes(day.seconds, b.lang)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </figure>
    </section>
  );
}
