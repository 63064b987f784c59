/**
 * The admin console page (issue 13): `/iadmin/{id}/management/{section}` and the sub-school's
 * `/iadmin/{subId}/sub-college-management/{section}`. The console's navigation and the section's body; each section
 * is a lazy chunk (features/console-<section>) that the server preloads and renders for first paint.
 */
import type { ConsolePage as ConsolePageData } from '@portico/contracts';
import type { ConsoleSection } from '@portico/core';
import { Suspense, type ComponentType } from 'react';
import { ConsoleLayout } from '@/components/console/console-layout.tsx';
import type { ConsoleSectionProps } from '@/components/console/section-props.ts';
import { Page } from '@/components/page.tsx';
import { lazyWithPreload } from '@/lib/lazy-with-preload.tsx';
import { withQuery } from '@/lib/with-query.ts';
import { CONSOLE_SECTION_MODULES } from './console-sections.ts';
import { usePage } from './use-page.ts';
import type { MatchedRoute } from './route-modules.ts';

type Preloadable = ComponentType<ConsoleSectionProps> & { preload: () => Promise<void> };

const SECTION_PAGES = Object.fromEntries(
  Object.entries(CONSOLE_SECTION_MODULES).map(([section, entry]) => [
    section,
    lazyWithPreload(withQuery(entry.load)),
  ]),
) as Partial<Record<ConsoleSection, Preloadable>>;

/** The requested section's chunk, awaited before the first render (route-modules.ts). */
export function preload({ params }: MatchedRoute): Promise<void> {
  return SECTION_PAGES[params.section as ConsoleSection]?.preload() ?? Promise.resolve();
}

export function ConsoleRoutePage() {
  const { b, t, title } = usePage();
  if (b.page.kind !== 'console') return <Page title={title} />;
  const page: ConsolePageData = b.page;
  const Section = SECTION_PAGES[page.section];
  return (
    <ConsoleLayout
      schoolId={page.schoolId}
      isSubSchool={page.isSubSchool}
      current={page.section}
      title={title}
    >
      {Section ? (
        <Suspense fallback={<p role="status">{t('common.loading')}</p>}>
          <Section page={page} />
        </Suspense>
      ) : (
        <p>{t('console.unavailable')}</p>
      )}
    </ConsoleLayout>
  );
}
