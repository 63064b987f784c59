import { formatBadge, personSpaceLink, schoolManagementLink } from '@portico/core';
import type { MouseEvent } from 'react';
import { useT } from '@/i18n/use-t.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { useLiveUnread } from '@/lib/message-sync.ts';
import { nav } from '@/lib/navigation.ts';
import { knownStoreFlag, loadStoreFlag, useStoreFlag } from '@/lib/store-flag.ts';
import { menuEntries } from '../utils/menu-entries.ts';
import styles from './user-menu.module.css';

/**
 * The user menu's entries as list items (desktop menu and drawer panel alike): fans and follows of this school
 * first (spec §3 personSpaceVo, when the login-menu config shows them), then the grouped links, "Messages" with the
 * live unread count (99+ above 99).
 */
export function MenuItems({ itemClass }: { itemClass: string | undefined }) {
  const b = useBootstrap();
  const t = useT();
  const panel = b.userPanel;
  const unread = useLiveUnread(b.school?.id ?? '', b.viewer?.id ?? '', panel?.unreadMessages ?? 0);
  const admin = b.membership?.admin === true && b.membership.validMember;
  const store = useStoreFlag(b.school?.id ?? null, admin) === true;
  const entries = menuEntries(b, t, unread, store);
  // Spec §4: a management click before the store flag arrived waits for it (then opens the right page).
  const waitForStore = (event: MouseEvent<HTMLAnchorElement>) => {
    const school = b.school;
    if (!school || knownStoreFlag(school.id) !== undefined) return;
    event.preventDefault();
    void loadStoreFlag(school.id).then((flag) =>
      nav.assign(schoolManagementLink({ schoolId: school.id, lang: b.lang, store: flag })),
    );
  };
  const social = b.school && panel?.loginMenu.entries.fans ? panel.personSpaceVo : null;
  return (
    <>
      {social && b.school ? (
        <li className={styles.social}>
          <a href={personSpaceLink({ schoolId: b.school.id, tab: 'fan', lang: b.lang })}>
            {t('userMenu.fans', { count: social.fansCount })}
          </a>
          <a href={personSpaceLink({ schoolId: b.school.id, tab: 'follow', lang: b.lang })}>
            {t('userMenu.follows', { count: social.focusCount })}
          </a>
        </li>
      ) : null}
      {entries.map((entry) => {
        const badge = entry.badge ? formatBadge(entry.badge) : '';
        return (
          <li key={entry.key} className={entry.groupStart ? styles.groupStart : undefined}>
            <a className={itemClass} href={entry.href} onClick={entry.storeRouted ? waitForStore : undefined}>
              {entry.label}
              {badge ? (
                <span className={styles.badge}>
                  <span aria-hidden="true">{badge}</span>
                  <span className="sr-only">{t('messages.unreadShort', { count: badge })}</span>
                </span>
              ) : null}
            </a>
          </li>
        );
      })}
    </>
  );
}
