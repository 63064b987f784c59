import { helpCenterLink, isLegalLink, LIMITS, privacyLink, type LanguageCode } from '@portico/core';
import type { FooterNavigation, FooterTemplate } from '@portico/contracts';
import { useT } from '@/i18n/use-t.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { useOpenFeedback } from '@/lib/feedback-dialog.tsx';
import styles from './footer.module.css';

const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** A footer navigation entry by relateType (spec §2): links only when legal, feedback is a button. */
function FooterItem({ item, lang }: { item: FooterNavigation; lang: LanguageCode }) {
  const openFeedback = useOpenFeedback();
  const link = (href: string, newTab: boolean) => (
    <a className={styles.link} href={href} {...(newTab ? NEW_TAB : {})}>
      {item.showName}
    </a>
  );
  switch (item.relateType) {
    case 'privacy':
      return link(privacyLink({ lang }), true);
    case 'stuGuide':
      return link(helpCenterLink({ lang, type: 1 }), true);
    case 'manGuide':
      return link(helpCenterLink({ lang, type: 2 }), true);
    case 'centerGuide':
      return link(helpCenterLink({ lang }), true);
    case 'feedback':
      // Spec §5 general feedback (spec §6: visitors get the login dialog first).
      return (
        <button type="button" className={styles.linkButton} onClick={() => openFeedback()}>
          {item.showName}
        </button>
      );
    default:
      return item.relateUrl && isLegalLink(item.relateUrl) ? (
        link(item.relateUrl, true)
      ) : (
        <span className={styles.plain}>{item.showName}</span>
      );
  }
}

/** Footer template 2: navigation columns, QR codes and (when switched on) the copyright line. */
export function TemplateFooter({ template }: { template: FooterTemplate }) {
  const b = useBootstrap();
  const t = useT();
  const { copyright } = template;
  const copyrightParts = [
    copyright.company ? `© ${copyright.company}` : null,
    copyright.beian,
    copyright.registerSystemInfo,
    copyright.support ? t('footer.support', { name: copyright.support }) : null,
  ].filter((part): part is string => Boolean(part));

  return (
    <>
      <div className={styles.columns}>
        {template.footerNavigations.length > 0 ? (
          <nav aria-label={t('footer.linksLabel')} className={styles.navColumns}>
            {template.footerNavigations.map((item, i) =>
              item.children.length > 0 ? (
                <div key={`${i}-${item.showName}`} className={styles.group}>
                  <h2 className={styles.groupTitle}>{item.showName}</h2>
                  <ul className={styles.groupList}>
                    {item.children.map((child, j) => (
                      <li key={`${j}-${child.showName}`}>
                        <FooterItem item={child} lang={b.lang} />
                      </li>
                    ))}
                  </ul>
                </div>
              ) : (
                <div key={`${i}-${item.showName}`} className={styles.group}>
                  <FooterItem item={item} lang={b.lang} />
                </div>
              ),
            )}
          </nav>
        ) : null}
        {template.footerQrCodes.length > 0 ? (
          <section className={styles.qrCodes} aria-label={t('footer.qrCodes')}>
            {template.footerQrCodes.map((qr, i) => (
              <figure key={`${i}-${qr.url}`} className={styles.qr}>
                <img
                  src={b.lang !== 'zh_CN' && qr.urlEn ? qr.urlEn : qr.url}
                  alt={qr.showName}
                  width={LIMITS.FOOTER_IMAGE_WIDTH}
                  height={LIMITS.FOOTER_IMAGE_WIDTH}
                  loading="lazy"
                />
                <figcaption>{qr.showName}</figcaption>
              </figure>
            ))}
          </section>
        ) : null}
      </div>
      {template.versionInformationSwitch === '1' && copyrightParts.length > 0 ? (
        <p className={styles.copyright}>
          {copyrightParts.map((part, i) => (
            <span key={i} className={styles.copyrightPart}>
              {part}
            </span>
          ))}
        </p>
      ) : null}
    </>
  );
}
