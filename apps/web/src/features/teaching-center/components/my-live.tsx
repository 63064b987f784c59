/**
 * `studyCenter_MyLive` (issue 26 item 3): the live sessions of the viewer's classes, upcoming and past. The join
 * link is a link only while the server says it is open (from 15 minutes before the start to the end: core
 * joinOpen); before that the page says when it opens. Each session has its `.ics` file to add to a calendar.
 */
import type { LiveSession } from '@portico/contracts';
import type { LanguageCode } from '@portico/core';
import { useT } from '@/i18n/use-t.ts';
import { errorText } from '@/lib/api-errors.ts';
import { sessionIcsHref, useMySessions } from '../api/live-sessions.ts';
import { sessionMinutes, sessionTime } from './live-time.ts';
import styles from './teaching-center.module.css';

interface MyLiveProps {
  schoolId: string;
  lang: LanguageCode;
}

function SessionCard({
  session,
  schoolId,
  lang,
}: {
  session: LiveSession;
  schoolId: string;
  lang: LanguageCode;
}) {
  const t = useT();
  const running = session.state === 'upcoming' || session.state === 'live';
  return (
    <li className={styles.card} data-live-session={session.id}>
      <div className={styles.row}>
        <span className={styles.name}>{session.title}</span>
        <span className={styles.badge} data-state={session.state}>
          {t(`live.state.${session.state}`)}
        </span>
      </div>
      <p className={styles.muted}>
        {session.className} · {sessionTime(session.startAt, lang)} ·{' '}
        {sessionMinutes(session.durationMinutes, lang)}
      </p>
      <div className={styles.actions}>
        {session.joinOpen && session.joinUrl ? (
          <a className={styles.primary} href={session.joinUrl} target="_blank" rel="noopener noreferrer">
            {t('live.join', { title: session.title })}
          </a>
        ) : running ? (
          <p className={styles.muted}>
            {t('live.joinOpensAt', { time: sessionTime(session.joinOpensAt, lang) })}
          </p>
        ) : null}
        {session.state !== 'ended' ? (
          <a className={styles.link} href={sessionIcsHref(schoolId, session.id)} download>
            {t('live.calendar', { title: session.title })}
          </a>
        ) : null}
      </div>
    </li>
  );
}

export default function MyLive({ schoolId, lang }: MyLiveProps) {
  const t = useT();
  const sessions = useMySessions(schoolId);
  const data = sessions.data;
  return (
    <section className={styles.section} aria-labelledby="my-live-title">
      <h2 id="my-live-title" className={styles.heading}>
        {t('center.menu.live')}
      </h2>
      {sessions.isPending ? <p role="status">{t('common.loading')}</p> : null}
      {sessions.isError ? (
        <p className={styles.error} role="alert">
          {errorText(sessions.error, t)}
        </p>
      ) : null}
      {data ? (
        <>
          <h3 className={styles.subheading}>{t('live.upcoming')}</h3>
          {data.upcoming.length === 0 ? <p className={styles.muted}>{t('center.live.empty')}</p> : null}
          <ul className={styles.list}>
            {data.upcoming.map((session) => (
              <SessionCard key={session.id} session={session} schoolId={schoolId} lang={lang} />
            ))}
          </ul>
          <h3 className={styles.subheading}>{t('live.past')}</h3>
          {data.past.length === 0 ? <p className={styles.muted}>{t('live.emptyPast')}</p> : null}
          <ul className={styles.list}>
            {data.past.map((session) => (
              <SessionCard key={session.id} session={session} schoolId={schoolId} lang={lang} />
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
