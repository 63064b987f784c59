import type { SchoolInfo } from '@portico/core';
import defaultLogo from '@/assets/default-logo.svg';
import { FallbackImage } from '@/components/fallback-image.tsx';
import styles from './header.module.css';

/** Logo icon + school name, linking to the portal home; the default logo when the image is missing or broken. */
export function SchoolLogo({
  name,
  href,
  school,
}: {
  name: string;
  href: string | null;
  school: SchoolInfo | null;
}) {
  const content = (
    <>
      {/* The name is shown next to the icon, so the icon itself is decorative. */}
      <FallbackImage
        className={styles.logoImage}
        src={school?.logoUrl ?? school?.iconUrl}
        fallback={defaultLogo}
        alt=""
        width={40}
        height={40}
      />
      <span className={styles.schoolName}>{name}</span>
    </>
  );
  return href ? (
    <a className={styles.logo} href={href}>
      {content}
    </a>
  ) : (
    <span className={styles.logo}>{content}</span>
  );
}
