import { useEffect, useRef } from 'react';
import type { MessageKey } from '@/i18n/keys.ts';
import { useT } from '@/i18n/use-t.ts';
import { nav } from '@/lib/navigation.ts';
import {
  firstLoadComplete,
  firstLoadFailed,
  listsInView,
  nearBottom,
  showNoMore,
  type ListKey,
  type PagingState,
  type View,
} from '../utils/academy-paging.ts';
import { AcademySection } from './academy-section.tsx';
import styles from './school-switcher.module.css';

const TITLES: Record<ListKey, MessageKey> = {
  joined: 'switcher.joined',
  alliance: 'switcher.alliance',
  visited: 'switcher.visited',
  public: 'switcher.public',
};

export type LoadMore = (view: View, options?: { retryFailed?: boolean }) => void;

/** Spec §8: the public search error view; Refresh reloads the page. */
function ErrorView() {
  const t = useT();
  return (
    <div className={styles.errorView} role="alert">
      <p>{t('switcher.loadFailed')}</p>
      <button type="button" className={styles.more} onClick={() => nav.reload()}>
        {t('switcher.refresh')}
      </button>
    </div>
  );
}

/**
 * The scrolling box of one view. Within 50 px of its end (spec §9) the next page loads — also right after a page
 * arrives while the content does not fill the box yet, as the user could not scroll then.
 */
export function SwitcherLists({
  state,
  view,
  onLoadMore,
}: {
  state: PagingState;
  view: View;
  onLoadMore: LoadMore;
}) {
  const t = useT();
  const boxRef = useRef<HTMLDivElement>(null);
  const complete = firstLoadComplete(state);
  useEffect(() => {
    const box = boxRef.current;
    if (complete && box && nearBottom(box)) onLoadMore(view, { retryFailed: false });
  });

  if (firstLoadFailed(state)) return <ErrorView />;
  if (!complete) return <p role="status">{t('common.loading')}</p>;

  const keys = listsInView(state, view);
  const loading = keys.some((key) => state.lists[key]?.loading);
  const renderList = (key: ListKey) => {
    const list = state.lists[key];
    if (!list) return null;
    if (key === 'public') {
      if (list.error && (state.keyword || list.records.length === 0)) return <ErrorView key={key} />;
      if (list.total === 0)
        return (
          <p key={key} className={styles.empty}>
            {state.keyword ? t('switcher.noMatch', { keyword: state.keyword }) : t('switcher.noPublic')}
          </p>
        );
    }
    return <AcademySection key={key} title={t(TITLES[key])} records={list.records} />;
  };

  return (
    <div
      ref={boxRef}
      className={styles.panel}
      data-testid="switcher-lists"
      onScroll={(event) => {
        if (nearBottom(event.currentTarget)) onLoadMore(view);
      }}
    >
      {keys.map(renderList)}
      {loading ? <p role="status">{t('common.loading')}</p> : null}
      {showNoMore(state, view) ? <p className={styles.noMore}>{t('switcher.noMore')}</p> : null}
    </div>
  );
}
