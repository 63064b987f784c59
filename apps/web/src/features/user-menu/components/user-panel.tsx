import { displayUserName } from '@portico/core';
import { useLocation } from '@/lib/location.tsx';
import { UserAvatar } from '@/components/user-avatar.tsx';
import { useT } from '@/i18n/use-t.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { showToast } from '@/lib/toast.ts';
import { useLogout, type LogoutScope } from '../api/logout.ts';
import { logoutTarget } from '../utils/menu-entries.ts';
import { MenuItems } from './menu-items.tsx';
import menuStyles from './user-menu.module.css';
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
        <UserAvatar src={b.viewer.avatarUrl} size={36} vip={b.userPanel?.isVip === true} />
        <span className={styles.name}>{displayUserName(b.viewer)}</span>
      </p>
      <ul className={styles.list}>
        <MenuItems itemClass={styles.item} />
        <li className={menuStyles.groupStart}>
          <button
            type="button"
            className={styles.item}
            disabled={pending}
            onClick={() => signOut('this-session')}
          >
            {t('header.logout')}
          </button>
        </li>
        <li>
          <button
            type="button"
            className={styles.item}
            disabled={pending}
            onClick={() => signOut('everywhere')}
          >
            {t('header.logoutEverywhere')}
          </button>
        </li>
      </ul>
    </section>
  );
}
