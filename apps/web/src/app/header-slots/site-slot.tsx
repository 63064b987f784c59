import { SiteMenu } from '@/features/site-switch/components/site-menu.tsx';

/** Header component 008 (site / region switch): the platform's sites, the current one marked. */
export function SiteSlot() {
  return <SiteMenu />;
}
