/** The course cover (issue 25): uploaded through the school's image service (checked and re-encoded), or none. */
import { ImageUploadField } from '@/components/image-upload-field.tsx';
import { useT } from '@/i18n/use-t.ts';
import styles from './creation.module.css';

export function CoverField(props: {
  schoolId: string;
  url: string | null;
  onUrl: (url: string | null) => void;
}) {
  const t = useT();
  return (
    <ImageUploadField
      {...props}
      texts={{
        label: t('creation.course.cover'),
        alt: t('creation.course.coverAlt'),
        none: t('creation.course.noCover'),
        upload: t('creation.course.uploadCover'),
        remove: t('creation.course.removeCover'),
      }}
      classes={{
        field: styles.field,
        label: styles.legend,
        row: styles.coverRow,
        image: styles.cover,
        muted: styles.muted,
        button: styles.secondary,
      }}
    />
  );
}
