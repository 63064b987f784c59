import type { NavEntry } from '../utils/nav-items.ts';
import styles from './nav.module.css';

/** One navigation entry: a real link, or an inert placeholder when it has no legal target or in design mode. */
export function NavLink({ entry, disabled }: { entry: NavEntry; disabled: boolean }) {
  const className = entry.active ? `${styles.link} ${styles.active}` : styles.link;
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
      aria-current={entry.active ? 'page' : undefined}
      {...(entry.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {entry.label}
    </a>
  );
}
