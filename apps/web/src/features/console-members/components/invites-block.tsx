/** Invite codes of the school: create (valid for N days or without end), list, revoke. */
import type { Invite } from '@portico/contracts';
import { useId, useState } from 'react';
import styles from '@/components/console/console-form.module.css';
import { SelectField } from '@/components/select-field.tsx';
import { useT } from '@/i18n/use-t.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { formatDate } from '@/lib/format-date.ts';
import { inviteWrite, revokeWrite } from '../api/members.ts';

/** 0: never expires. */
const DAYS = [7, 30, 365, 0] as const;

export function InvitesBlock({
  invites,
  busy,
  onWrite,
}: {
  invites: Invite[];
  busy: boolean;
  onWrite: (input: ReturnType<typeof inviteWrite> | ReturnType<typeof revokeWrite>) => void;
}) {
  const t = useT();
  const id = useId();
  const { lang } = useBootstrap();
  const [days, setDays] = useState<number>(30);
  return (
    <section className={styles.card} aria-labelledby={`${id}-invites`}>
      <h3 id={`${id}-invites`} className={styles.subheading}>
        {t('console.members.invites')}
      </h3>
      <p className={styles.hint}>{t('console.members.invitesLead')}</p>
      <div className={styles.row}>
        <SelectField
          label={t('console.members.validFor')}
          style={{ inlineSize: 'auto' }}
          value={String(days)}
          options={DAYS.map((value) => ({
            value: String(value),
            label: value === 0 ? t('console.members.noExpiry') : t('console.members.days', { count: value }),
          }))}
          onChange={(e) => setDays(Number(e.target.value))}
        />
        <button
          type="button"
          className={styles.primary}
          disabled={busy}
          onClick={() => onWrite(inviteWrite(days))}
        >
          {t('console.members.createInvite')}
        </button>
      </div>
      <ul className={styles.list}>
        {invites.map((invite) => (
          <li key={invite.id} className={styles.item}>
            <div className={styles.itemMain}>
              <span className={styles.code} dir="ltr">
                {invite.code}
              </span>
              <span className={styles.muted}>
                {invite.expiresAt
                  ? t('console.members.expires', { date: formatDate(invite.expiresAt, lang) })
                  : t('console.members.noExpiry')}
              </span>
            </div>
            <button
              type="button"
              className={styles.button}
              aria-label={t('console.members.revokeCode', { code: invite.code })}
              disabled={busy}
              onClick={() => onWrite(revokeWrite(invite.id))}
            >
              {t('console.members.revoke')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
