/**
 * The shell's menus and dialogs that `bench:inp` (inp.ts) opens, each as a user opens it: the trigger (found as
 * the e2e tests find it — header slots by their component code, data-* marks, names in the page's language), how
 * it is used (mouse click, keyboard Enter, touch tap, a typed key) and what shows once it worked.
 */
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './portal-server.ts';

export type Viewport = 'desktop' | 'phone';

export interface Interaction {
  name: string;
  viewport: Viewport;
  /** The demo learner's session (the user menu only shows signed in). */
  signedIn?: boolean;
  /** The overseas host (the cookie tip shows on overseas hosts only). */
  overseas?: boolean;
  /** CSS selector of the element the user acts on. */
  trigger: (t: Record<string, string>) => string;
  /** click: mouse; enter: focus, then Enter; tap: touch; type: focus the box, then type one letter. */
  how: 'click' | 'enter' | 'tap' | 'type';
  /**
   * What the page shows once the interaction worked: `expanded` (the trigger's aria-expanded is true), `gone`
   * (the trigger left the page) or a CSS selector that becomes visible.
   */
  done: 'expanded' | 'gone' | ((t: Record<string, string>) => string);
}

/** The app's messages in `lang` (the names a user of the language reads). */
export function messages(lang: string): Record<string, string> {
  const file = path.join(repoRoot, 'apps/web/src/locales', `${lang}.json`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
}

const slot = (code: string, inner: string) => `header [data-header-code="${code}"] ${inner}`;
const DIALOG = () => '[role="dialog"]';
const tools = (t: Record<string, string>) => `aside[aria-label="${t['tools.label']}"]`;
const cookieTip = (t: Record<string, string>) => `section[aria-label="${t['cookieTip.label']}"]`;
const compact = 'header [data-compact-controls]';

/**
 * Not measured, and why: the notification bell and the AI entry are links (the bell opens the message centre,
 * the AI entry a new tab) — neither opens a menu or dialog on the page.
 */
export const NOT_MEASURED = [
  'notifications: the bell is a link to the message centre (no menu or dialog on the page)',
  'AI entry: a link opening the AI chat in a new tab (no dialog on the page)',
];

export const INTERACTIONS: Interaction[] = [
  {
    name: 'language menu (click)',
    viewport: 'desktop',
    trigger: () => slot('007', 'button[aria-controls]'),
    how: 'click',
    done: 'expanded',
  },
  {
    name: 'language menu (Enter)',
    viewport: 'desktop',
    trigger: () => slot('007', 'button[aria-controls]'),
    how: 'enter',
    done: 'expanded',
  },
  {
    name: 'function menu (click)',
    viewport: 'desktop',
    trigger: () => slot('010', 'button[aria-controls]'),
    how: 'click',
    done: 'expanded',
  },
  {
    name: 'function menu (Enter)',
    viewport: 'desktop',
    trigger: () => slot('010', 'button[aria-controls]'),
    how: 'enter',
    done: 'expanded',
  },
  {
    name: 'nav More (Enter)',
    viewport: 'desktop',
    trigger: () => 'header nav li[data-nav-more] > button',
    how: 'enter',
    done: 'expanded',
  },
  {
    name: 'nav group menu (Enter)',
    viewport: 'desktop',
    trigger: () => 'header nav > div > button[aria-controls]',
    how: 'enter',
    done: 'expanded',
  },
  {
    name: 'site switch (Enter)',
    viewport: 'desktop',
    trigger: () => slot('008', 'button[aria-controls]'),
    how: 'enter',
    done: 'expanded',
  },
  {
    name: 'school switcher (click)',
    viewport: 'desktop',
    signedIn: true,
    trigger: () => slot('002', 'button[aria-haspopup="dialog"]'),
    how: 'click',
    done: DIALOG,
  },
  {
    name: 'user menu (click)',
    viewport: 'desktop',
    signedIn: true,
    trigger: () => slot('005', 'button[aria-controls]'),
    how: 'click',
    done: 'expanded',
  },
  {
    name: 'user menu (Enter)',
    viewport: 'desktop',
    signedIn: true,
    trigger: () => slot('005', 'button[aria-controls]'),
    how: 'enter',
    done: 'expanded',
  },
  {
    name: 'search box (click)',
    viewport: 'desktop',
    trigger: () => slot('004', 'input[role="combobox"]'),
    how: 'click',
    done: () => slot('004', 'input[role="combobox"][aria-expanded="true"]'),
  },
  {
    name: 'search box (type a letter)',
    viewport: 'desktop',
    trigger: () => slot('004', 'input[role="combobox"]'),
    how: 'type',
    done: () => slot('004', 'input[role="combobox"]'),
  },
  {
    name: 'feedback dialog (right tools)',
    viewport: 'desktop',
    trigger: (t) => `${tools(t)} li:first-child button`,
    how: 'click',
    done: DIALOG,
  },
  {
    name: 'right tools expand (tap)',
    viewport: 'phone',
    trigger: (t) => `${tools(t)} > button[aria-expanded]`,
    how: 'tap',
    done: 'expanded',
  },
  {
    name: 'phone menu drawer (tap)',
    viewport: 'phone',
    trigger: () => `${compact} button[aria-haspopup="dialog"]`,
    how: 'tap',
    done: DIALOG,
  },
  {
    name: 'phone search row (tap)',
    viewport: 'phone',
    trigger: () => `${compact} button[aria-controls]`,
    how: 'tap',
    done: 'expanded',
  },
  {
    name: 'cookie tip Accept (tap)',
    viewport: 'phone',
    overseas: true,
    trigger: (t) => `${cookieTip(t)} button:last-child`,
    how: 'tap',
    done: 'gone',
  },
  {
    name: 'cookie tip Reject (click)',
    viewport: 'desktop',
    overseas: true,
    trigger: (t) => `${cookieTip(t)} button:first-child`,
    how: 'click',
    done: 'gone',
  },
];
