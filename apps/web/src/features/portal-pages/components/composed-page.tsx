/**
 * Issue 27: a page composed from modules, as the server cut it for this viewer (audience filtering happens on the
 * server; nothing here decides who sees what). Every module is plain server-rendered HTML; only the banner
 * carousel is interactive, and its motion code is a lazy chunk loaded when the carousel becomes visible
 * (banner-carousel.tsx). The first two modules' images load eagerly (the page's largest paint: on a phone, the course
 * cover under the banner is larger than the banner), the rest lazily. Each
 * module is an island (components/island.tsx): hydrated on its own at idle priority, or at once when touched.
 */
import type { PortalModuleView, SchoolInfo } from '@portico/contracts';
import type { ReactNode } from 'react';
import { Island } from '@/components/island.tsx';
import { BannerCarousel } from './banner-carousel.tsx';
import { ModuleRows } from './module-rows.tsx';
import styles from './portal-pages.module.css';

/** Modules whose images load at once: a banner and the row under it fill a phone's first screen. */
const EAGER_MODULES = 2;

export interface ComposedPageProps {
  modules: readonly PortalModuleView[];
  school: SchoolInfo;
  /** The page's h1 (the school's name on a home page). */
  title: string;
  lead?: ReactNode;
  /** Marks each module with whom it is for (design mode and previews only). */
  audienceLabel?: (module: PortalModuleView) => string | null;
}

export function ComposedPage({ modules, school, title, lead, audienceLabel }: ComposedPageProps) {
  return (
    <article className={styles.page}>
      <header className={styles.head}>
        <h1 className={styles.title}>{title}</h1>
        {lead ? <div className={styles.lead}>{lead}</div> : null}
      </header>
      {modules.map((module, index) => {
        const label = audienceLabel?.(module) ?? null;
        return (
          <div key={module.id} className={styles.module} data-module-kind={module.kind}>
            {label ? <p className={styles.audience}>{label}</p> : null}
            <Island>
              {module.kind === 'banner' ? (
                <BannerCarousel module={module} eager={index === 0} />
              ) : (
                <ModuleRows module={module} school={school} eager={index < EAGER_MODULES} />
              )}
            </Island>
          </div>
        );
      })}
    </article>
  );
}
