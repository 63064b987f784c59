/**
 * Members (issue 13, `…/management/members`): the school's own members searched by name, e-mail or mobile and
 * paged; role change (member, lecturer, admin) and removal — the server refuses to leave the school without an
 * admin (LAST_ADMIN, shown here) — the `creator` flag that lets a member create courses in the creation center
 * (issue 25; lecturers and admins always may, so it is offered for members only), and the invite codes people
 * join with at /register/invite.
 */
import type { MemberPage, MembersFilter } from '@portico/contracts';
import { CONSOLE_SCHOOL_LIMITS as L, type ConsoleRole } from '@portico/core';
import { useRef, useState, type FormEvent } from 'react';
import type { ConsoleSectionProps } from '@/components/console/section-props.ts';
import styles from '@/components/console/console-form.module.css';
import { SectionShell } from '@/components/console/section-shell.tsx';
import { CheckField } from '@/components/check-field.tsx';
import { Pager } from '@/components/pager.tsx';
import { SelectField } from '@/components/select-field.tsx';
import { TextField } from '@/components/text-field.tsx';
import { useT } from '@/i18n/use-t.ts';
import {
  creatorWrite,
  removeWrite,
  roleWrite,
  useInvites,
  useMemberWrite,
  useMembers,
} from '../api/members.ts';
import { InvitesBlock } from './invites-block.tsx';

const ROLES: ConsoleRole[] = ['member', 'lecturer', 'admin'];
const ROLE_KEYS = {
  member: 'console.members.role.member',
  lecturer: 'console.members.role.lecturer',
  admin: 'console.members.role.admin',
} as const;

export default function MembersSection({ page }: ConsoleSectionProps) {
  const t = useT();
  const initial = page.data as MemberPage | null;
  const [filter, setFilter] = useState<MembersFilter>({});
  const [text, setText] = useState('');
  const [confirming, setConfirming] = useState<string | null>(null);
  // A role picked in the list is applied with its button (arrow keys on a select must not save every step).
  const [picked, setPicked] = useState<Record<string, ConsoleRole>>({});
  const members = useMembers(page.schoolId, filter, initial);
  const invites = useInvites(page.schoolId);
  // Member writes and invite writes share the 'members' version: send the newest one this page has seen.
  const [savedVersion, setSavedVersion] = useState(initial?.version ?? 0);
  const version = Math.max(savedVersion, members.data?.version ?? 0, invites.data?.version ?? 0);
  const write = useMemberWrite(page.schoolId, version);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const run = (input: Parameters<typeof write.mutate>[0]) =>
    write.mutate(input, {
      onSuccess: (result) => {
        setSavedVersion(result.version);
        setConfirming(null);
        setPicked({});
      },
      onSettled: () => statusRef.current?.focus(),
    });
  const data = members.data?.data ?? { records: [], total: 0 };
  const search = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    setFilter(q ? { q, page: 1 } : {});
  };
  return (
    <SectionShell
      title={t('console.members.heading')}
      status={t('console.members.total', { count: data.total })}
      error={write.error ?? (members.isError ? members.error : null)}
      statusRef={statusRef}
    >
      <form className={styles.row} role="search" aria-label={t('console.members.search')} onSubmit={search}>
        <TextField
          label={t('console.members.search')}
          type="search"
          style={{ maxInlineSize: '20rem' }}
          maxLength={L.MEMBER_SEARCH_MAX}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <button type="submit" className={styles.button}>
          {t('console.members.searchButton')}
        </button>
      </form>
      {data.records.length === 0 ? <p>{t('console.members.empty')}</p> : null}
      <ul className={styles.list}>
        {data.records.map((member) => (
          <li key={member.userId} className={styles.item}>
            <div className={styles.itemMain}>
              <strong>{member.name}</strong>
              <span className={styles.muted}>
                {[member.email, member.mobile].filter(Boolean).join(' · ')}
              </span>
            </div>
            <div className={styles.row}>
              <SelectField
                label={t('console.members.roleOf', { name: member.name })}
                hideLabel
                style={{ inlineSize: 'auto' }}
                value={picked[member.userId] ?? member.role}
                options={ROLES.map((role) => ({ value: role, label: t(ROLE_KEYS[role]) }))}
                onChange={(e) => setPicked({ ...picked, [member.userId]: e.target.value as ConsoleRole })}
              />
              {member.role === 'member' ? (
                <CheckField
                  label={t('console.members.creator')}
                  aria-label={t('console.members.creatorOf', { name: member.name })}
                  checked={member.creator}
                  disabled={write.isPending}
                  onChange={(e) => run(creatorWrite(member.userId, e.target.checked))}
                />
              ) : null}
              {picked[member.userId] && picked[member.userId] !== member.role ? (
                <button
                  type="button"
                  className={styles.primary}
                  disabled={write.isPending}
                  onClick={() => run(roleWrite(member.userId, picked[member.userId] ?? member.role))}
                >
                  {t('console.members.applyRole')}
                </button>
              ) : null}
              {confirming === member.userId ? (
                <>
                  <button
                    type="button"
                    className={styles.danger}
                    disabled={write.isPending}
                    onClick={() => run(removeWrite(member.userId))}
                  >
                    {t('console.members.confirmRemove', { name: member.name })}
                  </button>
                  <button type="button" className={styles.button} onClick={() => setConfirming(null)}>
                    {t('console.cancel')}
                  </button>
                </>
              ) : (
                <button
                  type="button"
                  className={styles.button}
                  aria-label={t('console.members.removeOf', { name: member.name })}
                  onClick={() => setConfirming(member.userId)}
                >
                  {t('console.members.remove')}
                </button>
              )}
            </div>
          </li>
        ))}
      </ul>
      <Pager
        page={filter.page ?? 1}
        total={data.total}
        pageSize={L.MEMBER_PAGE_SIZE}
        label={t('console.members.pages')}
        busy={members.isFetching}
        onPage={(next) => setFilter({ ...filter, page: next })}
      />
      <InvitesBlock invites={invites.data?.data ?? []} busy={write.isPending} onWrite={run} />
    </SectionShell>
  );
}
