import { lazy, Suspense, useState } from 'react';
import { useT } from '@/i18n/use-t.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { withQuery } from '@/lib/with-query.ts';
import styles from './switcher-trigger.module.css';

const SchoolSwitcher = lazy(withQuery(() => import('./school-switcher.tsx')));

/**
 * Header component 002 (switch academy): only when the server allowed switching (spec §6, `canSwitchSchool`).
 * The entry holds just this button; the popup and its lists load on first use.
 */
export function SwitcherTrigger() {
  const b = useBootstrap();
  const t = useT();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  if (!b.switching.allowed) return null;
  return (
    <>
      <button
        type="button"
        className={styles.trigger}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        {t('switcher.open')}
      </button>
      {used ? (
        <Suspense fallback={null}>
          <SchoolSwitcher open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
