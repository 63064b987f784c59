import * as RadixDialog from '@radix-ui/react-dialog';
import type { HeaderComponentCode, HeaderComponentConfig } from '@portico/contracts';
import type { RefObject } from 'react';
import { AiEntry } from '@/features/ai-assistant/components/ai-entry.tsx';
import { DrawerNav } from '@/features/header/components/drawer-nav.tsx';
import { FunctionMenuList } from '@/features/header/components/function-menu.tsx';
import { LoginLink } from '@/features/header/components/login-link.tsx';
import LanguageList from '@/features/language-switch/components/language-list.tsx';
import { NotificationBell } from '@/features/messages/components/notification-bell.tsx';
import SiteList from '@/features/site-switch/components/site-list.tsx';
import { UserPanel } from '@/features/user-menu/components/user-panel.tsx';
import { useT } from '@/i18n/use-t.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { SwitchAcademySlot } from '../header-slots/switch-academy-slot.tsx';
import styles from './menu-drawer.module.css';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
  codes: HeaderComponentCode[];
  configOf: (code: HeaderComponentCode) => HeaderComponentConfig | undefined;
}

/**
 * The compact header's drawer (issue 10), a lazy chunk: a Radix modal dialog sliding from the inline start (right in
 * right-to-left), labelled by its title, focus trapped inside, Escape or the ✕ closes it and focus returns to the
 * menu button. It holds the components the compact header hides, each only when the header settings place it: user
 * panel or login (005), switch school (002), navigation with groups, categories and every level (003), function
 * menu (010), language (007) and site (008); notifications (006: in the user panel's "Messages", or a row of its own
 * without 005) and the AI entry (009) below the account.
 */
export default function MenuDrawer({ open, onOpenChange, returnFocusTo, codes, configOf }: Props) {
  const b = useBootstrap();
  const t = useT();
  const has = (code: HeaderComponentCode) => codes.includes(code);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={styles.drawer}
          aria-describedby={undefined}
          data-menu-drawer=""
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          <div className={styles.head}>
            <RadixDialog.Title className={styles.title}>{t('header.menu')}</RadixDialog.Title>
            <RadixDialog.Close className={styles.close} aria-label={t('header.closeMenu')}>
              <span aria-hidden="true">×</span>
            </RadixDialog.Close>
          </div>
          {has('005') ? (
            <div className={styles.account}>{b.viewer ? <UserPanel /> : <LoginLink />}</div>
          ) : null}
          {((has('006') && !has('005')) || has('009')) && b.viewer ? (
            <div className={styles.quick}>
              {/* With the user panel (005) here, its "Messages" entry already carries the count. */}
              {has('006') && !has('005') ? <NotificationBell variant="row" /> : null}
              {has('009') ? <AiEntry variant="row" /> : null}
            </div>
          ) : null}
          {has('002') && b.switching.allowed ? (
            <div className={styles.switch}>
              <SwitchAcademySlot />
            </div>
          ) : null}
          {has('003') ? <DrawerNav /> : null}
          {has('010') ? <FunctionMenuList config={configOf('010')} /> : null}
          {has('007') ? (
            <section className={styles.section}>
              <h3 className={styles.heading}>{t('header.language')}</h3>
              <LanguageList />
            </section>
          ) : null}
          {has('008') && b.switching.sites.length > 0 ? (
            <section className={styles.section}>
              <h3 className={styles.heading}>{t('site.switch')}</h3>
              <SiteList />
            </section>
          ) : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
