/**
 * The community pages (issue 14 item 2; spec §2 `/community/{page}`, `/o3/{schoolId}/detail`), a lazy chunk:
 * the section navigation, then the view the server chose (core `communityView`) with the data it loaded.
 */
import type { CommunityPageData, CommunityPageName } from '@portico/contracts';
import type { ReactNode } from 'react';
import type { MessageKey } from '@/i18n/keys.ts';
import { useT } from '@/i18n/use-t.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { links as linksFor, type CommunityLinks } from '../utils/links.ts';
import { CreditView } from './credit-view.tsx';
import { EditorView } from './editor-view.tsx';
import { HonourView } from './honour-view.tsx';
import { PortalView } from './portal-view.tsx';
import { PostDetailView } from './post-detail-view.tsx';
import { ProfileView } from './profile-view.tsx';
import { TopicListView } from './topic-list-view.tsx';
import styles from './community.module.css';

type Section = 'portal' | 'topics' | 'honour' | 'credit' | 'profile';

const SECTION_OF: Partial<Record<CommunityPageName, Section>> = {
  'communityPortal.htm': 'portal',
  'o3communityPortal.htm': 'portal',
  'o3TopicList.htm': 'topics',
  'o3Honor.htm': 'honour',
  'o3Credit.htm': 'credit',
  'o3Profile.htm': 'profile',
};

const SECTIONS: Array<[Section, MessageKey, (l: CommunityLinks) => string, boolean]> = [
  ['portal', 'community.nav.portal', (l) => l.portal(), false],
  ['topics', 'community.nav.topics', (l) => l.topics(), false],
  ['honour', 'community.nav.honour', (l) => l.honour(), false],
  ['credit', 'community.nav.credit', (l) => l.credit(), true],
  ['profile', 'community.nav.profile', (l) => l.profile(), true],
];

function CommunityNav({ page, l }: { page: CommunityPageData; l: CommunityLinks }) {
  const t = useT();
  const { viewer } = useBootstrap();
  const current = page.view ? SECTION_OF[page.view] : undefined;
  return (
    <nav className={styles.nav} aria-label={t('community.nav.label')}>
      <ul className={styles.navList}>
        {SECTIONS.filter(([, , , own]) => !own || viewer).map(([id, key, href]) => (
          <li key={id}>
            <a className={styles.navLink} href={href(l)} aria-current={current === id ? 'page' : undefined}>
              {t(key)}
            </a>
          </li>
        ))}
      </ul>
      {page.abilities.canPost ? (
        <div className={styles.actions}>
          <a className={styles.primary} href={l.create(1)}>
            {t('community.write.question')}
          </a>
          <a className={styles.secondary} href={l.create(0)}>
            {t('community.write.post')}
          </a>
        </div>
      ) : null}
    </nav>
  );
}

export default function Community({ page }: { page: CommunityPageData }) {
  const t = useT();
  const { school, lang } = useBootstrap();
  if (!school || !page.available) return <p className={styles.empty}>{t('community.notAvailable')}</p>;
  const l = linksFor(school.id, lang);
  let body: ReactNode;
  switch (page.view) {
    case 'communityPortal.htm':
    case 'o3communityPortal.htm':
      body = page.overview ? (
        <PortalView
          overview={page.overview}
          l={l}
          knowledge={page.knowledge}
          knowledgeAuthor={page.knowledgeAuthor}
        />
      ) : null;
      break;
    case 'o3TopicList.htm':
      body = <TopicListView page={page} l={l} />;
      break;
    case 'o3Honor.htm':
      body = page.honour ? <HonourView board={page.honour} l={l} /> : null;
      break;
    case 'o3Credit.htm':
      body = <CreditView ledger={page.credit} />;
      break;
    case 'o3Profile.htm':
      body = <ProfileView profile={page.profile} l={l} />;
      break;
    case 'createPosts.htm':
      body = <EditorView page={page} l={l} />;
      break;
    case 'postDetail.htm':
      body = page.post ? (
        <PostDetailView initial={page.post} l={l} />
      ) : (
        <p className={styles.empty}>{t('errors.COMMUNITY_POST_NOT_FOUND')}</p>
      );
      break;
    default:
      body = <p className={styles.empty}>{t('community.notFound')}</p>;
  }
  return (
    <div className={styles.community}>
      <CommunityNav page={page} l={l} />
      {body}
    </div>
  );
}
