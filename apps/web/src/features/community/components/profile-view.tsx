/**
 * Profile (spec §2 o3Profile.htm; the O3 personal-center link: source=personalCenter, menuType=MY_POST): the
 * member's counts and their posts (MY_POST) or questions (MY_QUESTION).
 */
import type { CommunityProfile } from '@portico/contracts';
import { useT } from '@/i18n/use-t.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import type { CommunityLinks } from '../utils/links.ts';
import { PostList } from './post-list.tsx';
import styles from './community.module.css';

export function ProfileView({ profile, l }: { profile: CommunityProfile | null; l: CommunityLinks }) {
  const t = useT();
  const { viewer } = useBootstrap();
  if (!profile) {
    return (
      <p className={styles.empty}>{t(viewer ? 'community.profile.notFound' : 'community.signIn.profile')}</p>
    );
  }
  const userId = profile.self ? undefined : profile.user.id;
  const tabs = [
    ['MY_POST', profile.self ? 'community.profile.myPosts' : 'community.profile.posts'],
    ['MY_QUESTION', profile.self ? 'community.profile.myQuestions' : 'community.profile.questions'],
  ] as const;
  return (
    <div className={styles.community}>
      <section className={styles.panel} aria-labelledby="profile-name">
        <h2 id="profile-name" className={styles.heading}>
          {profile.user.nickName}
        </h2>
        <dl className={styles.summary}>
          <div>
            <dt>{t('community.profile.articles')}</dt>
            <dd>{profile.postCount}</dd>
          </div>
          <div>
            <dt>{t('community.profile.questionCount')}</dt>
            <dd>{profile.questionCount}</dd>
          </div>
          <div>
            <dt>{t('community.profile.replies')}</dt>
            <dd>{profile.replyCount}</dd>
          </div>
          <div>
            <dt>{t('community.credit.honour')}</dt>
            <dd>{profile.honour}</dd>
          </div>
          {profile.credit !== null ? (
            <div>
              <dt>{t('community.credit.credit')}</dt>
              <dd>{profile.credit}</dd>
            </div>
          ) : null}
        </dl>
      </section>
      <section className={styles.panel} aria-labelledby="profile-posts">
        <nav aria-label={t('community.profile.menu')}>
          <ul className={styles.chips}>
            {tabs.map(([menuType, key]) => (
              <li key={menuType}>
                <a
                  className={styles.chip}
                  href={l.profile(userId, menuType)}
                  aria-current={profile.menuType === menuType ? 'page' : undefined}
                >
                  {t(key)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <h2 id="profile-posts" className="sr-only">
          {t(tabs.find(([menuType]) => menuType === profile.menuType)![1])}
        </h2>
        <PostList posts={profile.posts.records} links={l} empty={t('community.empty.posts')} />
      </section>
    </div>
  );
}
