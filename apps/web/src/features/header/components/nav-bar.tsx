import { moreItemWidth, splitNavOverflow } from '@portico/core';
import type { HeaderComponentConfig } from '@portico/contracts';
import { useT } from '@/i18n/use-t.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { useNavMetrics } from '../hooks/use-nav-metrics.ts';
import { activeGroup, buildNav, overflowItem, groupLabel } from '../utils/nav-items.ts';
import { CategoryMenu } from './category-menu.tsx';
import { MoreMenu } from './more-menu.tsx';
import { NavGroupSwitcher } from './nav-group-switcher.tsx';
import { NavItem } from './nav-item.tsx';
import styles from './nav.module.css';

/**
 * Header component 003: group switcher (more than one group), Categories tab (when the school has categories),
 * the items of the active group and More. Which items stay visible is core's splitNavOverflow (template counts
 * 6/10/7, O3 8/12/9; label widths in the 14 px header font; More 59/69 px) over the bar's budget — the same on the
 * server and at hydration, refined by the browser's own measurement afterwards (useNavMetrics). Design mode: inert.
 * Below 1200 px the bar is hidden and the menu drawer holds the navigation (src/app/shell).
 */
export function NavBar({ config }: { config: HeaderComponentConfig | undefined }) {
  const b = useBootstrap();
  const t = useT();
  const group = activeGroup(b);
  const entries = buildNav(b, t('header.home'));
  const showGroups = b.navigation.groups.length > 1 && b.school !== null;
  const showCategories = b.categories.length > 0 && b.school !== null;
  const leading = [
    ...(showGroups && group ? [groupLabel(group, b.lang)] : []),
    ...(showCategories ? [t('header.categories')] : []),
  ];
  const { measure, budget, barRef, measured } = useNavMetrics({
    configured: config?.width ?? null,
    bold: config?.fontStyle === 2,
    leading,
  });
  if (!group || (entries.length === 0 && b.categories.length === 0)) return null;

  const moreLabel = t('header.more');
  const { visible } = splitNavOverflow({
    items: entries.map(overflowItem),
    template: group.templateName ?? b.school?.templateName ?? 'index1',
    isO3: b.school?.kind === 'o3',
    lang: b.lang,
    budget,
    measure,
    moreLabel,
  });
  const disabled = b.designMode;
  const tile = config?.displayStyle === 'tile';
  return (
    <nav className={styles.nav} aria-label={t('header.navLabel')}>
      {disabled ? <p className="sr-only">{t('header.designNotice')}</p> : null}
      {showGroups ? (
        <NavGroupSwitcher groups={b.navigation.groups} active={group} disabled={disabled} />
      ) : null}
      {showCategories ? <CategoryMenu categories={b.categories} disabled={disabled} /> : null}
      <ul
        ref={barRef}
        className={styles.bar}
        data-nav-budget={budget}
        // Set once the browser measured the bar (after its island hydrated): tests wait for the final split.
        data-nav-measured={measured ? '' : undefined}
      >
        {entries.slice(0, visible).map((entry) => (
          <NavItem key={entry.key} entry={entry} disabled={disabled} tile={tile} />
        ))}
        {visible < entries.length ? (
          <MoreMenu entries={entries.slice(visible)} disabled={disabled} minWidth={moreItemWidth(b.lang)} />
        ) : null}
      </ul>
    </nav>
  );
}
