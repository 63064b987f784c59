import { lazy, Suspense } from 'react';
import { safeStorage } from '@/lib/auth-storage.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { useMounted } from '@/lib/use-mounted.ts';
import { shouldShowCookieTip } from '../utils/cookie-choice.ts';

const CookieTip = lazy(() => import('./cookie-tip.tsx'));

/**
 * Client-only (after hydration: the choice lives in local storage, which the server cannot see): loads the cookie
 * tip's chunk only on an overseas host whose visitor has not chosen yet.
 */
export function CookieTipMount() {
  const { overseas } = useBootstrap();
  const mounted = useMounted();
  if (!mounted || !shouldShowCookieTip(overseas, safeStorage())) return null;
  return (
    <Suspense fallback={null}>
      <CookieTip />
    </Suspense>
  );
}
