import { displayUserName, personSpaceLink } from '@portico/core';
import type { FollowList } from '@portico/contracts';
import { useState } from 'react';
import { Pager } from '@/components/pager.tsx';
import { UserAvatar } from '@/components/user-avatar.tsx';
import { useT } from '@/i18n/use-t.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { formatDate } from '@/lib/format-date.ts';
import { FOLLOW_PAGE_SIZE, useFollowList } from '../api/follow-list.ts';
import styles from './person-space.module.css';

/** The fan / follow tab: people linking to their own spaces in this school, paged in place. */
export function PeopleList({
  userId,
  type,
  initial,
}: {
  userId: string;
  type: 'fan' | 'follow';
  initial: FollowList | null;
}) {
  const b = useBootstrap();
  const t = useT();
  const [page, setPage] = useState(1);
  const schoolId = b.school?.id ?? '';
  const list = useFollowList({ schoolId, userId, type, page }, initial);
  const data = list.data;
  if (!data) return <p role="status">{list.isError ? t('person.loadFailed') : t('common.loading')}</p>;
  if (data.records.length === 0) {
    return <p className={styles.empty}>{type === 'fan' ? t('person.noFans') : t('person.noFollows')}</p>;
  }
  return (
    <>
      <ul className={styles.people} aria-busy={list.isFetching}>
        {data.records.map((person) => (
          <li key={person.id} className={styles.person}>
            <UserAvatar src={person.avatarUrl} size={44} vip={person.isVip} />
            <div>
              <a
                className={styles.personName}
                href={personSpaceLink({ schoolId, tab: 'works', lang: b.lang, query: { userId: person.id } })}
              >
                {displayUserName(person)}
              </a>
              <p className={styles.personSince}>
                {t('person.since', { date: formatDate(person.since, b.lang) })}
              </p>
            </div>
          </li>
        ))}
      </ul>
      <Pager
        page={page}
        total={data.total}
        pageSize={FOLLOW_PAGE_SIZE}
        label={type === 'fan' ? t('person.fans') : t('person.follows')}
        busy={list.isFetching}
        onPage={setPage}
      />
    </>
  );
}
