import type { NavEntry } from '../utils/nav-items.ts';
import styles from './nav.module.css';

/**
 * One navigation entry: a real link (aria-current="page" when it is the active one), or an inert placeholder —
 * no href, aria-disabled — when it has no legal target or the page is in design mode.
 */
export function NavLink({ entry, disabled }: { entry: NavEntry; disabled: boolean }) {
  const className = `${styles.link} ${entry.inTrail ? styles.active : ''}`;
  if (!entry.href || disabled) {
    return (
      <a className={`${className} ${styles.inert}`} role="link" aria-disabled="true">
        {entry.label}
      </a>
    );
  }
  return (
    <a
      className={className}
      href={entry.href}
      aria-current={entry.current ? 'page' : undefined}
      {...(entry.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {entry.label}
    </a>
  );
}
