/**
 * Design mode (spec §2 `/design/...`, issue 13 §5): the header shows with its navigation not interactive, and an
 * administrator of the school edits the navigation right here — rename, reorder, hide, save a draft, publish —
 * without leaving the page (the console's navigation section, loaded lazily; its live preview follows every edit).
 */
import type { ConsolePage } from '@portico/contracts';
import { Suspense } from 'react';
import { useT } from '@/i18n/use-t.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { lazyWithPreload } from '@/lib/lazy-with-preload.tsx';
import { withQuery } from '@/lib/with-query.ts';
import { CONSOLE_SECTION_MODULES } from './console-sections.ts';

const entry = CONSOLE_SECTION_MODULES.navigation;
const NavigationEditor = entry ? lazyWithPreload(withQuery(entry.load)) : null;

export function DesignNavigation() {
  const b = useBootstrap();
  const t = useT();
  if (!NavigationEditor || !b.school || !b.membership?.admin) return null;
  const page: ConsolePage = {
    kind: 'console',
    section: 'navigation',
    schoolId: b.school.id,
    isSubSchool: false,
    parentSchoolId: null,
    data: null,
  };
  return (
    <Suspense fallback={<p role="status">{t('common.loading')}</p>}>
      <NavigationEditor page={page} />
    </Suspense>
  );
}
