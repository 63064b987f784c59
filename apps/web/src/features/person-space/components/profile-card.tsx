import { displayUserName, personSpaceLink } from '@portico/core';
import type { PersonDetails } from '@portico/contracts';
import { useState } from 'react';
import { UserAvatar } from '@/components/user-avatar.tsx';
import { useT } from '@/i18n/use-t.ts';
import { errorText } from '@/lib/api-errors.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { formatDate } from '@/lib/format-date.ts';
import { localizedName } from '@/lib/names.ts';
import { showToast } from '@/lib/toast.ts';
import { useFollow } from '../api/follow.ts';
import styles from './person-space.module.css';

/**
 * The space's owner (spec §3 personSpaceVo, userRes.createdTime; issue 11 §4): avatar with the VIP badge, display
 * name (cut per spec §5), days since registration, fans and follows of this school (linking to their tabs), joined
 * schools; the owner gets "Edit profile", anyone else follow / unfollow.
 */
export function ProfileCard({ space, onEdit }: { space: PersonDetails; onEdit: () => void }) {
  const b = useBootstrap();
  const t = useT();
  const user = space.userRes;
  const [followed, setFollowed] = useState(space.followed);
  const [counts, setCounts] = useState(space.personSpaceVo);
  const follow = useFollow(b.school?.id ?? '', user.id);
  if (!b.school) return null;
  const schoolId = b.school.id;
  const query = space.self ? undefined : { userId: user.id };
  const tabLink = (tab: 'fan' | 'follow') => personSpaceLink({ schoolId, tab, lang: b.lang, query });
  const toggle = () =>
    follow.mutate(!followed, {
      onSuccess: (result) => {
        setFollowed(result.followed);
        setCounts(result.personSpaceVo);
      },
      onError: (error) => showToast(errorText(error, t)),
    });
  return (
    <section className={styles.profile} aria-label={t('person.profile')}>
      <UserAvatar src={user.avatarUrl} size={88} vip={space.isVip} />
      <div className={styles.identity}>
        <h2 className={styles.name}>{displayUserName(user)}</h2>
        <p className={styles.since}>
          {t('person.joinedDays', { count: space.daysSinceRegistration })}
          <span aria-hidden="true"> · </span>
          <time dateTime={user.createdTime}>{formatDate(user.createdTime, b.lang)}</time>
        </p>
        <ul className={styles.counts}>
          <li>
            <a href={tabLink('fan')}>
              <strong>{counts.fansCount}</strong> {t('person.fans')}
            </a>
          </li>
          <li>
            <a href={tabLink('follow')}>
              <strong>{counts.focusCount}</strong> {t('person.follows')}
            </a>
          </li>
          <li>
            <strong>{space.coursesInProgress}</strong> {t('person.inProgress')}
          </li>
        </ul>
        {space.joinedSchools.length > 0 ? (
          <p className={styles.schools}>
            <span className={styles.schoolsLabel}>{t('person.schools')}</span>{' '}
            {space.joinedSchools.map((s) => localizedName(s.name, s.nameEn, b.lang)).join(' · ')}
          </p>
        ) : null}
      </div>
      {space.self ? (
        <button type="button" className={styles.action} onClick={onEdit}>
          {t('person.edit')}
        </button>
      ) : (
        <button
          type="button"
          className={followed ? styles.secondary : styles.action}
          aria-pressed={followed}
          disabled={follow.isPending}
          onClick={toggle}
        >
          {followed ? t('person.unfollow') : t('person.follow')}
        </button>
      )}
    </section>
  );
}
