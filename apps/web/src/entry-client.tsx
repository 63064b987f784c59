/**
 * Browser entry (contracts.md §2): hydrates the whole document from window.__PORTICO__ and the page's messages
 * module (preloaded by the document's head, so importing it waits for nothing more).
 */
import type { Root } from 'react-dom/client';
import { hydrate } from '@/app/hydrate.tsx';
import type { Messages } from '@/i18n/keys.ts';

const data = window.__PORTICO__;

export let root: Root | null = null;

if (!data) {
  console.error('Portico: window.__PORTICO__ is missing; the page stays server-rendered.');
} else if (data.messages) {
  root = hydrate({ bootstrap: data.bootstrap, messages: data.messages });
} else if (data.messagesUrl) {
  const { bootstrap } = data;
  import(/* @vite-ignore */ data.messagesUrl).then(
    (module: { default: Messages }) => {
      root = hydrate({ bootstrap, messages: module.default });
    },
    (error: unknown) =>
      console.error('Portico: the page texts did not load; the page stays server-rendered.', error),
  );
}
