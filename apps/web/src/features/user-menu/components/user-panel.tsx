import { displayUserName } from '@portico/core';
import { useLocation } from 'react-router';
import defaultAvatar from '@/assets/default-avatar.svg';
import { FallbackImage } from '@/components/fallback-image.tsx';
import { useT } from '@/i18n/use-t.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { showToast } from '@/lib/toast.ts';
import { useLogout, type LogoutScope } from '../api/logout.ts';
import { logoutTarget, menuEntries } from '../utils/menu-entries.ts';
import styles from './user-panel.module.css';

/**
 * The user panel (spec §1, component 005) inside the compact header's drawer: avatar and display name, then the
 * same entries and sign-out actions as the desktop user menu, listed open (the drawer is already the disclosure).
 */
export function UserPanel() {
  const b = useBootstrap();
  const t = useT();
  const location = useLocation();
  const { pending, run } = useLogout(() => showToast(t('header.logoutFailed')));
  if (!b.viewer) return null;
  const signOut = (scope: LogoutScope) =>
    void run(logoutTarget(b, `${location.pathname}${location.search}`), scope);
  return (
    <section className={styles.panel}>
      <p className={styles.identity}>
        {/* The name follows, so the avatar is decorative. */}
        <FallbackImage
          className={styles.avatar}
          src={b.viewer.avatarUrl}
          fallback={defaultAvatar}
          alt=""
          width={36}
          height={36}
        />
        <span className={styles.name}>{displayUserName(b.viewer)}</span>
      </p>
      <ul className={styles.list}>
        {menuEntries(b, t).map((entry) => (
          <li key={entry.key}>
            <a className={styles.item} href={entry.href}>
              {entry.label}
            </a>
          </li>
        ))}
        <li>
          <button type="button" className={styles.item} disabled={pending} onClick={() => signOut('this-session')}>
            {t('header.logout')}
          </button>
        </li>
        <li>
          <button type="button" className={styles.item} disabled={pending} onClick={() => signOut('everywhere')}>
            {t('header.logoutEverywhere')}
          </button>
        </li>
      </ul>
    </section>
  );
}
