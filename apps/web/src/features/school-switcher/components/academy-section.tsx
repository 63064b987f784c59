import type { AcademyRecord } from '@portico/contracts';
import { useId } from 'react';
import { AcademyCard } from './academy-card.tsx';
import styles from './school-switcher.module.css';
import { SubSchools } from './sub-schools.tsx';

/** One list of the switcher under its heading: cards with their sub-schools. */
export function AcademySection({ title, records }: { title: string; records: AcademyRecord[] }) {
  const headingId = useId();
  if (records.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.sectionTitle}>
        {title}
      </h3>
      <ul className={styles.list}>
        {records.map((record) => (
          <li key={record.id}>
            <AcademyCard record={record}>
              <SubSchools parent={record} />
            </AcademyCard>
          </li>
        ))}
      </ul>
    </section>
  );
}
