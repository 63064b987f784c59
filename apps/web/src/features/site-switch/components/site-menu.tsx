import { DisclosureMenu } from '@/components/disclosure-menu.tsx';
import { useT } from '@/i18n/use-t.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { lazyWithPreload } from '@/lib/lazy-with-preload.tsx';

const SiteList = lazyWithPreload(() => import('./site-list.tsx'));

/** Header component 008 (site / region switch); nothing when the platform lists no sites. */
export function SiteMenu() {
  const b = useBootstrap();
  const t = useT();
  if (b.switching.sites.length === 0) return null;
  return (
    <DisclosureMenu Panel={SiteList}>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path
          d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21zm0-9a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
        />
      </svg>
      <span>{t('site.switch')}</span>
    </DisclosureMenu>
  );
}
