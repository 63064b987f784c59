/**
 * /login/third/callback (issue 14): where the O3 school's identity provider sends the browser back. The exchange
 * and the bind form are a lazy chunk (community pack texts), server-rendered in their first state.
 */
import { Suspense } from 'react';
import { formStyles } from '@/components/form-styles.ts';
import { Page } from '@/components/page.tsx';
import { lazyWithPreload } from '@/lib/lazy-with-preload.tsx';
import { withQuery } from '@/lib/with-query.ts';
import { usePage } from './use-page.ts';

const ThirdLoginCallback = lazyWithPreload(
  withQuery(() => import('@/features/third-login/components/third-login-callback.tsx')),
);

export const preload = () => ThirdLoginCallback.preload();

export function ThirdLoginCallbackPage() {
  const { title } = usePage();
  return (
    <Page title={title}>
      <div className={formStyles.panel}>
        <Suspense fallback={null}>
          <ThirdLoginCallback />
        </Suspense>
      </div>
    </Page>
  );
}
