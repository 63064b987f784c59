/**
 * Hydrates the page from window.__PORTICO__ (contracts.md §2), once the page's messages module and the route's page
 * module (route-modules.ts) are there — both preloaded by the document's head, so waiting for them waits for
 * nothing more, and the first client render is the server's page, never a fallback. Imported by the client entry
 * (entry-client.tsx) after React DOM, so that its modules are evaluated in a task of their own.
 */
import { htmlLang } from '@portico/core';
import type { Root } from 'react-dom/client';
import { hydrate } from '@/app/hydrate.tsx';
import { loadRoutePage } from '@/app/routes/route-modules.ts';
import { loadHeaderParts } from '@/app/shell/user-menu-part.ts';
import { setErrorMessagesSource } from '@/i18n/error-messages.ts';
import type { Messages } from '@/i18n/keys.ts';

/** The hydrated root, or null when the page stays server-rendered (its data, code or texts missing). */
export async function start(data: Window['__PORTICO__']): Promise<Root | null> {
  if (!data) {
    console.error('Portico: window.__PORTICO__ is missing; the page stays server-rendered.');
    return null;
  }
  const { bootstrap } = data;
  const messagesUrl = data.messagesUrl;
  const errorsUrl = data.errorsUrl;
  if (errorsUrl) {
    setErrorMessagesSource(htmlLang(bootstrap.lang), () =>
      import(/* @vite-ignore */ errorsUrl).then(
        (module: { default: Record<string, string> }) => module.default,
      ),
    );
  }
  const messages: Promise<Messages | undefined> = data.messages
    ? Promise.resolve(data.messages)
    : messagesUrl
      ? import(/* @vite-ignore */ messagesUrl).then((module: { default: Messages }) => module.default)
      : Promise.resolve(undefined);
  try {
    const [loaded] = await Promise.all([
      messages,
      loadRoutePage(bootstrap.route, bootstrap.page),
      loadHeaderParts(bootstrap.viewer),
    ]);
    return loaded ? hydrate({ bootstrap, messages: loaded }) : null;
  } catch (error: unknown) {
    console.error('Portico: the page code or texts did not load; the page stays server-rendered.', error);
    return null;
  }
}
