import { lazy, Suspense, useState } from 'react';
import { NAME_PROMPTED_KEY, safeStorage } from '@/lib/auth-storage.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { useMounted } from '@/lib/use-mounted.ts';
import { withQuery } from '@/lib/with-query.ts';

const AgreementDialog = lazy(withQuery(() => import('@/features/agreement/components/agreement-dialog.tsx')));
const NameDialog = lazy(withQuery(() => import('@/features/name-compliance/components/name-dialog.tsx')));

/**
 * Dialogs the session state asks for, client-only and loaded only when needed: first the school convention
 * agreement (spec §4, when signing is needed), then — once nothing else is pending — the name-compliance prompt
 * (once per browser session).
 */
export function SessionOverlays() {
  const b = useBootstrap();
  const mounted = useMounted();
  const [agreementDone, setAgreementDone] = useState(false);
  // Read once, and only when the prompt could show: storage's first access is a cost of the page's load
  // (issue 28's trace), and the dialog marks the key as soon as it opens.
  const [namePrompt, setNamePrompt] = useState(
    () =>
      typeof window !== 'undefined' &&
      Boolean(b.viewer && b.nameIncomplete) &&
      !safeStorage('session')?.getItem(NAME_PROMPTED_KEY),
  );
  if (!mounted || !b.viewer) return null;

  if (b.agreement?.needSign && b.school && !agreementDone) {
    return (
      <Suspense fallback={null}>
        <AgreementDialog status={b.agreement} schoolId={b.school.id} onDone={() => setAgreementDone(true)} />
      </Suspense>
    );
  }
  if (b.nameIncomplete && namePrompt) {
    return (
      <Suspense fallback={null}>
        <NameDialog onClose={() => setNamePrompt(false)} />
      </Suspense>
    );
  }
  return null;
}
