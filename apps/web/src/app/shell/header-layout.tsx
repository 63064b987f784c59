import { SCROLL, usesDesignedHeader } from '@portico/core';
import type { HeaderComponentConfig, HeaderComponentPlacement } from '@portico/contracts';
import { memo, useId, useState, type CSSProperties } from 'react';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { useScrolledPast } from '@/lib/use-scrolled.ts';
import { CompactControls } from './compact-controls.tsx';
import { DEFAULT_HEADER } from './default-header.ts';
import { HeaderComponent } from './header-component.tsx';
import styles from './header-layout.module.css';

const SIDES = ['left', 'right'] as const;

// Memoized: opening the compact search row re-renders the header, and only the search slot's props change — the
// other slots (navigation bar, menus) skip their render, which kept the phone's search tap over 100 ms INP.
const Slot = memo(function Slot({
  placement,
  config,
  searchId,
  searchOpen,
}: {
  placement: HeaderComponentPlacement;
  config: HeaderComponentConfig | undefined;
  /** The search slot's id, and whether the compact header shows it (false for every other slot). */
  searchId: string;
  searchOpen: boolean;
}) {
  const code = placement.navComId;
  const width = placement.width ?? config?.width ?? null;
  // 011: the placeholder is empty flexible space (its width, when given, is where it starts).
  if (code === '011') {
    return (
      <div
        className={styles.spacer}
        data-header-code={code}
        style={width ? { flexBasis: width } : undefined}
      />
    );
  }
  const className = [
    styles.slot,
    width ? styles.sized : '',
    config?.componentStyle === 'stroke' ? styles.stroke : '',
    config?.fontStyle === 2 ? styles.bold : '',
  ].join(' ');
  // The configured width applies to the full header only (a custom property the compact header ignores).
  const style = width ? ({ '--slot-width': `${width}px` } as CSSProperties) : undefined;
  const isSearch = code === '004';
  return (
    <div
      className={className}
      data-header-code={code}
      style={style}
      id={isSearch ? searchId : undefined}
      data-search-open={isSearch && searchOpen ? '' : undefined}
    >
      <HeaderComponent code={code} config={config} />
    </div>
  );
});

/**
 * The header (spec §1/§3): the header settings place components 001–011 in a top and a bottom row, each with a
 * start ("left") and an end ("right") group — mirrored in right-to-left languages; no settings → the default
 * header. Sticky, with the "fixed" shadow once the page is scrolled more than 0 px (spec §4).
 * Below 1200 px it collapses by CSS alone (the server renders the same markup for every width, so hydration moves
 * nothing): logo, a search button that opens the search row, and a menu button opening a drawer with the rest
 * (compact-controls.tsx). On the search page the search row starts open, showing the keyword.
 */
export function HeaderLayout() {
  const b = useBootstrap();
  const fixed = useScrolledPast(SCROLL.HEADER_FIXED_ABOVE_PX);
  // Spec §6: an O3 school uses its designed header only when useDesignedHeader is '1'.
  const settings = (usesDesignedHeader(b.school) ? b.headerSettings : null) ?? DEFAULT_HEADER;
  const configOf = (code: string) => settings.components.find((c) => c.code === code);
  const searchId = useId();
  const [searchOpen, setSearchOpen] = useState(b.page.kind === 'search');
  const placed = (['top', 'bottom'] as const).flatMap((row) =>
    SIDES.flatMap((side) => settings[row][side].map((p) => p.navComId)),
  );
  return (
    <header className={`${styles.header} ${fixed ? styles.fixed : ''}`} data-fixed={fixed ? '' : undefined}>
      {(['top', 'bottom'] as const).map((row) => {
        const placements = settings[row];
        if (placements.left.length + placements.right.length === 0) return null;
        return (
          <div key={row} className={`${styles.row} ${styles[row] ?? ''}`} data-header-row={row}>
            {SIDES.map((side) => (
              <div key={side} className={styles[side]} data-header-side={side}>
                {placements[side].map((placement, i) => (
                  <Slot
                    key={`${i}:${placement.navComId}`}
                    placement={placement}
                    config={configOf(placement.navComId)}
                    searchId={searchId}
                    searchOpen={placement.navComId === '004' && searchOpen}
                  />
                ))}
              </div>
            ))}
          </div>
        );
      })}
      <CompactControls
        codes={placed}
        configOf={configOf}
        search={b.school && placed.includes('004') ? { id: searchId, open: searchOpen } : null}
        onSearchToggle={setSearchOpen}
      />
    </header>
  );
}
