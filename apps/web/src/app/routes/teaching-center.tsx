/**
 * Issue 26: the teaching center (`/classInfo/{schoolId}/lecturing-center/class-management`; the server's page
 * rule already sent anyone without lecturing permission away) and a class's page for its members
 * (`/commonUsage/classInfo.htm?schoolId=…&classId=…`). Both are lazy chunks of features/teaching-center that read
 * the classes API with the query library.
 */
import { Suspense } from 'react';
import { useLocation } from '@/lib/location.tsx';
import { Page } from '@/components/page.tsx';
import { lazyWithPreload } from '@/lib/lazy-with-preload.tsx';
import { withQuery } from '@/lib/with-query.ts';
import { ClassInfoJumpPage, MemberAreaPage } from './member-area-pages.tsx';
import { usePage } from './use-page.ts';
import type { MatchedRoute } from './route-modules.ts';

const TeachingCenter = lazyWithPreload(
  withQuery(() => import('@/features/teaching-center/components/teaching-center.tsx')),
);
const ClassInfo = lazyWithPreload(
  withQuery(() => import('@/features/teaching-center/components/class-info.tsx')),
);
/** Keep in step with route-chunks.ts. */
export const preload = (route: MatchedRoute) =>
  route.id === 'class-info-jump' ? ClassInfo.preload() : TeachingCenter.preload();

export function TeachingCenterPage() {
  const { b, t, title, lang } = usePage();
  if (!b.viewer || !b.school) return <MemberAreaPage />;
  return (
    <Page title={title}>
      <Suspense fallback={<p role="status">{t('common.loading')}</p>}>
        <TeachingCenter schoolId={b.school.id} lang={lang} />
      </Suspense>
    </Page>
  );
}

export function ClassInfoPage() {
  const { b, t, title, lang } = usePage();
  const classId = new URLSearchParams(useLocation().search).get('classId') ?? '';
  if (!b.viewer || !b.school || !/^\d{19}$/.test(classId)) return <ClassInfoJumpPage />;
  return (
    <Page title={title}>
      <Suspense fallback={<p role="status">{t('common.loading')}</p>}>
        <ClassInfo schoolId={b.school.id} classId={classId} lang={lang} />
      </Suspense>
    </Page>
  );
}
