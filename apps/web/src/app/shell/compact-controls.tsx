import type { HeaderComponentCode, HeaderComponentConfig } from '@portico/contracts';
import { Suspense, startTransition, useEffect, useRef, useState } from 'react';
import { CompactAiTaskTip } from '@/features/ai-assistant/components/ai-task-tip.tsx';
import { CompactNavGroupTip } from '@/features/header/components/nav-group-tip.tsx';
import { useT } from '@/i18n/use-t.ts';
import { lazyWithPreload } from '@/lib/lazy-with-preload.tsx';
import { whenIdle } from '@/lib/when-idle.ts';
import styles from './compact-controls.module.css';

// Radix (the drawer's dialog) never reaches the entry: the drawer loads once the page is idle on a compact screen,
// or when the button is touched or focused first.
const MenuDrawer = lazyWithPreload(() => import('./menu-drawer.tsx'));
/** Where the compact header shows (compact-controls.module.css). */
const COMPACT = '(max-width: 1199.98px)';

interface Props {
  /** Header component codes the settings place, in order; the drawer holds those the compact header hides. */
  codes: HeaderComponentCode[];
  configOf: (code: HeaderComponentCode) => HeaderComponentConfig | undefined;
  /** The search slot (id, shown or not); null when the header has no search. */
  search: { id: string; open: boolean } | null;
  onSearchToggle: (open: boolean) => void;
}

/**
 * The compact header's own controls (below 1200 px, hidden by CSS above): a search button that shows the search row
 * and puts the caret in it (the search card then opens on focus, as on the desktop), and the menu button opening
 * the navigation drawer — a modal dialog that traps focus, closes on Escape and gives focus back to this button.
 * The once-only tips of the controls the drawer holds (navigation group, AI new task: spec §4) show under the menu
 * button here, since the desktop header that carries them is hidden at this width (issue 22 item 1).
 */
export function CompactControls({ codes, configOf, search, onSearchToggle }: Props) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const preload = () => void MenuDrawer.preload();
  // Loaded at idle where the button shows: fetched on the tap itself, the chunk's evaluation and its stylesheet's
  // style recalculation landed between the tap's pointerdown and its click (INP 104–128 ms at 4× on a phone).
  useEffect(() => (window.matchMedia(COMPACT).matches ? whenIdle(preload) : undefined), []);
  const toggleSearch = () => {
    if (!search) return;
    onSearchToggle(!search.open);
    if (search.open) return;
    // Focus after the row's first paint, not in the frame before it: focusing opens the search card, and rendering
    // that card in the same frame held the tap's next paint back (INP over 100 ms on a 4×-slowed phone).
    requestAnimationFrame(() =>
      setTimeout(() =>
        document.getElementById(search.id)?.querySelector<HTMLInputElement>('input[type="search"]')?.focus(),
      ),
    );
  };
  return (
    <div className={styles.controls} data-compact-controls="">
      {search ? (
        <button
          type="button"
          className={styles.button}
          aria-label={t('header.searchLabel')}
          aria-expanded={search.open}
          aria-controls={search.id}
          onClick={toggleSearch}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      ) : null}
      <button
        ref={menuButton}
        type="button"
        className={styles.button}
        aria-label={t('header.menu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerDown={preload}
        onFocus={preload}
        onClick={() =>
          // A transition: the drawer (navigation of every level, Radix's focus trap and scroll lock) renders after
          // the tap's next paint instead of holding it back (100–140 ms at 4× on a phone, once its chunk is ready).
          startTransition(() => {
            setUsed(true);
            setOpen(true);
          })
        }
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <div className={styles.tips}>
        <CompactNavGroupTip anchor={menuButton} placed={codes.includes('003')} dismissed={used} />
        <CompactAiTaskTip anchor={menuButton} placed={codes.includes('009')} dismissed={used} />
      </div>
      {used ? (
        <Suspense fallback={null}>
          <MenuDrawer
            open={open}
            onOpenChange={setOpen}
            returnFocusTo={menuButton}
            codes={codes}
            configOf={configOf}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
