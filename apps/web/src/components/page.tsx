import type { ReactNode } from 'react';
import styles from './page.module.css';

export interface PageLink {
  href: string;
  label: string;
  /** Spec §2: help center and privacy open in a new tab. */
  newTab?: boolean;
}

/** A page section with its one <h1>; every route renders exactly one. */
export function Page({ title, lead, children }: { title: string; lead?: ReactNode; children?: ReactNode }) {
  return (
    <article className={styles.page}>
      <header className={styles.head}>
        <h1 className={styles.title}>{title}</h1>
        {lead ? <div className={styles.lead}>{lead}</div> : null}
      </header>
      {children}
    </article>
  );
}

export function LinkList({ links, label }: { links: PageLink[]; label?: string }) {
  if (links.length === 0) return null;
  return (
    <ul className={styles.links} aria-label={label}>
      {links.map((link) => (
        <li key={link.href}>
          <a
            className={styles.link}
            href={link.href}
            {...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      {children}
    </section>
  );
}
