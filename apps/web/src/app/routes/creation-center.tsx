/**
 * Issue 25: the creation center `/iadmin/{schoolId}/create-center/` — a lazy chunk of its own (dnd-kit, TipTap and
 * the query library never reach the portal home's entry JS, and this wrapper stays a few lines), first painted
 * from the page data the server put in the bootstrap (the author's courses, the review queue). The server's page
 * rule already sent everyone who may not create to the login or insufficient-permissions page.
 */
import { Suspense, lazy } from 'react';
import { useLocation } from '@/lib/location.tsx';
import { Page } from '@/components/page.tsx';
import { lazyWithPreload } from '@/lib/lazy-with-preload.tsx';
import { withQuery } from '@/lib/with-query.ts';
import { CreationTabs, creationTabOf } from './creation-tabs.tsx';
import { MemberAreaPage } from './member-area-pages.tsx';
import { usePage } from './use-page.ts';

const CreationCenter = lazyWithPreload(
  withQuery(() => import('@/features/creation-center/components/creation-center.tsx')),
);
/**
 * The resumable uploader (features/media-upload) in the creation center's media slot: features never import each
 * other, so the route composes them; its chunk (tus-js-client) loads when a resource form first needs it.
 */
const MediaUploadField = lazy(() => import('@/features/media-upload/components/media-upload-field.tsx'));
/**
 * Issue 25 item 4: the O3 variant `…/create-center/o3knowledge/` writes knowledge articles (features/o3-articles),
 * its own lazy chunk; the server's page rule admits it only in the O3 school.
 */
const O3ArticlesCenter = lazy(
  withQuery(() => import('@/features/o3-articles/components/o3-articles-center.tsx')),
);
/**
 * Issue 27: `?tab=libraries` manages the school's document libraries (features/knowledge), its own lazy chunk; it
 * gets the same resumable uploader (kind `library`).
 */
const LibraryManager = lazy(withQuery(() => import('@/features/knowledge/components/library-manager.tsx')));
/** Keep in step with route-chunks.ts. */
export const preload = () => CreationCenter.preload();

export function CreationCenterPage() {
  const { b, t, title, lang } = usePage();
  const location = useLocation();
  const o3Variant = location.pathname.replace(/\/+$/, '').endsWith('/o3knowledge');
  // Issue 27: `?tab=knowledge` writes the school's knowledge-portal articles with the same editor and review path;
  // `?tab=libraries` fills its document libraries.
  const tab = o3Variant ? 'courses' : creationTabOf(location.search);
  if (!b.viewer || !b.school) return <MemberAreaPage />;
  const fallback = <p role="status">{t('common.loading')}</p>;
  if (o3Variant) {
    return (
      <Page title={title}>
        <Suspense fallback={fallback}>
          <O3ArticlesCenter schoolId={b.school.id} lang={lang} />
        </Suspense>
      </Page>
    );
  }
  const schoolId = b.school.id;
  return (
    <Page title={title}>
      <CreationTabs schoolId={schoolId} lang={lang} current={tab} />
      <Suspense fallback={fallback}>
        {tab === 'knowledge' ? <O3ArticlesCenter schoolId={schoolId} lang={lang} knowledge /> : null}
        {tab === 'libraries' ? (
          <LibraryManager schoolId={schoolId} lang={lang} Upload={MediaUploadField} />
        ) : null}
        {tab === 'courses' ? (
          <CreationCenter
            schoolId={schoolId}
            lang={lang}
            page={b.page.kind === 'creation-center' ? b.page : null}
            staff={!!(b.membership?.admin || b.membership?.lecturer)}
            MediaUpload={MediaUploadField}
          />
        ) : null}
      </Suspense>
    </Page>
  );
}
