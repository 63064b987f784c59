import { splitNavOverflow, type HeaderComponentConfig } from '@portico/core';
import { useRef } from 'react';
import { useT } from '@/i18n/use-t.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { useNavBudget } from '../hooks/use-nav-budget.ts';
import { activeGroup, buildNav, overflowItem } from '../utils/nav-items.ts';
import { CategoryMenu } from './category-menu.tsx';
import { MoreMenu } from './more-menu.tsx';
import { NavGroupSwitcher } from './nav-group-switcher.tsx';
import { NavItem } from './nav-item.tsx';
import styles from './nav.module.css';

/**
 * Header component 003: group switcher (more than one group), Categories tab (when the school has categories),
 * the items of the active group and More. Which items stay visible is core's splitNavOverflow over the measured
 * row (template counts 6/10/7, O3 8/12/9; 18 px a character; More 59/69 px). Design mode: inert.
 */
export function NavBar({ config }: { config: HeaderComponentConfig | undefined }) {
  const b = useBootstrap();
  const t = useT();
  const listRef = useRef<HTMLUListElement>(null);
  const budget = useNavBudget(listRef, config?.width ?? null);
  const group = activeGroup(b);
  const entries = buildNav(b, t('header.home'));
  if (!group || (entries.length === 0 && b.categories.length === 0)) return null;

  const { visible } = splitNavOverflow({
    items: entries.map(overflowItem),
    template: group.templateName ?? b.school?.templateName ?? 'index1',
    isO3: b.school?.kind === 'o3',
    lang: b.lang,
    budget,
  });
  const disabled = b.designMode;
  const tile = config?.displayStyle === 'tile';
  return (
    <nav className={styles.nav} aria-label={t('header.navLabel')}>
      {disabled ? <p className="sr-only">{t('header.designNotice')}</p> : null}
      {b.navigation.groups.length > 1 && b.school ? (
        <NavGroupSwitcher groups={b.navigation.groups} active={group} disabled={disabled} />
      ) : null}
      {b.categories.length > 0 && b.school ? (
        <CategoryMenu categories={b.categories} disabled={disabled} />
      ) : null}
      <ul ref={listRef} className={styles.bar} data-nav-budget={budget}>
        {entries.slice(0, visible).map((entry) => (
          <NavItem key={entry.key} entry={entry} disabled={disabled} tile={tile} />
        ))}
        {visible < entries.length ? <MoreMenu entries={entries.slice(visible)} disabled={disabled} /> : null}
      </ul>
    </nav>
  );
}
