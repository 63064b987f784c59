/**
 * A banner's slides (issue 27): each an uploaded image (the server measures it and keeps it from the orphan
 * sweep when the draft is saved), its alt text per language (required in the school's language) and an optional
 * link. The slide order is the list order.
 */
import { PORTAL_PAGE_LIMITS, type BannerSlide, type LanguageCode } from '@portico/core';
import { ImageUploadField } from '@/components/image-upload-field.tsx';
import { LocalizedField } from '@/components/console/localized-field.tsx';
import { TextField } from '@/components/text-field.tsx';
import { useT } from '@/i18n/use-t.ts';
import styles from './designer.module.css';

export function BannerFields(props: {
  schoolId: string;
  slides: BannerSlide[];
  languages: LanguageCode[];
  defaultLang: LanguageCode;
  onChange: (slides: BannerSlide[]) => void;
}) {
  const t = useT();
  const { slides } = props;
  const set = (index: number, slide: BannerSlide | null) =>
    props.onChange(
      slide ? slides.map((s, i) => (i === index ? slide : s)) : slides.filter((_, i) => i !== index),
    );
  return (
    <div className={styles.fields}>
      {slides.map((slide, index) => (
        <fieldset key={index} className={styles.group}>
          <legend>{t('console.pages.slide', { position: index + 1 })}</legend>
          <ImageUploadField
            schoolId={props.schoolId}
            url={slide.imageUrl || null}
            onUrl={(url) => (url ? set(index, { ...slide, imageUrl: url }) : set(index, null))}
            texts={{
              label: t('console.pages.image'),
              alt: slide.alt[props.defaultLang] ?? '',
              none: t('console.pages.noImage'),
              upload: t('console.pages.upload'),
              remove: t('console.pages.removeSlide'),
            }}
            classes={{
              field: styles.field,
              image: styles.thumb,
              muted: styles.muted,
              button: styles.small,
              error: styles.error,
            }}
          />
          <LocalizedField
            legend={t('console.pages.alt')}
            texts={slide.alt}
            languages={props.languages}
            defaultLang={props.defaultLang}
            required
            max={PORTAL_PAGE_LIMITS.ALT_MAX}
            onChange={(alt) => set(index, { ...slide, alt })}
          />
          <TextField
            label={t('console.pages.link')}
            hint={t('console.pages.linkHint')}
            value={slide.link ?? ''}
            maxLength={PORTAL_PAGE_LIMITS.URL_MAX}
            onChange={(event) => set(index, { ...slide, link: event.target.value })}
          />
        </fieldset>
      ))}
      {slides.length < PORTAL_PAGE_LIMITS.SLIDES_MAX ? (
        <ImageUploadField
          schoolId={props.schoolId}
          url={null}
          onUrl={(url) => url && props.onChange([...slides, { imageUrl: url, width: 1, height: 1, alt: {} }])}
          texts={{
            label: t('console.pages.addSlide'),
            alt: '',
            none: '',
            upload: t('console.pages.upload'),
            remove: t('console.pages.removeSlide'),
          }}
          classes={{ field: styles.field, muted: styles.muted, error: styles.error }}
        />
      ) : null}
    </div>
  );
}
