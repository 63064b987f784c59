import { DELAYS, DISPLAY_WIDTHS, schoolManagementLink, showManagementEntries } from '@portico/core';
import type { HeaderComponentConfig } from '@portico/contracts';
import type { MouseEvent } from 'react';
import { ClippedText } from '@/components/clipped-text.tsx';
import { useT } from '@/i18n/use-t.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { nav } from '@/lib/navigation.ts';
import { useRequireLogin } from '@/lib/require-login.tsx';
import { knownStoreFlag, loadStoreFlag, useStoreFlag } from '@/lib/store-flag.ts';
import { useDisclosure } from '@/lib/use-disclosure.ts';
import { DEFAULT_FUNCTION_MENU, functionMenuEntries, type FunctionEntry } from '../utils/function-menu.ts';
import styles from './function-menu.module.css';

/** Spec §5: management entries show for a valid member who is an admin — only they need the store flag. */
const isAdmin = (b: ReturnType<typeof useBootstrap>) =>
  b.membership !== null &&
  showManagementEntries({ validMember: b.membership.validMember, admin: b.membership.admin });

function EntryLink({ entry }: { entry: FunctionEntry }) {
  const b = useBootstrap();
  const requireLogin = useRequireLogin();
  const label = <ClippedText text={entry.label} width={DISPLAY_WIDTHS.MENU_LABEL} />;
  if (!entry.href) return <span className={styles.text}>{label}</span>;
  const href = entry.href;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const school = b.school;
    if (entry.storeRouted && school && knownStoreFlag(school.id) === undefined) {
      // Spec §4: the store flag decides where management opens; a click before it arrived waits for it.
      event.preventDefault();
      void loadStoreFlag(school.id).then((store) =>
        nav.assign(schoolManagementLink({ schoolId: school.id, lang: b.lang, store })),
      );
      return;
    }
    if (!entry.requiresLogin || b.viewer) return;
    event.preventDefault();
    requireLogin(() => nav.assign(href));
  };
  return (
    <a
      className={styles.link}
      href={href}
      onClick={onClick}
      {...(entry.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {label}
    </a>
  );
}

/**
 * Header component 010, the function menu (spec §1): my learning, school management, console and custom links.
 * displayStyle "tile" lays the entries out in the header; "list" puts them in a disclosure that hides 100 ms after
 * the pointer leaves (spec §4 "function menu 100 ms").
 */
export function FunctionMenu({ config }: { config: HeaderComponentConfig | undefined }) {
  const b = useBootstrap();
  const t = useT();
  const { containerProps, triggerProps, panelProps } = useDisclosure(DELAYS.FUNCTION_MENU_HIDE_MS);
  // No configured entries (the default header, or settings without any): my learning, management, console.
  const configured = config?.configures ?? [];
  const store = useStoreFlag(b.school?.id ?? null, isAdmin(b)) === true;
  const entries = functionMenuEntries(
    b,
    t,
    configured.length > 0 ? configured : DEFAULT_FUNCTION_MENU,
    store,
  );
  if (entries.length === 0) return null;
  const items = entries.map((entry) => (
    <li key={entry.key}>
      <EntryLink entry={entry} />
    </li>
  ));
  if (config && config.displayStyle !== 'tile') {
    return (
      <div className={styles.menu} {...containerProps}>
        <button {...triggerProps} className={styles.trigger}>
          {t('header.functionMenu')}
          <span aria-hidden="true" className={styles.chevron} />
        </button>
        <ul {...panelProps} className={styles.panel}>
          {items}
        </ul>
      </div>
    );
  }
  return <ul className={styles.tiles}>{items}</ul>;
}

/**
 * The function menu inside the compact header's drawer: the same entries (login-gated ones open the login dialog),
 * as a titled list of full-width rows.
 */
export function FunctionMenuList({ config }: { config: HeaderComponentConfig | undefined }) {
  const b = useBootstrap();
  const t = useT();
  const configured = config?.configures ?? [];
  const store = useStoreFlag(b.school?.id ?? null, isAdmin(b)) === true;
  const entries = functionMenuEntries(
    b,
    t,
    configured.length > 0 ? configured : DEFAULT_FUNCTION_MENU,
    store,
  );
  if (entries.length === 0) return null;
  return (
    <section className={styles.drawer}>
      <h3 className={styles.heading}>{t('header.functionMenu')}</h3>
      <ul className={styles.panel}>
        {entries.map((entry) => (
          <li key={entry.key}>
            <EntryLink entry={entry} />
          </li>
        ))}
      </ul>
    </section>
  );
}
