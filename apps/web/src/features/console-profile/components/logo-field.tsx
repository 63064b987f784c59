/** The school logo: the current image (or "no logo"), upload a new one (stored for this school), remove it. */
import styles from '@/components/console/console-form.module.css';
import { ImageUploadField } from '@/components/image-upload-field.tsx';
import { useT } from '@/i18n/use-t.ts';

export function LogoField(props: {
  schoolId: string;
  url: string | null;
  onUrl: (url: string | null) => void;
}) {
  const t = useT();
  return (
    <ImageUploadField
      {...props}
      texts={{
        label: t('console.profile.logo'),
        alt: t('console.profile.logoAlt'),
        none: t('console.profile.noLogo'),
        upload: t('console.profile.uploadLogo'),
        remove: t('console.profile.removeLogo'),
      }}
      classes={{
        field: styles.field,
        label: styles.label,
        row: styles.row,
        image: styles.logo,
        muted: styles.muted,
        button: styles.button,
        error: styles.error,
      }}
    />
  );
}
