import { CERTIFICATION_LEVELS, schoolManagementLink } from '@portico/core';
import { useState } from 'react';
import type { MessageKey } from '@/i18n/keys.ts';
import { useT } from '@/i18n/use-t.ts';
import { safeStorage } from '@/lib/auth-storage.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { useMounted } from '@/lib/use-mounted.ts';
import styles from './certification-bar.module.css';

const LEVEL_KEYS: Record<string, MessageKey> = {
  [CERTIFICATION_LEVELS.NONE]: 'certification.level.none',
  [CERTIFICATION_LEVELS.PERSON]: 'certification.level.person',
  [CERTIFICATION_LEVELS.ENTERPRISE]: 'certification.level.enterprise',
  [CERTIFICATION_LEVELS.VENDOR]: 'certification.level.vendor',
  [CERTIFICATION_LEVELS.PLATFORM_ACADEMY]: 'certification.level.platformAcademy',
};

const closedKey = (schoolId: string) => `portico_certification_bar_closed:${schoolId}`;

/**
 * The certification warning bar (spec §4, issue 11 §6): when the school is not certified (authType not '3') and the
 * client is on its inner network (the server's internal-segment check), it says uploads to the intranet wait for
 * certification; administrators get the way to complete it. Closing hides it for this browser session and school
 * (the spec does not say for how long; a new session shows it again while the school is still uncertified).
 */
export function CertificationBar() {
  const b = useBootstrap();
  const t = useT();
  const cert = b.certification;
  const schoolId = b.school?.id ?? '';
  const mounted = useMounted();
  const [closed, setClosed] = useState(false);
  // What this browser session recorded is known after hydration only (the server renders the bar).
  const dismissed = closed || (mounted && safeStorage('session')?.getItem(closedKey(schoolId)) === '1');
  if (!cert?.show || !b.school || dismissed) return null;
  const admin = b.membership?.admin === true;
  const close = () => {
    safeStorage('session')?.setItem(closedKey(schoolId), '1');
    setClosed(true);
  };
  return (
    <div className={styles.bar} role="region" aria-label={t('certification.label')} data-certification-bar="">
      <p className={styles.text}>
        {t('certification.text', {
          level: t(LEVEL_KEYS[cert.certificationLevel] ?? 'certification.level.none'),
        })}
        {admin ? (
          <>
            {' '}
            <a className={styles.link} href={schoolManagementLink({ schoolId, lang: b.lang, store: true })}>
              {t('certification.complete')}
            </a>
          </>
        ) : null}
      </p>
      <button type="button" className={styles.close} aria-label={t('certification.close')} onClick={close}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
