import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useT } from '@/i18n/use-t.ts';
import styles from './rich-text.module.css';

/**
 * Where the author types a link's address: a labelled field (focused when it opens), Apply (an empty address
 * removes the link) and Cancel; Escape cancels. Not a <form>: the editor usually sits inside the page's own form.
 */
export function RichTextLinkRow(props: {
  initial: string;
  onApply: (href: string) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const id = useId();
  const [href, setHref] = useState(props.initial);
  const apply = (event?: FormEvent) => {
    event?.preventDefault();
    props.onApply(href.trim());
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') apply(event);
    if (event.key === 'Escape') {
      event.preventDefault();
      props.onCancel();
    }
  };
  return (
    <div className={styles.linkRow} data-testid="rich-text-link-row">
      <label htmlFor={id}>{t('richText.linkUrl')}</label>
      <input
        id={id}
        type="url"
        dir="ltr"
        inputMode="url"
        value={href}
        autoFocus
        className={styles.linkInput}
        placeholder="https://"
        onChange={(event) => setHref(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <button type="button" className={styles.tool} onClick={() => apply()}>
        {href.trim() ? t('richText.applyLink') : t('richText.removeLink')}
      </button>
      <button type="button" className={styles.tool} onClick={props.onCancel}>
        {t('richText.cancel')}
      </button>
    </div>
  );
}
