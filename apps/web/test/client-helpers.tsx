import type { ShellBootstrap } from '@portico/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '@/i18n/create-i18n.ts';
import type { MessagePack } from '@/i18n/keys.ts';
import { messagesFor } from '@/i18n/server-messages.ts';
import { BootstrapProvider } from '@/lib/bootstrap-context.tsx';

/**
 * The app's providers around a single component, for client-side behaviour tests; `packs` adds message packs. The
 * API error texts are there as if their module had loaded (i18n/error-messages.ts; its own test covers the load).
 */
export function Providers({
  bootstrap,
  packs = [],
  children,
}: {
  bootstrap: ShellBootstrap;
  packs?: readonly MessagePack[];
  children: ReactNode;
}) {
  const i18n = createI18n(bootstrap.lang, messagesFor(bootstrap.lang, [...packs, 'errors']));
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <BootstrapProvider value={bootstrap}>{children}</BootstrapProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

/** A JSON envelope response as the API sends it. */
export function envelope(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
