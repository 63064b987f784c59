import { useLocation } from '@/lib/location.tsx';
import menu from '@/components/disclosure-menu.module.css';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { currentSiteIndex, siteHref } from '../utils/site-links.ts';
import styles from './site-switch.module.css';

/**
 * The site panel (lazy chunk, client only): each platform site (label, icon) goes to the same page on that site in
 * the same language; the site the page is on is marked.
 */
export default function SiteList() {
  const b = useBootstrap();
  const location = useLocation();
  const current = currentSiteIndex(b.switching.sites, window.location.host, b);
  const path = `${location.pathname}${location.search}`;
  return (
    <ul className={menu.list}>
      {b.switching.sites.map((site, index) => {
        const href = siteHref(site, path, b.lang);
        const content = (
          <>
            <span className={styles.label}>
              <span className={styles.icon} data-icon={site.iconClass} aria-hidden="true" />
              {site.label}
            </span>
            {index === current ? <span aria-hidden="true">✓</span> : null}
          </>
        );
        const currentProp = index === current ? ('true' as const) : undefined;
        return (
          <li key={`${index}:${site.url}`}>
            {href ? (
              <a className={menu.item} href={href} aria-current={currentProp}>
                {content}
              </a>
            ) : (
              <span className={menu.item} aria-disabled="true" aria-current={currentProp}>
                {content}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
