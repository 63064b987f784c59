/**
 * Issue 25: the creation center `/iadmin/{schoolId}/create-center/` — a lazy chunk of its own (dnd-kit, TipTap and
 * the query library never reach the portal home's entry JS, and this wrapper stays a few lines), first painted
 * from the page data the server put in the bootstrap (the author's courses, the review queue). The server's page
 * rule already sent everyone who may not create to the login or insufficient-permissions page.
 */
import { Suspense, lazy } from 'react';
import { Page } from '@/components/page.tsx';
import { lazyWithPreload } from '@/lib/lazy-with-preload.tsx';
import { withQuery } from '@/lib/with-query.ts';
import { MemberAreaPage } from './info-pages.tsx';
import { usePage } from './use-page.ts';

const CreationCenter = lazyWithPreload(
  withQuery(() => import('@/features/creation-center/components/creation-center.tsx')),
);
/**
 * The resumable uploader (features/media-upload) in the creation center's media slot: features never import each
 * other, so the route composes them; its chunk (tus-js-client) loads when a resource form first needs it.
 */
const MediaUploadField = lazy(() => import('@/features/media-upload/components/media-upload-field.tsx'));
/** Keep in step with route-chunks.ts. */
export const preloadCreationCenter = CreationCenter.preload;

export function CreationCenterPage() {
  const { b, t, title, lang } = usePage();
  if (!b.viewer || !b.school) return <MemberAreaPage />;
  return (
    <Page title={title}>
      <Suspense fallback={<p role="status">{t('common.loading')}</p>}>
        <CreationCenter
          schoolId={b.school.id}
          lang={lang}
          page={b.page.kind === 'creation-center' ? b.page : null}
          staff={!!(b.membership?.admin || b.membership?.lecturer)}
          MediaUpload={MediaUploadField}
        />
      </Suspense>
    </Page>
  );
}
