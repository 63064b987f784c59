import { o3LoginLink } from '@portico/core';
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useT } from '@/i18n/use-t.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { currentPathAndQuery, nav } from '@/lib/navigation.ts';
import { RequireLoginContext, type RequireLogin } from '@/lib/require-login.tsx';
import { flashToasts, showToast } from '@/lib/toast.ts';
import { withQuery } from '@/lib/with-query.ts';

const LoginDialog = lazy(withQuery(() => import('@/features/auth/components/login-dialog.tsx')));

interface Gate {
  pending: { run: () => void } | null;
  close: () => void;
}
const GateContext = createContext<Gate>({ pending: null, close: () => {} });

/**
 * Provides `requireLogin` (src/lib/require-login.tsx): logged in → the action runs now; visitor → the action waits
 * for the login dialog. The dialog itself renders inside <body> (LoginGateDialog), never next to <html>.
 */
export function LoginGateProvider({ children }: { children: ReactNode }) {
  const { viewer, school, lang } = useBootstrap();
  const [pending, setPending] = useState<Gate['pending']>(null);
  const requireLogin = useCallback<RequireLogin>(
    (action) => {
      if (viewer) action();
      // Issue 14: an O3 school's login is its single sign-on (spec §7 "O3 login redirect"), not the dialog.
      else if (school?.kind === 'o3') {
        nav.assign(o3LoginLink({ lang, schoolId: school.id, currentUrl: currentPathAndQuery() }));
      } else setPending({ run: action });
    },
    [viewer, school, lang],
  );
  const gate = useMemo<Gate>(() => ({ pending, close: () => setPending(null) }), [pending]);
  return (
    <RequireLoginContext.Provider value={requireLogin}>
      <GateContext.Provider value={gate}>{children}</GateContext.Provider>
    </RequireLoginContext.Provider>
  );
}

/**
 * The lazily loaded login dialog. After a successful login: "Login successful", the waiting action, then a reload
 * so the server bootstrap reflects the session — unless the action already navigated. Toasts on screen are carried
 * over the reload.
 */
export function LoginGateDialog() {
  const t = useT();
  const { pending, close } = useContext(GateContext);
  if (!pending) return null;
  const onSuccess = () => {
    close();
    showToast(t('auth.loginSuccess'));
    pending.run();
    if (!nav.isNavigating()) {
      flashToasts();
      nav.reload();
    }
  };
  return (
    <Suspense fallback={null}>
      <LoginDialog onClose={close} onSuccess={onSuccess} />
    </Suspense>
  );
}
