import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { safeStorage } from '@/lib/auth-storage.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { OpenFeedbackContext, type FeedbackKind, type OpenFeedback } from '@/lib/feedback-dialog.tsx';
import { useRequireLogin } from '@/lib/require-login.tsx';
import { withQuery } from '@/lib/with-query.ts';

const FeedbackDialog = lazy(withQuery(() => import('@/features/feedback/components/feedback-dialog.tsx')));

/**
 * A visitor asked for the dialog: after the login (and the reload it makes), it opens by itself — only soon after
 * (a login dialog dismissed and a login much later elsewhere must not pop it up). Read as an external store, so
 * the server render and hydration see none and the browser then shows it.
 */
const PENDING_KEY = 'portico_open_feedback';
const PENDING_MS = 10 * 60 * 1000;
const listeners = new Set<() => void>();

function readPending(): FeedbackKind | null {
  const pending = safeStorage('session')?.getItem(PENDING_KEY);
  if (!pending) return null;
  const [kind, at] = pending.split(':');
  if (!(Date.now() - Number(at) < PENDING_MS)) return null;
  return kind === '0' ? 0 : kind === '2' ? 2 : kind === '3' ? 3 : 1;
}

function writePending(kind: FeedbackKind | null): void {
  const storage = safeStorage('session');
  if (kind === null) storage?.removeItem(PENDING_KEY);
  else storage?.setItem(PENDING_KEY, `${kind}:${Date.now()}`);
  for (const listener of listeners) listener();
}

const subscribePending = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

interface Gate {
  kind: FeedbackKind | null;
  close: () => void;
}
const GateContext = createContext<Gate>({ kind: null, close: () => {} });

/**
 * Provides `useOpenFeedback()` (src/lib/feedback-dialog.tsx) to the footer link and the right-side tools. Spec §6:
 * feedback needs login — a visitor gets the login dialog first, and the feedback dialog once logged in. Must sit
 * inside LoginGateProvider; the dialog renders inside <body> (FeedbackGateDialog).
 */
export function FeedbackGateProvider({ children }: { children: ReactNode }) {
  const { viewer, school } = useBootstrap();
  const requireLogin = useRequireLogin();
  const [kind, setKind] = useState<FeedbackKind | null>(null);

  const pending = useSyncExternalStore(subscribePending, readPending, () => null);
  const shown = kind ?? (viewer && school ? pending : null);

  const open = useCallback<OpenFeedback>(
    (wanted = 1) => {
      if (!school) return;
      if (!viewer) writePending(wanted);
      requireLogin(() => {
        if (viewer) setKind(wanted);
      });
    },
    [requireLogin, viewer, school],
  );
  const gate = useMemo<Gate>(
    () => ({
      kind: shown,
      close: () => {
        setKind(null);
        writePending(null);
      },
    }),
    [shown],
  );
  return (
    <OpenFeedbackContext.Provider value={open}>
      <GateContext.Provider value={gate}>{children}</GateContext.Provider>
    </OpenFeedbackContext.Provider>
  );
}

/** The lazily loaded feedback dialog, while open. */
export function FeedbackGateDialog() {
  const { school } = useBootstrap();
  const { kind, close } = useContext(GateContext);
  if (kind === null || !school) return null;
  return (
    <Suspense fallback={null}>
      <FeedbackDialog schoolId={school.id} initialType={kind} onClose={close} />
    </Suspense>
  );
}
