/**
 * The community routes (issue 14 item 2; spec §2): `/community/{page}` and the embedded `/o3/{schoolId}/detail`.
 * The body is a lazy chunk with the query library, server-rendered from the bootstrap's page data (render()
 * preloads it for these routes, see route-modules.ts).
 */
import type { CommunityPageName } from '@portico/contracts';
import { Suspense } from 'react';
import { Page } from '@/components/page.tsx';
import type { MessageKey } from '@/i18n/keys.ts';
import { lazyWithPreload } from '@/lib/lazy-with-preload.tsx';
import { withQuery } from '@/lib/with-query.ts';
import { usePage } from './use-page.ts';

const Community = lazyWithPreload(withQuery(() => import('@/features/community/components/community.tsx')));

export const preload = () => Community.preload();

const TITLES: Record<CommunityPageName, MessageKey> = {
  'communityPortal.htm': 'community.title.portal',
  'o3communityPortal.htm': 'community.title.portal',
  'o3TopicList.htm': 'community.title.topics',
  'o3Honor.htm': 'community.title.honour',
  'o3Credit.htm': 'community.title.credit',
  'o3Profile.htm': 'community.title.profile',
  'createPosts.htm': 'community.title.create',
  'postDetail.htm': 'community.title.post',
};

export function CommunityPage() {
  const { b, t, title } = usePage();
  const page = b.page;
  if (page.kind !== 'community') return <Page title={title} />;
  return (
    <Page title={page.view ? t(TITLES[page.view]) : title}>
      <Suspense fallback={<p role="status">{t('common.loading')}</p>}>
        <Community page={page} />
      </Suspense>
    </Page>
  );
}
