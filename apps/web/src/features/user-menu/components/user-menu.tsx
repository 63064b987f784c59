import { DELAYS, displayUserName } from '@portico/core';
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useLocation } from '@/lib/location.tsx';
import { UserAvatar } from '@/components/user-avatar.tsx';
import { useT } from '@/i18n/use-t.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { showToast } from '@/lib/toast.ts';
import { useLogout } from '../api/logout.ts';
import { logoutTarget } from '../utils/menu-entries.ts';
import { MenuItems } from './menu-items.tsx';
import styles from './user-menu.module.css';

/**
 * Logged-in user panel (spec §1 "user panel", §4): avatar + display name opening a disclosure menu. Escape closes
 * it (focus back to the button), so does focus leaving it, and the pointer leaving it for 100 ms (spec §9
 * "function menu hide 100 ms"). Server and first client render are collapsed, so hydration matches.
 */
export function UserMenu() {
  const b = useBootstrap();
  const t = useT();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const { pending, run } = useLogout(() => showToast(t('header.logoutFailed')));

  const cancelHide = () => {
    if (hideTimer.current) clearTimeout(hideTimer.current);
    hideTimer.current = null;
  };
  useEffect(
    () => () => {
      if (hideTimer.current) clearTimeout(hideTimer.current);
    },
    [],
  );
  if (!b.viewer) return null;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      buttonRef.current?.focus();
    }
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };
  const onPointerLeave = () => {
    cancelHide();
    hideTimer.current = setTimeout(() => setOpen(false), DELAYS.FUNCTION_MENU_HIDE_MS);
  };

  return (
    <div
      className={styles.menu}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      onPointerEnter={cancelHide}
      onPointerLeave={onPointerLeave}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((v) => !v)}
      >
        {/* The name follows, so the avatar is decorative. */}
        <UserAvatar src={b.viewer.avatarUrl} size={28} vip={b.userPanel?.isVip === true} />
        <span className={styles.name}>{displayUserName(b.viewer)}</span>
        <span aria-hidden="true" className={styles.chevron} />
      </button>
      <ul id={listId} className={styles.list} hidden={!open}>
        <MenuItems itemClass={styles.item} />
        <li className={styles.groupStart}>
          <button
            type="button"
            className={styles.item}
            disabled={pending}
            onClick={() => void run(logoutTarget(b, `${location.pathname}${location.search}`))}
          >
            {t('header.logout')}
          </button>
        </li>
        <li>
          <button
            type="button"
            className={styles.item}
            disabled={pending}
            onClick={() => void run(logoutTarget(b, `${location.pathname}${location.search}`), 'everywhere')}
          >
            {t('header.logoutEverywhere')}
          </button>
        </li>
      </ul>
    </div>
  );
}
