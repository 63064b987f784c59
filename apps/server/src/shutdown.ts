/**
 * Graceful shutdown (issue 17 §4), apart from main.ts so tests drive it: mark the instance draining (`/readyz`
 * answers 503), wait `delayMs` for load balancers to notice, then stop accepting connections and let the
 * in-flight requests finish (Fastify's close; requests that arrive on kept-alive connections meanwhile get 503,
 * which nginx retries on another instance), run the plugins' onClose hooks (Redis), and close the database pool.
 * All of it bounded by `timeoutMs`: past it the remaining connections are cut.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';

export interface ShutdownOptions {
  delayMs: number;
  timeoutMs: number;
  /** Closes what the app does not own (main's database handle). */
  closeResources?: () => Promise<void>;
}

/** Answers 'clean' when everything closed in time, 'timeout' when connections had to be cut. */
export async function shutdownGracefully(
  app: FastifyInstance,
  { delayMs, timeoutMs, closeResources }: ShutdownOptions,
): Promise<'clean' | 'timeout'> {
  app.lifecycle.draining = true;
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  const close = (async () => {
    if (delayMs > 0) await sleep(delayMs);
    // Connections that turn idle after close() began (their last answer said `Connection: close`, but a client
    // may hold on) are reaped as they come, so close() does not wait for the keep-alive timeout.
    const reaper = setInterval(() => app.server.closeIdleConnections(), 100);
    try {
      await app.close();
    } finally {
      clearInterval(reaper);
    }
    await closeResources?.();
    return 'clean' as const;
  })();
  const outcome = await Promise.race([close, deadline]);
  clearTimeout(timer);
  if (outcome === 'timeout') app.server.closeAllConnections();
  return outcome;
}
