import { LOGO_STYLES, portalHomeLink } from '@portico/core';
import defaultLogo from '@/assets/default-logo.svg';
import { FallbackImage } from '@/components/fallback-image.tsx';
import { useT } from '@/i18n/use-t.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { schoolDisplayName } from '@/lib/names.ts';
import styles from './header.module.css';

/**
 * Header component 001: logo icon + school name linking to the portal home (the default logo when the image is
 * missing or broken). Logo style 2 (spec §3 "icon only") drops the visible name; the icon then carries it as alt.
 */
export function SchoolLogo({ logoStyle }: { logoStyle: number | undefined }) {
  const b = useBootstrap();
  const t = useT();
  const school = b.school;
  const name = schoolDisplayName(school, b.lang) ?? t('app.name');
  const iconOnly = logoStyle === LOGO_STYLES.ICON_ONLY;
  const content = (
    <>
      <FallbackImage
        className={styles.logoImage}
        src={school?.logoUrl ?? school?.iconUrl}
        fallback={defaultLogo}
        alt={iconOnly ? name : ''}
        width={40}
        height={40}
      />
      {/* dir="auto": a Latin name on a right-to-left page is cut at its own end. */}
      {iconOnly ? null : (
        <span className={styles.schoolName} dir="auto">
          {name}
        </span>
      )}
    </>
  );
  return school ? (
    <a className={styles.logo} href={portalHomeLink({ schoolId: school.id, lang: b.lang })}>
      {content}
    </a>
  ) : (
    <span className={styles.logo}>{content}</span>
  );
}
