/**
 * The bulletins section (issue 13 §1; `/iadmin/{id}/management/bulletins`, area 'bulletins'): the school's bulletins
 * with their window and status, and whether each shows to visitors now (core's spec §4 rule); create, edit and
 * delete, content per language. A new bulletin has a new id: visitors who closed the previous one see it.
 */
import type { ConsoleBulletin, ConsoleBulletinInput } from '@portico/contracts';
import { useId, useRef, useState } from 'react';
import type { ConsoleSectionProps } from '@/components/console/section-props.ts';
import styles from '@/components/console/content-form.module.css';
import { useT } from '@/i18n/use-t.ts';
import { errorText } from '@/lib/api-errors.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { isEditConflict } from '@/lib/console-api.ts';
import { formatDate } from '@/lib/format-date.ts';
import { useConsoleBulletins, useWriteBulletin, type BulletinsSectionData } from '../api/bulletins.ts';
import { BulletinForm } from './bulletin-form.tsx';

const DAY = 24 * 60 * 60 * 1000;

/** A new bulletin: active, from now for a week. */
const blank = (): ConsoleBulletinInput => {
  const start = new Date();
  start.setSeconds(0, 0);
  return {
    content: {},
    startTime: start.toISOString(),
    endTime: new Date(start.getTime() + 7 * DAY).toISOString(),
    status: 1,
  };
};

export default function BulletinsSection({ page }: ConsoleSectionProps) {
  const t = useT();
  const id = useId();
  const { lang } = useBootstrap();
  const query = useConsoleBulletins(page.schoolId, page.data as BulletinsSectionData | null);
  const write = useWriteBulletin(page.schoolId);
  const [editing, setEditing] = useState<{ id: string | null; initial: ConsoleBulletinInput } | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const newButton = useRef<HTMLButtonElement>(null);
  const data = query.data;
  if (!data) {
    return (
      <section>
        <h2>{t('console.section.bulletins')}</h2>
        <p role="status">{query.isError ? errorText(query.error, t) : t('common.loading')}</p>
      </section>
    );
  }
  const { languages, defaultLang, bulletins } = data.data;
  const close = () => {
    setEditing(null);
    write.reset();
    newButton.current?.focus();
  };
  const reload = () => {
    write.reset();
    void query.refetch();
  };
  const textOf = (b: ConsoleBulletin) =>
    b.content[lang] || b.content[defaultLang] || Object.values(b.content)[0] || '';

  return (
    <section className={styles.section} aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t('console.section.bulletins')}</h2>
      <p className={styles.lead}>{t('console.bulletins.lead')}</p>
      <div className={styles.row}>
        <button
          ref={newButton}
          type="button"
          className={styles.primary}
          disabled={editing !== null}
          onClick={() => setEditing({ id: null, initial: blank() })}
        >
          {t('console.bulletins.new')}
        </button>
      </div>
      {editing ? (
        <BulletinForm
          key={editing.id ?? 'new'}
          title={t(editing.id ? 'console.bulletins.editing' : 'console.bulletins.new')}
          initial={editing.initial}
          languages={languages}
          defaultLang={defaultLang}
          saving={write.isPending}
          error={write.error}
          onCancel={close}
          onReload={reload}
          onSave={(input) =>
            write.mutate(
              editing.id
                ? { kind: 'update', version: data.version, id: editing.id, input }
                : { kind: 'create', version: data.version, input },
              { onSuccess: close },
            )
          }
        />
      ) : null}
      {!editing && write.error ? (
        <p className={styles.alert} role="alert">
          {errorText(write.error, t)}{' '}
          {isEditConflict(write.error) ? (
            <button type="button" className={styles.button} onClick={reload}>
              {t('console.reload')}
            </button>
          ) : null}
        </p>
      ) : null}
      {bulletins.length === 0 ? (
        <p>{t('console.bulletins.empty')}</p>
      ) : (
        <ul className={styles.list} aria-label={t('console.section.bulletins')}>
          {bulletins.map((bulletin) => {
            const text = textOf(bulletin);
            return (
              <li key={bulletin.id} className={styles.item}>
                <p className={styles.itemTitle} dir="auto">
                  {text}
                </p>
                <p className={styles.hint}>
                  {formatDate(bulletin.startTime, lang, true)} – {formatDate(bulletin.endTime, lang, true)}{' '}
                  (UTC)
                </p>
                <div className={styles.row}>
                  <span className={styles.badge}>
                    {t(bulletin.status === 1 ? 'console.bulletins.active' : 'console.bulletins.off')}
                  </span>
                  <span className={bulletin.live ? `${styles.badge} ${styles.live}` : styles.badge}>
                    {t(bulletin.live ? 'console.bulletins.live' : 'console.bulletins.notLive')}
                  </span>
                </div>
                <div className={styles.row}>
                  <button
                    type="button"
                    className={styles.button}
                    disabled={editing !== null}
                    onClick={() =>
                      setEditing({
                        id: bulletin.id,
                        initial: {
                          content: bulletin.content,
                          startTime: bulletin.startTime,
                          endTime: bulletin.endTime,
                          status: bulletin.status,
                        },
                      })
                    }
                  >
                    {t('console.bulletins.edit')}
                    <span className="sr-only">: {text}</span>
                  </button>
                  {confirming === bulletin.id ? (
                    <>
                      <span role="status">{t('console.bulletins.deleteConfirm')}</span>
                      <button
                        type="button"
                        className={styles.danger}
                        disabled={write.isPending}
                        onClick={() =>
                          write.mutate(
                            { kind: 'delete', version: data.version, id: bulletin.id },
                            {
                              onSettled: () => {
                                setConfirming(null);
                                newButton.current?.focus();
                              },
                            },
                          )
                        }
                      >
                        {t('console.bulletins.delete')}
                      </button>
                      <button type="button" className={styles.button} onClick={() => setConfirming(null)}>
                        {t('common.cancel')}
                      </button>
                    </>
                  ) : (
                    <button
                      type="button"
                      className={styles.danger}
                      disabled={editing !== null}
                      onClick={() => setConfirming(bulletin.id)}
                    >
                      {t('console.bulletins.delete')}
                      <span className="sr-only">: {text}</span>
                    </button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
