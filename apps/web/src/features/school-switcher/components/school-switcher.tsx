import { useId, useState } from 'react';
import { Dialog } from '@/components/dialog.tsx';
import { useT } from '@/i18n/use-t.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { useAcademyLists } from '../hooks/use-academy-lists.ts';
import { hasTabs, myTotal, type SwitcherMode } from '../utils/academy-paging.ts';
import styles from './school-switcher.module.css';
import { SwitcherLists } from './switcher-lists.tsx';
import { SwitcherToolbar } from './switcher-toolbar.tsx';

type Tab = 'mine' | 'public';

/**
 * Header component 002's popup (spec §2/§4): a modal mask (Radix dialog: focus trapped, page scrolling locked,
 * Escape and the mask close it) with the search box, join / create, and the academy lists — two tabs (mine vs
 * public) when the viewer has 4 or more schools (6 on /login/select), otherwise one combined screen. Loaded on first use; it stays
 * mounted after closing so reopening shows the lists already loaded.
 */
export default function SchoolSwitcher({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const b = useBootstrap();
  const t = useT();
  const mode: SwitcherMode = !b.viewer ? 'visitor' : b.switching.allianceSwitchOn ? 'alliance' : 'member';
  const { state, loadMore, search } = useAcademyLists(mode, b.viewer !== null);
  const [tab, setTab] = useState<Tab>('mine');
  const ids = useId();
  const tabs = hasTabs(state, b.route.id === 'login-select');
  const view = tabs ? tab : 'all';

  const onSearch = (keyword: string) => {
    search(keyword);
    if (keyword) setTab('public');
  };
  const tabLabel: Record<Tab, string> = {
    mine: t('switcher.mine', { count: myTotal(state) }),
    public: t('switcher.publicTab', { count: Math.max(0, state.lists.public?.total ?? 0) }),
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('switcher.title')}
      closeLabel={t('common.close')}
      width={760}
    >
      <SwitcherToolbar
        keyword={state.lists.public ? state.keyword : null}
        onSearch={onSearch}
        onLeave={() => onOpenChange(false)}
      />
      {tabs ? (
        <div role="tablist" aria-label={t('switcher.tabsLabel')} className={styles.tablist}>
          {(['mine', 'public'] as const).map((id) => (
            <button
              key={id}
              type="button"
              role="tab"
              id={`${ids}-${id}`}
              aria-selected={id === tab}
              aria-controls={`${ids}-panel`}
              className={styles.tab}
              onClick={() => setTab(id)}
            >
              {tabLabel[id]}
            </button>
          ))}
        </div>
      ) : null}
      <div
        id={`${ids}-panel`}
        role={tabs ? 'tabpanel' : undefined}
        aria-labelledby={tabs ? `${ids}-${tab}` : undefined}
      >
        <SwitcherLists key={view} state={state} view={view} onLoadMore={loadMore} />
      </div>
    </Dialog>
  );
}
