/**
 * Design mode's page designer (issue 27 item 3, spec §2 `/design/portal?schoolId=…&pageId=…`): an administrator of
 * the school composes the page from modules; without a pageId, the school's pages to pick from. Both are lazy
 * chunks (the designer carries dnd-kit and TipTap); the live preview draws modules with the portal page's own
 * renderer, composed here because features do not import each other.
 */
import type { PortalModuleView } from '@portico/contracts';
import { Suspense } from 'react';
import { ComposedPage } from '@/features/portal-pages/components/composed-page.tsx';
import { useT } from '@/i18n/use-t.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { lazyWithPreload } from '@/lib/lazy-with-preload.tsx';
import { schoolDisplayName } from '@/lib/names.ts';
import { withQuery } from '@/lib/with-query.ts';

const PageDesigner = lazyWithPreload(
  withQuery(() => import('@/features/page-designer/components/page-designer.tsx')),
);
const PagePicker = lazyWithPreload(
  withQuery(() => import('@/features/page-designer/components/page-picker.tsx')),
);

const AUDIENCE_KEYS = {
  visitors: 'console.pages.audience.visitors',
  members: 'console.pages.audience.members',
  lecturers: 'console.pages.audience.lecturers',
  class: 'console.pages.audience.class',
} as const;

export function DesignPortalPages() {
  const b = useBootstrap();
  const t = useT();
  const school = b.school;
  if (!school || !b.membership?.admin) return null;
  const pageId = new URL(b.url, 'http://portico.invalid').searchParams.get('pageId');
  const renderPreview = (modules: PortalModuleView[]) => (
    <ComposedPage
      modules={modules}
      school={school}
      title={schoolDisplayName(school, b.lang) ?? school.name}
      audienceLabel={(m) => (m.audience ? t(AUDIENCE_KEYS[m.audience.kind]) : null)}
    />
  );
  return (
    <Suspense fallback={<p role="status">{t('common.loading')}</p>}>
      {pageId && /^\d{1,19}$/.test(pageId) ? (
        <PageDesigner
          schoolId={school.id}
          parentSchoolId={school.parentSchoolId}
          pageId={pageId}
          renderPreview={renderPreview}
        />
      ) : (
        <PagePicker schoolId={school.id} />
      )}
    </Suspense>
  );
}
