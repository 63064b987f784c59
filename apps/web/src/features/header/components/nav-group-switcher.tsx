import { DELAYS, portalHomeLink } from '@portico/core';
import type { NavigationGroup } from '@portico/contracts';
import { useRef } from 'react';
import { useT } from '@/i18n/use-t.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { useDisclosure } from '@/lib/use-disclosure.ts';
import { rememberNavGroup, useNavGroupTip, useRestoreNavGroup } from '../hooks/use-nav-group.ts';
import { groupLabel } from '../utils/nav-items.ts';
import styles from './nav.module.css';

interface Props {
  groups: NavigationGroup[];
  active: NavigationGroup;
  disabled: boolean;
}

/**
 * Navigation groups (spec §3/§4): a disclosure listing the school's groups, hiding 100 ms after the pointer leaves
 * (spec "nav-group hover 100 ms"). Choosing one stores it and opens the first page of that group: the portal home
 * with navGroupId and activeIndex=0 (plain links, so they work before hydration too).
 */
export function NavGroupSwitcher({ groups, active, disabled }: Props) {
  const b = useBootstrap();
  const t = useT();
  const { containerProps, triggerProps, panelProps } = useDisclosure(
    DELAYS.NAV_GROUP_HOVER_HIDE_MS,
    disabled,
  );
  useRestoreNavGroup(b, groups);
  const anchor = useRef<HTMLDivElement>(null);
  const showTip = useNavGroupTip(anchor, b.viewer?.id ?? null, !disabled && b.route.id === 'portal-home');
  const schoolId = b.school?.id ?? '';
  const name = (g: NavigationGroup) => groupLabel(g, b.lang);
  const firstPageId = (g: NavigationGroup) =>
    [...g.navigationPages]
      .filter((p) => p.pageType !== 'learningGroup' && p.isView !== false)
      .sort((x, y) => x.index - y.index)[0]?.pageId;

  return (
    <div ref={anchor} className={styles.groups} {...containerProps}>
      <button {...triggerProps} className={`${styles.link} ${styles.trigger}`}>
        <span className="sr-only">{t('header.navGroup')}: </span>
        {name(active)}
        <span aria-hidden="true" className={styles.chevron} />
      </button>
      {showTip ? (
        <p className={styles.groupTip} role="status" data-tip="nav-group">
          {t('header.navGroupTip')}
        </p>
      ) : null}
      <div {...panelProps} className={styles.panel}>
        <ul className={styles.list}>
          {groups.map((group) => {
            const href = portalHomeLink({
              schoolId,
              lang: b.lang,
              pageId: firstPageId(group),
              navGroupId: group.id,
              activeIndex: 0,
            });
            return (
              <li key={group.id}>
                <a
                  className={styles.link}
                  href={disabled ? undefined : href}
                  aria-current={group.id === active.id ? 'true' : undefined}
                  onClick={() => rememberNavGroup(schoolId, group.id)}
                >
                  {name(group)}
                </a>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
