import { privateCenterLink } from '@portico/core';
import type { MouseEvent } from 'react';
import { useT } from '@/i18n/use-t.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { nav } from '@/lib/navigation.ts';
import { useRequireLogin } from '@/lib/require-login.tsx';
import styles from './header.module.css';

/**
 * "My learning" (spec §1 function menu, §6 "My Learning … prompt login"): the learning center; a visitor gets
 * the login dialog first and lands there after logging in.
 */
export function MyLearningLink({ schoolId }: { schoolId: string }) {
  const b = useBootstrap();
  const t = useT();
  const requireLogin = useRequireLogin();
  const href = privateCenterLink({ schoolId, lang: b.lang });
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (b.viewer) return;
    event.preventDefault();
    requireLogin(() => nav.assign(href));
  };
  return (
    <a className={styles.myLearning} href={href} onClick={onClick}>
      {t('header.myLearning')}
    </a>
  );
}
