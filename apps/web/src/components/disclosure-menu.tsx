import { DELAYS } from '@portico/core';
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { useDisclosure } from '@/lib/use-disclosure.ts';
import styles from './disclosure-menu.module.css';

type PreloadablePanel = ComponentType<Record<string, never>> & { preload(): Promise<void> };

/**
 * A header dropdown whose panel content is a lazily loaded chunk (JS budget): only the trigger is in the entry;
 * hovering or focusing it starts loading the panel, which renders once open. Behaviour is the disclosure pattern
 * of src/lib/use-disclosure.ts (Escape, focus leaving and a 100 ms pointer-leave delay close it).
 *
 * Modal while open (the rest of the page inert): the language list is a dozen rows tall and hangs over the
 * navigation bar, category tiles and bulletin below the header at every desktop width; whatever it half covers
 * would stay clickable in a sliver ~2 px wide (WCAG 2.5.8 target size, issue 22 item 8). No placement avoids
 * that — under the header there is always content — so, as in Radix's modal dropdowns, the page waits until the
 * panel closes and a press outside just closes it.
 */
export function DisclosureMenu({
  label,
  children,
  Panel,
}: {
  /** Accessible name of the trigger when its visible content does not say it all. */
  label?: string;
  children: ReactNode;
  Panel: PreloadablePanel;
}) {
  const { open, containerProps, triggerProps, panelProps } = useDisclosure(
    DELAYS.FUNCTION_MENU_HIDE_MS,
    false,
    { modal: true },
  );
  const preload = () => void Panel.preload();
  return (
    <div className={styles.menu} {...containerProps}>
      <button
        {...triggerProps}
        className={styles.trigger}
        aria-label={label}
        onFocus={preload}
        onPointerEnter={preload}
      >
        {children}
        <span aria-hidden="true" className={styles.chevron} />
      </button>
      <div {...panelProps} className={styles.panel}>
        {open ? (
          <Suspense fallback={null}>
            <Panel />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
