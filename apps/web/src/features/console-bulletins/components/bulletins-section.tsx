/**
 * The bulletins section (issue 13 §1; `/iadmin/{id}/management/bulletins`, area 'bulletins'): the school's bulletins
 * with their window and status, and whether each shows to visitors now (core's spec §4 rule); create, edit and
 * delete, content per language. A new bulletin has a new id: visitors who closed the previous one see it.
 */
import {
  CONSOLE_CONTENT_API_PATHS,
  consoleTail,
  type ConsoleBulletin,
  type ConsoleBulletinInput,
  type ConsoleBulletinsView,
} from '@portico/contracts';
import { useRef, useState } from 'react';
import styles from '@/components/console/content-form.module.css';
import type { ConsoleSectionProps } from '@/components/console/section-props.ts';
import { SectionShell } from '@/components/console/section-shell.tsx';
import { useVersionedForm } from '@/components/console/use-versioned-form.ts';
import { useT } from '@/i18n/use-t.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import type { VersionedData } from '@/lib/console-api.ts';
import { formatDate } from '@/lib/format-date.ts';
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
  const { lang } = useBootstrap();
  // The list is the versioned area; each create, update and delete is a write on it that answers the list again.
  const form = useVersionedForm<ConsoleBulletinsView>(
    page.schoolId,
    consoleTail(CONSOLE_CONTENT_API_PATHS.bulletins),
    page.data as VersionedData<ConsoleBulletinsView> | null,
  );
  const [editing, setEditing] = useState<{ id: string | null; initial: ConsoleBulletinInput } | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const newButton = useRef<HTMLButtonElement>(null);
  const data = form.view;
  if (!data) {
    return <SectionShell title={t('console.section.bulletins')} loading loadError={form.query.error} />;
  }
  const { languages, defaultLang, bulletins } = data;
  const close = () => {
    setEditing(null);
    form.onReset();
    newButton.current?.focus();
  };
  const reload = () => void form.onReload();
  const textOf = (b: ConsoleBulletin) =>
    b.content[lang] || b.content[defaultLang] || Object.values(b.content)[0] || '';

  return (
    <SectionShell
      title={t('console.section.bulletins')}
      lead={t('console.bulletins.lead')}
      error={editing ? null : form.actionError}
      onReload={reload}
    >
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
          saving={form.busy}
          error={form.actionError}
          onCancel={close}
          onReload={reload}
          onSave={(input) =>
            form.write(
              editing.id
                ? {
                    kind: 'update',
                    tail: consoleTail(CONSOLE_CONTENT_API_PATHS.bulletin, { bulletinId: editing.id }),
                    method: 'PUT',
                    data: input,
                  }
                : {
                    kind: 'create',
                    tail: consoleTail(CONSOLE_CONTENT_API_PATHS.bulletins),
                    method: 'POST',
                    data: input,
                  },
              { onSuccess: close },
            )
          }
        />
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
                        disabled={form.busy}
                        onClick={() =>
                          form.write(
                            {
                              kind: 'delete',
                              tail: consoleTail(CONSOLE_CONTENT_API_PATHS.bulletin, {
                                bulletinId: bulletin.id,
                              }),
                              method: 'DELETE',
                              data: {},
                            },
                            {
                              onSuccess: () => {
                                setConfirming(null);
                                newButton.current?.focus();
                              },
                              onError: () => setConfirming(null),
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
    </SectionShell>
  );
}
