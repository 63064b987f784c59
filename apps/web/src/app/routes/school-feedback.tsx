import { Suspense } from 'react';
import { ConsoleLayout } from '@/components/console/console-layout.tsx';
import { lazyWithPreload } from '@/lib/lazy-with-preload.tsx';
import { withQuery } from '@/lib/with-query.ts';
import { usePage } from './use-page.ts';

/** The inbox is a lazy chunk with the query library; the server preloads it for this route (first paint). */
const FeedbackInbox = lazyWithPreload(
  withQuery(() => import('@/features/feedback-inbox/components/feedback-inbox.tsx')),
);
export const preload = () => FeedbackInbox.preload();

/** Issue 12: the school administrators' feedback inbox (the server lets only them reach this page). */
export function SchoolFeedbackPage() {
  const { b, t, title } = usePage();
  // Issue 13: the inbox is one of the console's pages.
  return (
    <ConsoleLayout schoolId={b.school?.id ?? ''} isSubSchool={false} current="feedback" title={title}>
      <p>{t('inbox.lead')}</p>
      <Suspense fallback={<p role="status">{t('common.loading')}</p>}>
        <FeedbackInbox />
      </Suspense>
    </ConsoleLayout>
  );
}
