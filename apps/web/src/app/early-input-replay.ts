/**
 * Replays into React the fields a user changed before the page hydrated (early-input-guard.ts records them).
 *
 * React hydrates a field keeping the text on the screen, but its state holds the server's value, and React decides
 * whether a field changed by comparing it with the value it last saw. So each field is set back to the server's
 * value through its own `value` property (React sees that), then to the user's text through the element type's
 * setter (React does not), and an `input` event makes React read it and call the component's onChange — the way a
 * keystroke would. Ticks and choices are pressed again from the server's state. A field whose island is not
 * hydrated yet gets a bare `input` first: React hydrates that island at once for it (a discrete event).
 */

import { nextTask } from '@/lib/next-task.ts';

/**
 * A field the guard recorded, with the value the user left it at: by its turn, React may have rendered the field
 * again from its state (another field's update re-rendered the form), and the screen shows the server's value.
 */
export type EarlyField = (HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement) & {
  __porticoEarlyValue?: string;
  __porticoEarlyChecked?: boolean;
};

/** React marks the nodes it owns with its fiber key. */
const isHydrated = (node: Element) => Object.keys(node).some((key) => key.startsWith('__reactFiber$'));

const CHECKABLE = new Set(['checkbox', 'radio']);
/** At most this many tasks are waited for a field's island to hydrate. */
const HYDRATION_TRIES = 20;

function setThroughPrototype(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
  if (setter) setter.call(field, value);
  else field.value = value;
}

function replayField(field: EarlyField): void {
  if (field instanceof HTMLSelectElement) {
    // React reads a select on every change event: no comparison to get past.
    field.value = field.__porticoEarlyValue ?? field.value;
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  if (field instanceof HTMLInputElement && CHECKABLE.has(field.type)) {
    const chosen = field.__porticoEarlyChecked ?? field.checked;
    if (chosen === field.defaultChecked) return;
    field.checked = !chosen;
    // React reads a box on its click; the click ticks it as the user did.
    field.click();
    return;
  }
  const typed = field.__porticoEarlyValue ?? field.value;
  // The server's value after hydration: React sets `defaultValue` from the prop.
  if (typed === field.defaultValue) return;
  field.value = field.defaultValue;
  setThroughPrototype(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Replays each recorded field in the order the user first changed them, then forgets them. */
export async function replayEarlyFields(fields: EarlyField[], cancelled: () => boolean): Promise<void> {
  const pending = fields.splice(0);
  for (const field of pending) {
    if (!field.isConnected || field.disabled) continue;
    for (let tries = 0; !isHydrated(field) && tries < HYDRATION_TRIES; tries++) {
      field.dispatchEvent(new Event('input', { bubbles: true }));
      if (!isHydrated(field)) await nextTask();
      if (cancelled()) return;
    }
    if (!isHydrated(field)) continue;
    // React commits a controlled field's update before the event returns: the next field's onChange sees it.
    replayField(field);
  }
}

/** Tells the components that act on a `<details>`' toggle its state now (the event fired before they listened). */
export function replayEarlyToggles(toggles: Element[]): void {
  for (const details of toggles.splice(0)) {
    if (details.isConnected) details.dispatchEvent(new Event('toggle'));
  }
}

/** The fields, then the toggles, in a task of their own (outside the root's commit). */
export async function replayEarlyInput(
  fields: EarlyField[],
  toggles: Element[],
  cancelled: () => boolean,
): Promise<void> {
  await nextTask();
  if (cancelled()) return;
  await replayEarlyFields(fields, cancelled);
  if (!cancelled()) replayEarlyToggles(toggles);
}
