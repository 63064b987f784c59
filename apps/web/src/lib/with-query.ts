import type { ComponentType } from 'react';

type ComponentModule<P> = { default: ComponentType<P> };

/**
 * Loader for `lazy()` / `lazyWithPreload()`: loads the component's chunk together with the query-client chunk and
 * wraps the component in the TanStack Query provider, so the query library never reaches the entry bundle.
 */
export function withQuery<P extends object>(
  load: () => Promise<ComponentModule<P>>,
): () => Promise<ComponentModule<P>> {
  return async () => {
    const [module, { withQueryClient }] = await Promise.all([load(), import('./query-client.tsx')]);
    return { default: withQueryClient(module.default) };
  };
}
