import { AGREEMENT, loginSelectLink } from '@portico/core';
import type { AgreementStatus } from '@portico/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Dialog } from '@/components/dialog.tsx';
import { formStyles } from '@/components/form-styles.ts';
import { useT } from '@/i18n/use-t.ts';
import { errorText } from '@/lib/api-errors.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { nav } from '@/lib/navigation.ts';
import { useSanitizedHtml } from '@/lib/sanitize-html.ts';
import { useAgreementChanges } from '../api/agreement-changes.ts';
import { useAgreementText } from '../api/agreement-text.ts';
import { useRefuseAgreement } from '../api/refuse-agreement.ts';
import { useSignAgreement } from '../api/sign-agreement.ts';
import { useCountdown } from '../hooks/use-countdown.ts';
import { isScrolledToBottom } from '../utils/scroll.ts';
import { AgreementChangesView } from './agreement-changes.tsx';
import styles from './agreement.module.css';

/**
 * Spec §4 school convention agreement: a decision is required (no Escape, no outside click). Agree unlocks after
 * the 10-second countdown AND once the text was scrolled to its end; Cancel asks for confirmation; refusing
 * withdraws from the school and leaves for /login/select. Lazy-loaded.
 */
export default function AgreementDialog({
  status,
  schoolId,
  onDone,
}: {
  status: AgreementStatus;
  schoolId: string;
  onDone: () => void;
}) {
  const b = useBootstrap();
  const t = useT();
  const [step, setStep] = useState<'read' | 'refuse'>('read');
  const [scrolled, setScrolled] = useState(false);
  const seconds = useCountdown(AGREEMENT.COUNTDOWN_S);
  const text = useAgreementText(status.latestAgreement?.url);
  const html = useSanitizedHtml(text.data ?? '');
  // Issue 13: a member asked to sign an updated version sees what changed since the one they signed.
  const changes = useAgreementChanges({ schoolId, lang: b.lang }, status.agreementUpdated);
  const sign = useSignAgreement();
  const refuse = useRefuseAgreement();
  const bodyRef = useRef<HTMLDivElement>(null);

  const checkScroll = useCallback(() => {
    if (bodyRef.current && isScrolledToBottom(bodyRef.current)) setScrolled(true);
  }, []);
  // Text that fits without scrolling counts as read to the end.
  useEffect(() => {
    if (html && step === 'read') checkScroll();
  }, [html, step, checkScroll]);

  const title = status.agreementUpdated ? t('agreement.titleUpdated') : t('agreement.titleFirst');
  const canAgree = seconds === 0 && scrolled && html !== '' && !sign.isPending;
  const failed = text.isError || !text.isEnabled;

  if (step === 'refuse') {
    return (
      <Dialog open title={t('agreement.refuseTitle')} dismissable={false} width={AGREEMENT.MODAL_WIDTH}>
        <p className={styles.text}>{t('agreement.refuseText')}</p>
        {refuse.isError ? (
          <p className={formStyles.alert} role="alert">
            {errorText(refuse.error, t)}
          </p>
        ) : null}
        <div className={formStyles.actions}>
          <button
            className={formStyles.primary}
            type="button"
            disabled={refuse.isPending || refuse.isSuccess}
            onClick={() =>
              refuse.mutate(schoolId, { onSuccess: () => nav.assign(loginSelectLink({ lang: b.lang })) })
            }
          >
            {t('agreement.refuse')}
          </button>
          <button className={formStyles.secondary} type="button" onClick={() => setStep('read')}>
            {t('common.back')}
          </button>
        </div>
      </Dialog>
    );
  }

  return (
    <Dialog open title={title} dismissable={false} width={AGREEMENT.MODAL_WIDTH}>
      {changes.data ? <AgreementChangesView changes={changes.data} /> : null}
      <div
        ref={bodyRef}
        className={styles.body}
        onScroll={checkScroll}
        tabIndex={0}
        role="document"
        aria-label={title}
        data-testid="agreement-body"
      >
        {failed ? (
          <p className={formStyles.alert} role="alert">
            {t('agreement.loadFailed')}
          </p>
        ) : text.isPending ? (
          <p role="status">{t('common.loading')}</p>
        ) : (
          <div className={styles.html} dangerouslySetInnerHTML={{ __html: html }} />
        )}
      </div>
      {html && !scrolled ? <p className={formStyles.hint}>{t('agreement.scrollHint')}</p> : null}
      {sign.isError ? (
        <p className={formStyles.alert} role="alert">
          {errorText(sign.error, t)}
        </p>
      ) : null}
      <div className={formStyles.actions}>
        <button
          className={formStyles.primary}
          type="button"
          disabled={!canAgree}
          onClick={() => sign.mutate({ schoolId, lang: b.lang }, { onSuccess: onDone })}
        >
          {seconds > 0 ? t('agreement.agreeCountdown', { seconds, count: seconds }) : t('agreement.agree')}
        </button>
        <button className={formStyles.secondary} type="button" onClick={() => setStep('refuse')}>
          {t('agreement.cancel')}
        </button>
      </div>
    </Dialog>
  );
}
