import type { RefObject } from 'react';
import { useT } from '@/i18n/use-t.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { useNavGroupTip } from '../hooks/use-nav-group.ts';
import styles from './nav.module.css';

/**
 * The navigation-group tip of the compact header (below 1200 px the groups live in the menu drawer): shown next to
 * the menu button that leads to them, on the same terms as the desktop switcher's, recorded only once visible.
 * `placed`: the header places the navigation (003); `dismissed`: the drawer was opened.
 */
export function CompactNavGroupTip({
  anchor,
  placed,
  dismissed,
}: {
  anchor: RefObject<Element | null>;
  placed: boolean;
  dismissed: boolean;
}) {
  const b = useBootstrap();
  const t = useT();
  const groups = placed && b.school !== null && b.navigation.groups.length > 1;
  const show = useNavGroupTip(
    anchor,
    b.viewer?.id ?? null,
    groups && !b.designMode && b.route.id === 'portal-home',
  );
  if (!show || dismissed) return null;
  return (
    <p className={styles.compactTip} role="status" data-tip="nav-group">
      {t('header.navGroupTip')}
    </p>
  );
}
