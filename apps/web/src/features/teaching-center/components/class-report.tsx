/**
 * A class's report in the teaching center (issue 26 item 4): filters (name or account, state, assignment), the
 * sortable table and the CSV/XLSX downloads of exactly the rows shown. Sorting and filtering are the server's
 * (one request for the whole class), so the page and the files never disagree.
 */
import { REPORT_SORTS, type ClassReportQuery, type ReportSort } from '@portico/contracts';
import { TASK_STATES, type LanguageCode, type TaskState } from '@portico/core';
import { useState, type FormEvent } from 'react';
import { SelectField } from '@/components/select-field.tsx';
import { TextField } from '@/components/text-field.tsx';
import { useT } from '@/i18n/use-t.ts';
import { errorText } from '@/lib/api-errors.ts';
import { exportHref, useClassReport } from '../api/class-report.ts';
import { ReportTable } from './report-table.tsx';
import { STATE_LABEL } from './task-state.ts';
import styles from './class-report.module.css';
import base from './teaching-center.module.css';

interface ClassReportProps {
  schoolId: string;
  classId: string;
  lang: LanguageCode;
}

const isSort = (value: string): value is ReportSort => (REPORT_SORTS as readonly string[]).includes(value);

export function ClassReportView({ schoolId, classId, lang }: ClassReportProps) {
  const t = useT();
  const [query, setQuery] = useState<ClassReportQuery>({ sort: 'name', order: 'asc' });
  const [draft, setDraft] = useState({ keyword: '', state: '', assignmentId: '' });
  const report = useClassReport(schoolId, classId, query);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setQuery((current) => ({
      sort: current.sort,
      order: current.order,
      ...(draft.keyword.trim() ? { keyword: draft.keyword.trim() } : {}),
      ...(draft.state ? { state: draft.state as TaskState } : {}),
      ...(draft.assignmentId ? { assignmentId: draft.assignmentId } : {}),
    }));
  };
  const sortBy = (sort: ReportSort, assignmentId?: string) => {
    if (!isSort(sort)) return;
    setQuery((current) => {
      const same =
        current.sort === sort && (assignmentId === undefined || current.assignmentId === assignmentId);
      const next: ClassReportQuery = {
        ...current,
        sort,
        order: same && current.order === 'asc' ? 'desc' : 'asc',
      };
      // Sorting by an assignment narrows to it (the server's progress sort reads that assignment's cells).
      if (assignmentId) next.assignmentId = assignmentId;
      if (assignmentId) setDraft((d) => ({ ...d, assignmentId }));
      return next;
    });
  };
  const data = report.data;
  return (
    <section className={base.section} aria-labelledby={`report-${classId}`}>
      <h3 id={`report-${classId}`} className={base.subheading}>
        {t('classes.report.title')}
      </h3>
      <p className={base.muted}>{t('classes.report.lead')}</p>
      <form className={styles.filters} onSubmit={apply}>
        <TextField
          label={t('classes.report.search')}
          type="search"
          maxLength={50}
          value={draft.keyword}
          onChange={(event) => setDraft({ ...draft, keyword: event.target.value })}
        />
        <SelectField
          label={t('classes.report.state')}
          value={draft.state}
          onChange={(event) => setDraft({ ...draft, state: event.target.value })}
          options={[
            { value: '', label: t('classes.report.stateAny') },
            ...TASK_STATES.map((state) => ({ value: state, label: t(STATE_LABEL[state]) })),
          ]}
        />
        <SelectField
          label={t('classes.report.assignment')}
          value={draft.assignmentId}
          onChange={(event) => setDraft({ ...draft, assignmentId: event.target.value })}
          options={[
            { value: '', label: t('classes.report.assignmentAny') },
            ...(data?.assignments ?? []).map((item) => ({
              value: item.id,
              label: `${t(`classes.assign.kind.${item.kind}`)} · ${item.title}`,
            })),
          ]}
        />
        <div className={styles.actions}>
          <button type="submit" className={base.primary}>
            {t('classes.report.apply')}
          </button>
        </div>
      </form>
      <div className={styles.actions}>
        <a className={base.secondary} href={exportHref(schoolId, classId, query, 'csv')} download>
          {t('classes.report.exportCsv')}
        </a>
        <a className={base.secondary} href={exportHref(schoolId, classId, query, 'xlsx')} download>
          {t('classes.report.exportXlsx')}
        </a>
      </div>
      <p className={base.status} role="status">
        {report.isPending
          ? t('common.loading')
          : data
            ? t('classes.report.shown', { shown: data.total, total: data.memberCount })
            : null}
      </p>
      {report.isError ? (
        <p className={base.error} role="alert">
          {errorText(report.error, t)}
        </p>
      ) : null}
      {data && data.rows.length === 0 ? <p className={base.muted}>{t('classes.report.empty')}</p> : null}
      {data && data.rows.length > 0 ? (
        <ReportTable report={data} query={query} lang={lang} onSort={sortBy} />
      ) : null}
    </section>
  );
}
