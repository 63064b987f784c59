import { Suspense } from 'react';
import { lazyWithPreload } from '@/lib/lazy-with-preload.tsx';
import { useMounted } from '@/lib/use-mounted.ts';
import { withQuery } from '@/lib/with-query.ts';

const O3UserCard = lazyWithPreload(withQuery(() => import('@/features/o3-header/components/o3-card.tsx')));

/**
 * Header component 006 in an O3 school for a signed-in user (issue 14 item 3): the O3 card, loaded lazily and only
 * in the browser (its data is the user's own, fetched after hydration), so other schools never download it.
 */
export function O3CardSlot() {
  const mounted = useMounted();
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <O3UserCard />
    </Suspense>
  );
}
