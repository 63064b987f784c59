/**
 * A console table in a region that scrolls on its own (a 5,000-row report never widens or lengthens the page
 * unboundedly): focusable so a keyboard can scroll it, named by its caption, the header row kept in view.
 */
import type { ReactNode } from 'react';
import styles from './scroll-table.module.css';

export function ScrollTable({
  label,
  testId,
  className,
  children,
}: {
  /** The table's caption and the region's name. */
  label: string;
  testId?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.scroll} role="region" aria-label={label} tabIndex={0}>
      <table className={className ? `${styles.table} ${className}` : styles.table} data-testid={testId}>
        <caption className={styles.caption}>{label}</caption>
        {children}
      </table>
    </div>
  );
}
