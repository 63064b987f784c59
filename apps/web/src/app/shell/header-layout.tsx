import { SCROLL, type HeaderComponentConfig, type HeaderComponentPlacement } from '@portico/core';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { useScrolledPast } from '@/lib/use-scrolled.ts';
import { DEFAULT_HEADER } from './default-header.ts';
import { HeaderComponent } from './header-component.tsx';
import styles from './header-layout.module.css';

const SIDES = ['left', 'right'] as const;

function Slot({
  placement,
  config,
}: {
  placement: HeaderComponentPlacement;
  config: HeaderComponentConfig | undefined;
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
    config?.componentStyle === 'stroke' ? styles.stroke : '',
    config?.fontStyle === 2 ? styles.bold : '',
  ].join(' ');
  return (
    <div className={className} data-header-code={code} style={width ? { flex: `0 1 ${width}px` } : undefined}>
      <HeaderComponent code={code} config={config} />
    </div>
  );
}

/**
 * The header (spec §1/§3): the header settings place components 001–011 in a top and a bottom row, each with a
 * start ("left") and an end ("right") group — mirrored in right-to-left languages; no settings → the default
 * header. Sticky, with the "fixed" shadow once the page is scrolled more than 0 px (spec §4).
 */
export function HeaderLayout() {
  const b = useBootstrap();
  const fixed = useScrolledPast(SCROLL.HEADER_FIXED_ABOVE_PX);
  const settings = b.headerSettings ?? DEFAULT_HEADER;
  const configOf = (code: string) => settings.components.find((c) => c.code === code);
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
                  />
                ))}
              </div>
            ))}
          </div>
        );
      })}
    </header>
  );
}
