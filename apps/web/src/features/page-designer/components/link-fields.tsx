/** A link grid's links (issue 27): a label per language and a URL (a same-site path or http(s)) each. */
import { PORTAL_PAGE_LIMITS, type LanguageCode, type PortalLink } from '@portico/core';
import { LocalizedField } from '@/components/console/localized-field.tsx';
import { TextField } from '@/components/text-field.tsx';
import { useT } from '@/i18n/use-t.ts';
import styles from './designer.module.css';

export function LinkFields(props: {
  links: PortalLink[];
  languages: LanguageCode[];
  defaultLang: LanguageCode;
  onChange: (links: PortalLink[]) => void;
}) {
  const t = useT();
  const { links } = props;
  const set = (index: number, link: PortalLink | null) =>
    props.onChange(
      link ? links.map((l, i) => (i === index ? link : l)) : links.filter((_, i) => i !== index),
    );
  return (
    <div className={styles.fields}>
      {links.map((link, index) => (
        <fieldset key={index} className={styles.group}>
          <legend>{t('console.pages.linkN', { position: index + 1 })}</legend>
          <LocalizedField
            legend={t('console.pages.linkLabel')}
            texts={link.label}
            languages={props.languages}
            defaultLang={props.defaultLang}
            required
            max={PORTAL_PAGE_LIMITS.LINK_LABEL_MAX}
            onChange={(label) => set(index, { ...link, label })}
          />
          <TextField
            label={t('console.pages.link')}
            hint={t('console.pages.linkHint')}
            value={link.url}
            required
            maxLength={PORTAL_PAGE_LIMITS.URL_MAX}
            onChange={(event) => set(index, { ...link, url: event.target.value })}
          />
          <button type="button" className={styles.small} onClick={() => set(index, null)}>
            {t('console.pages.removeLink')}
          </button>
        </fieldset>
      ))}
      {links.length < PORTAL_PAGE_LIMITS.LINKS_MAX ? (
        <button
          type="button"
          className={styles.small}
          onClick={() => props.onChange([...links, { label: {}, url: '/' }])}
        >
          {t('console.pages.addLink')}
        </button>
      ) : null}
    </div>
  );
}
