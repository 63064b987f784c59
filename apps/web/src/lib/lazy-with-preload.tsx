import { lazy, type ComponentType } from 'react';

/**
 * React.lazy that can be loaded ahead of rendering. Once `preload()` has resolved, the component renders directly
 * (no suspension): the server preloads the chunks of the requested page before rendering, so the HTML carries the
 * page in place instead of a fallback plus a streamed replacement. In the browser it suspends (inside a <Suspense>)
 * until its chunk arrives, and hydration of that boundary waits for it.
 */
export function lazyWithPreload<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<void> | null = null;
  const preload = (): Promise<void> =>
    (pending ??= load().then((module) => {
      loaded = module.default;
    }));
  const Lazy = lazy(async () => {
    await preload();
    return { default: loaded as ComponentType<P> };
  });
  function Preloadable(props: P) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(Preloadable, { preload });
}
