/**
 * The one pattern of every header menu: the WAI-ARIA "disclosure" (show/hide) pattern, as in the APG's
 * "disclosure navigation menu". A `<button aria-expanded aria-controls>` toggles a panel of ordinary links and
 * buttons — no role="menu"/"menuitem" and no aria-haspopup, which would promise application-style menu semantics
 * the panels (plain site navigation) do not have.
 * - Keyboard: Tab reaches the trigger; Enter/Space toggle (native button); ArrowDown on the trigger opens and
 *   focuses the first item; ArrowDown/ArrowUp/Home/End move between the panel's items; Escape closes and returns
 *   focus to the trigger; focus leaving the whole widget closes it.
 * - Mouse: entering opens, leaving hides after `hideDelay` ms (spec §4 delays), re-entering in time cancels; a click
 *   on a hover-opened trigger keeps it open.
 * - Touch and pen: a tap toggles (no hover).
 * - `modal`: while open, the rest of the page is inert (src/lib/use-inert-outside.ts) — for panels tall enough
 *   to lie over other controls, which would otherwise stay clickable in the slivers left beside the panel
 *   (WCAG 2.5.8 target size). A press outside then only closes the panel, never activating what lay beneath;
 *   Tab out of the panel's last item (or Shift+Tab off the trigger) leaves it in the page's usual order.
 * Server and first client render are collapsed, so hydration always matches.
 */
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { useInertOutside } from './use-inert-outside.ts';

const FOCUSABLE = 'a[href], button:not([disabled])';

function panelItems(panelId: string): HTMLElement[] {
  const panel = document.getElementById(panelId);
  if (!panel) return [];
  return Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.parentElement?.closest('[hidden]'),
  );
}

function leavesContainer(container: HTMLElement | null, event: KeyboardEvent): boolean {
  if (!container) return false;
  const inside = Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.closest('[hidden]'),
  );
  const edge = event.shiftKey ? inside[0] : inside.at(-1);
  return document.activeElement === edge;
}

/** Drops the click that ends the current press; a press that ends without one (a scroll) drops nothing later. */
function dropNextClick() {
  const drop = (click: MouseEvent) => {
    click.preventDefault();
    click.stopPropagation();
    stop();
  };
  const stop = () => {
    document.removeEventListener('click', drop, true);
    document.removeEventListener('pointerdown', stop, true);
    document.removeEventListener('pointercancel', stop, true);
  };
  document.addEventListener('click', drop, true);
  document.addEventListener('pointerdown', stop, true);
  document.addEventListener('pointercancel', stop, true);
}

export function useDisclosure(hideDelay: number, disabled = false, { modal = false } = {}) {
  const [open, setOpenState] = useState(false);
  const panelId = useId();
  const containerRef = useRef<HTMLElement | null>(null);
  // A callback ref, so any element type can hold the container props.
  const setContainer = useCallback((element: HTMLElement | null) => {
    containerRef.current = element;
  }, []);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const byHover = useRef(false);
  const focusFirst = useRef(false);

  const setOpen = (value: boolean) => {
    clearTimeout(timer.current);
    if (!value) byHover.current = false;
    setOpenState(value);
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  const releaseInert = useInertOutside(containerRef, modal && open);
  useEffect(() => {
    if (!modal || !open) return;
    // A press outside closes the panel and does nothing more. The page is inert until then, but a touch tap sends
    // its click only after the panel has closed and the page is live again: that one click is dropped.
    const pressOutside = (event: globalThis.PointerEvent) => {
      if (containerRef.current?.contains(event.target as Node)) return;
      dropNextClick();
      byHover.current = false;
      setOpenState(false);
    };
    document.addEventListener('pointerdown', pressOutside, true);
    return () => document.removeEventListener('pointerdown', pressOutside, true);
  }, [modal, open]);
  useEffect(() => {
    if (!open || !focusFirst.current) return;
    focusFirst.current = false;
    const panel = document.getElementById(panelId);
    const focusFirstItem = () => {
      const first = panelItems(panelId)[0];
      first?.focus();
      return first !== undefined;
    };
    if (focusFirstItem() || !panel) return;
    // A lazily loaded panel (DisclosureMenu) may still be on its way: focus its first item once it renders.
    const arrival = new MutationObserver(() => {
      if (focusFirstItem()) arrival.disconnect();
    });
    arrival.observe(panel, { childList: true, subtree: true });
    return () => arrival.disconnect();
  }, [open, panelId]);

  const move = (key: string) => {
    const items = panelItems(panelId);
    if (items.length === 0) return;
    const at = items.indexOf(document.activeElement as HTMLElement);
    const last = items.length - 1;
    const next =
      key === 'Home'
        ? 0
        : key === 'End'
          ? last
          : key === 'ArrowDown'
            ? (at + 1) % items.length
            : at <= 0
              ? last
              : at - 1;
    items[next]?.focus();
  };

  const containerProps = {
    // Only a modal disclosure needs its container (other callers keep their own ref there).
    ...(modal ? { ref: setContainer } : {}),
    onPointerEnter(event: PointerEvent) {
      if (disabled || event.pointerType !== 'mouse') return;
      clearTimeout(timer.current);
      if (!open) {
        byHover.current = true;
        setOpenState(true);
      }
    },
    onPointerLeave(event: PointerEvent) {
      if (event.pointerType !== 'mouse' || !open) return;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setOpen(false), hideDelay);
    },
    onKeyDown(event: KeyboardEvent) {
      const { key } = event;
      if (key === 'Escape' && open) {
        setOpen(false);
        triggerRef.current?.focus();
      } else if (key === 'Tab') {
        // Focus leaving closes the panel (onBlur); the page must be focusable again before the browser moves on.
        if (open && leavesContainer(containerRef.current, event)) releaseInert();
        return;
      } else if (!['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(key) || disabled) {
        return;
      } else if (event.target === triggerRef.current && !open) {
        if (key !== 'ArrowDown') return;
        focusFirst.current = true;
        setOpenState(true);
      } else if (open) {
        move(key);
      } else {
        return;
      }
      event.preventDefault();
      event.stopPropagation();
    },
    onBlur(event: FocusEvent<HTMLElement>) {
      if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
    },
  };

  const triggerProps = {
    ref: triggerRef,
    type: 'button' as const,
    'aria-expanded': open,
    'aria-controls': panelId,
    ...(disabled ? { 'aria-disabled': true } : {}),
    onClick() {
      if (disabled) return;
      if (open && byHover.current) byHover.current = false;
      else setOpen(!open);
    },
  };

  return { open, setOpen, containerProps, triggerProps, panelProps: { id: panelId, hidden: !open } };
}
