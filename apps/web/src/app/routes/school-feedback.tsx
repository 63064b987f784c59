import { Suspense } from 'react';
import { Page } from '@/components/page.tsx';
import { lazyWithPreload } from '@/lib/lazy-with-preload.tsx';
import { withQuery } from '@/lib/with-query.ts';
import { usePage } from './use-page.ts';

/** The inbox is a lazy chunk with the query library; the server preloads it for this route (first paint). */
const FeedbackInbox = lazyWithPreload(
  withQuery(() => import('@/features/feedback-inbox/components/feedback-inbox.tsx')),
);
export const preloadFeedbackInbox = FeedbackInbox.preload;

/** Issue 12: the school administrators' feedback inbox (the server lets only them reach this page). */
export function SchoolFeedbackPage() {
  const { t, title } = usePage();
  return (
    <Page title={title} lead={<p>{t('inbox.lead')}</p>}>
      <Suspense fallback={<p role="status">{t('common.loading')}</p>}>
        <FeedbackInbox />
      </Suspense>
    </Page>
  );
}
