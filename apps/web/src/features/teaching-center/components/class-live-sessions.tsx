/**
 * A class's live sessions in the teaching center (issue 26 item 3): the lecturer schedules one, edits or cancels
 * it; upcoming first, then past. We only keep the outside tool's join link — no video conferencing here.
 */
import type { LiveSession, LiveSessionBody } from '@portico/contracts';
import type { LanguageCode } from '@portico/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '@/i18n/use-t.ts';
import { errorText } from '@/lib/api-errors.ts';
import {
  cancelSession,
  editSession,
  liveKeys,
  scheduleSession,
  useClassSessions,
} from '../api/live-sessions.ts';
import { LiveSessionForm } from './live-session-form.tsx';
import { sessionMinutes, sessionTime } from './live-time.ts';
import styles from './teaching-center.module.css';

interface ClassLiveSessionsProps {
  schoolId: string;
  classId: string;
  lang: LanguageCode;
}

const bodyOf = (session: LiveSession): LiveSessionBody => ({
  title: session.title,
  startAt: session.startAt,
  durationMinutes: session.durationMinutes,
  joinUrl: session.joinUrl ?? '',
});

export function ClassLiveSessions({ schoolId, classId, lang }: ClassLiveSessionsProps) {
  const t = useT();
  const queryClient = useQueryClient();
  const sessions = useClassSessions(schoolId, classId);
  const [editing, setEditing] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: liveKeys.classSessions(schoolId, classId) });
  const headingId = `live-${classId}`;

  const cancel = async (session: LiveSession) => {
    setError(null);
    try {
      await cancelSession(schoolId, classId, session.id);
      setStatus(t('live.cancelled', { title: session.title }));
      await refresh();
    } catch (caught) {
      setError(errorText(caught, t));
    }
  };

  const item = (session: LiveSession) => (
    <li key={session.id} className={styles.card}>
      <div className={styles.row}>
        <span className={styles.name}>{session.title}</span>
        <span className={styles.badge} data-state={session.state}>
          {t(`live.state.${session.state}`)}
        </span>
      </div>
      <p className={styles.muted}>
        {sessionTime(session.startAt, lang)} · {sessionMinutes(session.durationMinutes, lang)}
      </p>
      {session.joinUrl ? <p className={styles.muted}>{session.joinUrl}</p> : null}
      {session.state === 'upcoming' || session.state === 'live' ? (
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} onClick={() => setEditing(session.id)}>
            {t('live.edit', { title: session.title })}
          </button>
          <button type="button" className={styles.secondary} onClick={() => void cancel(session)}>
            {t('live.cancel', { title: session.title })}
          </button>
        </div>
      ) : null}
      {editing === session.id ? (
        <LiveSessionForm
          title={t('live.form.editTitle')}
          submitLabel={t('classes.form.save')}
          initial={bodyOf(session)}
          onClose={() => setEditing(null)}
          onSubmit={async (body) => {
            await editSession(schoolId, classId, session.id, body);
            setEditing(null);
            setStatus(t('live.saved'));
            await refresh();
          }}
        />
      ) : null}
    </li>
  );

  const data = sessions.data;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.subheading}>
        {t('live.title')}
      </h3>
      <div aria-live="polite">
        {status ? <p className={styles.status}>{status}</p> : null}
        {error ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
      </div>
      {sessions.isPending ? <p role="status">{t('common.loading')}</p> : null}
      {sessions.isError ? (
        <p className={styles.error} role="alert">
          {errorText(sessions.error, t)}
        </p>
      ) : null}
      {data && data.upcoming.length === 0 ? <p className={styles.muted}>{t('live.emptyUpcoming')}</p> : null}
      <ul className={styles.list}>{data?.upcoming.map(item)}</ul>
      {data && data.past.length > 0 ? (
        <>
          <h4 className={styles.subheading}>{t('live.past')}</h4>
          <ul className={styles.list}>{data.past.map(item)}</ul>
        </>
      ) : null}
      <LiveSessionForm
        title={t('live.form.newTitle')}
        submitLabel={t('live.form.submit')}
        onSubmit={async (body) => {
          await scheduleSession(schoolId, classId, body);
          setStatus(t('live.scheduled', { title: body.title }));
          await refresh();
        }}
      />
    </section>
  );
}
