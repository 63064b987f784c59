import { registerCreateLink, registerInviteLink } from '@portico/core';
import type { MouseEvent } from 'react';
import { useT } from '@/i18n/use-t.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { nav } from '@/lib/navigation.ts';
import { useRequireLogin } from '@/lib/require-login.tsx';
import styles from './page.module.css';

/**
 * "Join a school" / "Create a school" (spec §2 register routes, §6 "joining or creating a school prompt login"):
 * real links, and for visitors the login dialog first.
 */
export function JoinCreateActions() {
  const b = useBootstrap();
  const t = useT();
  const requireLogin = useRequireLogin();
  const links = [
    { href: registerInviteLink({ lang: b.lang }), label: t('route.registerInvite') },
    { href: registerCreateLink({ lang: b.lang }), label: t('route.registerCreate') },
  ];
  const onClick = (href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (b.viewer) return;
    event.preventDefault();
    requireLogin(() => nav.assign(href));
  };
  return (
    <ul className={styles.links}>
      {links.map((link) => (
        <li key={link.href}>
          <a className={styles.link} href={link.href} onClick={onClick(link.href)}>
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
