/**
 * TanStack Query for the lazily loaded parts of the app only (login, register, school choice, agreement and name
 * dialogs). Kept out of the entry bundle on purpose (JS budget): nothing rendered on first paint fetches through
 * the query library, so its provider travels with the chunks that use it (see with-query.ts).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ComponentType } from 'react';

const makeClient = () =>
  new QueryClient({
    defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } },
  });

/** One client per page in the browser (shared by every lazy chunk); one per render on the server. */
let browserClient: QueryClient | null = null;

export function withQueryClient<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function WithQueryClient(props: P) {
    const [client] = useState(() =>
      typeof window === 'undefined' ? makeClient() : (browserClient ??= makeClient()),
    );
    return (
      <QueryClientProvider client={client}>
        <Component {...props} />
      </QueryClientProvider>
    );
  }
  return WithQueryClient;
}
