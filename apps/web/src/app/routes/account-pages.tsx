/**
 * Login, school choice and register pages. Their forms are lazily loaded chunks (not in the portal's initial
 * bundle) yet server-rendered: render() waits for them, hydration picks them up when the chunk arrives. The
 * wrapper here uses the form styles statically, so the server-rendered form is styled from the first paint.
 */
import { Suspense, type ReactNode } from 'react';
import { JoinCreateActions } from '@/components/join-create-actions.tsx';
import { formStyles } from '@/components/form-styles.ts';
import { LinkList, Page } from '@/components/page.tsx';
import { lazyWithPreload } from '@/lib/lazy-with-preload.tsx';
import { withQuery } from '@/lib/with-query.ts';
import type { MatchedRoute } from './route-modules.ts';
import { usePage } from './use-page.ts';

const LoginPageForm = lazyWithPreload(
  withQuery(() => import('@/features/auth/components/login-page-form.tsx')),
);
const SchoolSelect = lazyWithPreload(
  withQuery(() => import('@/features/school-select/components/school-select.tsx')),
);
const InviteForm = lazyWithPreload(withQuery(() => import('@/features/register/components/invite-form.tsx')));
const CreateForm = lazyWithPreload(withQuery(() => import('@/features/register/components/create-form.tsx')));

const FORMS: Partial<Record<MatchedRoute['id'], { preload: () => Promise<void> }>> = {
  login: LoginPageForm,
  'login-select': SchoolSelect,
  'register-invite': InviteForm,
  'register-create': CreateForm,
};

/** The route's form chunk, awaited before the first render (route-modules.ts). */
export function preload(route: MatchedRoute): Promise<void> {
  return FORMS[route.id]?.preload() ?? Promise.resolve();
}

function Panel({ children }: { children: ReactNode }) {
  return (
    <div className={formStyles.panel}>
      <Suspense fallback={null}>{children}</Suspense>
    </div>
  );
}

export function LoginPage() {
  const { t, title } = usePage();
  return (
    <Page title={title} lead={<p>{t('page.loginText')}</p>}>
      <Panel>
        <LoginPageForm />
      </Panel>
    </Page>
  );
}

/** Visitors never get here (the server redirects them to login); without a session there is nothing to list. */
export function LoginSelectPage() {
  const { b, t, title, links } = usePage();
  return (
    <Page title={title} lead={<p>{t('page.loginSelectText')}</p>}>
      {b.viewer ? (
        <Suspense fallback={null}>
          <SchoolSelect emptyActions={<JoinCreateActions />} />
        </Suspense>
      ) : (
        <LinkList links={[links.login()]} />
      )}
    </Page>
  );
}

export function RegisterInvitePage() {
  const { b, t, title, links } = usePage();
  return (
    <Page title={title} lead={<p>{t('page.registerInviteText')}</p>}>
      {b.viewer ? (
        <Panel>
          <InviteForm />
        </Panel>
      ) : (
        <LinkList links={[links.login()]} />
      )}
    </Page>
  );
}

export function RegisterCreatePage() {
  const { b, t, title, links } = usePage();
  return (
    <Page title={title} lead={<p>{t('page.registerCreateText')}</p>}>
      {b.viewer ? (
        <Panel>
          <CreateForm />
        </Panel>
      ) : (
        <LinkList links={[links.login()]} />
      )}
    </Page>
  );
}
