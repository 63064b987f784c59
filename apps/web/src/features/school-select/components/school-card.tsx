import { DISPLAY_WIDTHS, portalHomeLink, subSchoolPortalLink, type LanguageCode } from '@portico/core';
import type { AcademyRecord } from '@portico/contracts';
import defaultLogo from '@/assets/default-logo.svg';
import { ClippedText } from '@/components/clipped-text.tsx';
import { FallbackImage } from '@/components/fallback-image.tsx';
import styles from './school-select.module.css';

/** One school: logo (default on error), name and description; the whole card enters its portal home. */
export function SchoolCard({ school, lang }: { school: AcademyRecord; lang: LanguageCode }) {
  const href = school.parentSchoolId
    ? subSchoolPortalLink({ schoolId: school.parentSchoolId, subSchoolId: school.id, lang })
    : portalHomeLink({ schoolId: school.id, lang });
  return (
    <a className={styles.card} href={href}>
      <FallbackImage
        className={styles.logo}
        src={school.mobileLogoUrl}
        fallback={defaultLogo}
        alt=""
        width={48}
        height={48}
      />
      <span className={styles.text}>
        <span className={styles.name}>
          <ClippedText text={school.name} width={DISPLAY_WIDTHS.SCHOOL_NAME} />
        </span>
        {school.description ? <span className={styles.description}>{school.description}</span> : null}
      </span>
    </a>
  );
}
