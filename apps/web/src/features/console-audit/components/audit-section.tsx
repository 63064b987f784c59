/**
 * The audit log (issue 13 §4, `/iadmin/{id}/management/audit-log`): every admin write of the school — who, when,
 * which area, what changed (before → after, field by field) — filterable by area, text and dates, paged. Read-only:
 * nothing in the product edits it. Filters live in the URL, so a reload or a shared link shows the same page.
 */
import type { AuditEntry, AuditFilter, AuditPage } from '@portico/contracts';
import { CONSOLE_AREAS, CONSOLE_LIMITS, type ConsoleArea } from '@portico/core';
import { useId, useState, type FormEvent } from 'react';
import type { ConsoleSectionProps } from '@/components/console/section-props.ts';
import { SECTION_LABELS, actionLabel, areaLabel } from '@/components/console/labels.ts';
import { Pager } from '@/components/pager.tsx';
import { useT } from '@/i18n/use-t.ts';
import { errorText } from '@/lib/api-errors.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { formatDate } from '@/lib/format-date.ts';
import { useAudit } from '../api/get-audit.ts';
import { changedFields } from '../utils/changed-fields.ts';
import styles from './audit.module.css';

interface AuditSectionData {
  filter: AuditFilter;
  page: AuditPage;
}

function replaceUrl(filter: AuditFilter) {
  const url = new URL(window.location.href);
  for (const key of ['page', 'area', 'q', 'from', 'to', 'actorId'] as const) {
    const value = filter[key];
    if (value === undefined || value === '' || (key === 'page' && value === 1)) url.searchParams.delete(key);
    else url.searchParams.set(key, String(value));
  }
  window.history.replaceState(window.history.state, '', url);
}

export default function AuditSection({ page }: ConsoleSectionProps) {
  const initial = (page.data as AuditSectionData | null) ?? { filter: {}, page: { records: [], total: 0 } };
  const t = useT();
  const [filter, setFilter] = useState<AuditFilter>(initial.filter);
  const audit = useAudit(page.schoolId, filter, initial);
  const data = audit.data ?? initial.page;
  const apply = (next: AuditFilter) => {
    setFilter(next);
    replaceUrl(next);
  };
  return (
    <section className={styles.section} aria-labelledby="audit-heading">
      <h2 id="audit-heading" className={styles.heading}>
        {t('console.audit.heading')}
      </h2>
      <p className={styles.lead}>{t('console.audit.lead')}</p>
      <AuditFilters filter={filter} onApply={apply} />
      <p role="status" className={styles.total}>
        {audit.isError ? errorText(audit.error, t) : t('console.audit.total', { count: data.total })}
      </p>
      {data.records.length === 0 ? (
        <p>{t('console.audit.empty')}</p>
      ) : (
        <ol className={styles.entries}>
          {data.records.map((entry) => (
            <AuditRow key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
      <Pager
        page={filter.page ?? 1}
        total={data.total}
        pageSize={CONSOLE_LIMITS.AUDIT_PAGE_SIZE}
        label={t('console.audit.pages')}
        busy={audit.isFetching}
        onPage={(next) => apply({ ...filter, page: next })}
      />
    </section>
  );
}

function AuditFilters({ filter, onApply }: { filter: AuditFilter; onApply: (filter: AuditFilter) => void }) {
  const t = useT();
  const id = useId();
  const [draft, setDraft] = useState(filter);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: AuditFilter = { page: 1 };
    if (draft.area) next.area = draft.area;
    if (draft.q?.trim()) next.q = draft.q.trim();
    if (draft.from) next.from = draft.from;
    if (draft.to) next.to = draft.to;
    onApply(next);
  };
  return (
    <form className={styles.filters} onSubmit={submit} aria-label={t('console.audit.filters')}>
      <label htmlFor={`${id}-area`}>{t('console.audit.area')}</label>
      <select
        id={`${id}-area`}
        value={draft.area ?? ''}
        onChange={(e) =>
          setDraft({ ...draft, area: (e.target.value || undefined) as ConsoleArea | undefined })
        }
      >
        <option value="">{t('console.audit.allAreas')}</option>
        {CONSOLE_AREAS.map((area) => (
          <option key={area} value={area}>
            {t(SECTION_LABELS[area])}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-q`}>{t('console.audit.text')}</label>
      <input
        id={`${id}-q`}
        type="search"
        maxLength={CONSOLE_LIMITS.AUDIT_FILTER_MAX}
        value={draft.q ?? ''}
        onChange={(e) => setDraft({ ...draft, q: e.target.value })}
      />
      <label htmlFor={`${id}-from`}>{t('console.audit.from')}</label>
      <input
        id={`${id}-from`}
        type="date"
        value={draft.from ?? ''}
        onChange={(e) => setDraft({ ...draft, from: e.target.value || undefined })}
      />
      <label htmlFor={`${id}-to`}>{t('console.audit.to')}</label>
      <input
        id={`${id}-to`}
        type="date"
        value={draft.to ?? ''}
        onChange={(e) => setDraft({ ...draft, to: e.target.value || undefined })}
      />
      <button type="submit" className={styles.apply}>
        {t('console.audit.apply')}
      </button>
    </form>
  );
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  const t = useT();
  const { lang } = useBootstrap();
  const changes = changedFields(entry.before, entry.after);
  return (
    <li className={styles.entry}>
      <p className={styles.summary}>
        <time dateTime={entry.createdAt}>{formatDate(entry.createdAt, lang, true)}</time>{' '}
        {t('console.workbench.change', {
          actor: entry.actorName,
          area: areaLabel(t, entry.area),
          action: actionLabel(t, entry.action),
        })}
        {entry.entityId ? (
          <span className={styles.entity}>
            {' '}
            · {entry.entity} {entry.entityId}
          </span>
        ) : null}
      </p>
      {changes.length > 0 ? (
        <details className={styles.details}>
          <summary>{t('console.audit.showChanges', { count: changes.length })}</summary>
          <table className={styles.changes}>
            <thead>
              <tr>
                <th scope="col">{t('console.audit.field')}</th>
                <th scope="col">{t('console.audit.before')}</th>
                <th scope="col">{t('console.audit.after')}</th>
              </tr>
            </thead>
            <tbody>
              {changes.map((change) => (
                <tr key={change.field}>
                  <th scope="row">{change.field}</th>
                  <td>
                    <code>{change.before ?? '—'}</code>
                  </td>
                  <td>
                    <code>{change.after ?? '—'}</code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      ) : null}
    </li>
  );
}
