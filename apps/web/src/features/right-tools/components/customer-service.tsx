import { DELAYS } from '@portico/core';
import type { CustomerServiceInfo } from '@portico/contracts';
import { useT } from '@/i18n/use-t.ts';
import { useDisclosure } from '@/lib/use-disclosure.ts';
import { ToolIcon } from './icons.tsx';
import styles from './right-tools.module.css';

/** Spec §3 customer service (phone, e-mail, WeChat) in a disclosure panel beside the tool. */
export function CustomerService({ info }: { info: CustomerServiceInfo }) {
  const t = useT();
  const { open, containerProps, triggerProps, panelProps } = useDisclosure(DELAYS.FUNCTION_MENU_HIDE_MS);
  return (
    <div className={styles.service} {...containerProps}>
      <button {...triggerProps} className={styles.tool}>
        <ToolIcon name="customerService" />
        <span className={styles.label}>{t('tools.customerService')}</span>
      </button>
      <div {...panelProps} className={styles.panel}>
        {open ? (
          <>
            <p className={styles.panelTitle}>{t('tools.customerServiceTitle')}</p>
            <dl className={styles.contacts}>
              {info.servicePhone ? (
                <div>
                  <dt>{t('tools.servicePhone')}</dt>
                  <dd>
                    <a href={`tel:${info.servicePhone.replace(/[^\d+]/g, '')}`} dir="ltr">
                      {info.servicePhone}
                    </a>
                  </dd>
                </div>
              ) : null}
              {info.serviceEmail ? (
                <div>
                  <dt>{t('tools.serviceEmail')}</dt>
                  <dd>
                    <a href={`mailto:${info.serviceEmail}`} dir="ltr">
                      {info.serviceEmail}
                    </a>
                  </dd>
                </div>
              ) : null}
              {info.serviceWeChat ? (
                <div>
                  <dt>{t('tools.serviceWeChat')}</dt>
                  <dd dir="ltr">{info.serviceWeChat}</dd>
                </div>
              ) : null}
            </dl>
          </>
        ) : null}
      </div>
    </div>
  );
}
