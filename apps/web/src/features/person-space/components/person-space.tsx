import { PERSON_SPACE_TABS, personSpaceLink, type PersonSpaceTab } from '@portico/core';
import type { PersonSpacePage } from '@portico/contracts';
import { useState } from 'react';
import type { MessageKey } from '@/i18n/keys.ts';
import { useT } from '@/i18n/use-t.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { PeopleList } from './people-list.tsx';
import { ProfileCard } from './profile-card.tsx';
import { ProfileEditor } from './profile-editor.tsx';
import { SpaceCourses } from './space-courses.tsx';
import styles from './person-space.module.css';

const TAB_KEYS: Record<PersonSpaceTab, MessageKey> = {
  works: 'person.tab.works',
  fan: 'person.tab.fan',
  follow: 'person.tab.follow',
};

/**
 * The personal space (spec §2 `/personSpace/{schoolId}/works|fan|follow`, issue 11 §4), a lazy chunk: the profile
 * card, then the tabs as links (each tab is its own document, with its data in the bootstrap).
 */
export default function PersonSpace({ page }: { page: PersonSpacePage }) {
  const b = useBootstrap();
  const t = useT();
  const [editing, setEditing] = useState(false);
  const space = page.space;
  if (!b.school || !space) return <p className={styles.empty}>{t('person.notFound')}</p>;
  const schoolId = b.school.id;
  const query = space.self ? undefined : { userId: space.userRes.id };
  return (
    <div className={styles.space}>
      <ProfileCard space={space} onEdit={() => setEditing(true)} />
      <nav className={styles.tabs} aria-label={t('person.tabs')}>
        {PERSON_SPACE_TABS.map((tab) => (
          <a
            key={tab}
            className={tab === page.tab ? `${styles.tab} ${styles.current}` : styles.tab}
            href={personSpaceLink({ schoolId, tab, lang: b.lang, query })}
            aria-current={tab === page.tab ? 'page' : undefined}
          >
            {t(TAB_KEYS[tab])}
          </a>
        ))}
      </nav>
      <section className={styles.panel} aria-label={t(TAB_KEYS[page.tab])}>
        {page.tab === 'works' ? (
          <SpaceCourses courses={page.courses} />
        ) : (
          <PeopleList userId={space.userRes.id} type={page.tab} initial={page.people} />
        )}
      </section>
      {editing ? <ProfileEditor user={space.userRes} onClose={() => setEditing(false)} /> : null}
    </div>
  );
}
