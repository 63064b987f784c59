/**
 * The designer's live preview (issue 27 item 3): the draft as learners would see it, at desktop (1440 px) or
 * phone (390 px) width. Each edit asks the server for the draft's modules with their data (debounced; the server
 * checks and sanitizes exactly as on save), and the page's own renderer draws them — passed in by the route, so
 * the preview is the real page, not a look-alike. A draft the server refuses keeps the last good preview.
 */
import { PORTAL_PAGES_API_PATHS, consoleTail, type PortalModuleView } from '@portico/contracts';
import { PORTAL_PREVIEW_WIDTHS, type PortalPageDocument } from '@portico/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useT } from '@/i18n/use-t.ts';
import { apiRequest, pageLanguageHeader } from '@/lib/api-client.ts';
import { errorText } from '@/lib/api-errors.ts';
import { consolePath } from '@/lib/console-api.ts';
import styles from './designer.module.css';

const DEBOUNCE_MS = 400;

export function LivePreview(props: {
  schoolId: string;
  pageId: string;
  draft: PortalPageDocument;
  render: (modules: PortalModuleView[]) => ReactNode;
}) {
  const t = useT();
  const id = useId();
  const [width, setWidth] = useState<keyof typeof PORTAL_PREVIEW_WIDTHS>('desktop');
  const json = JSON.stringify(props.draft);
  const [settled, setSettled] = useState(json);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(json), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [json]);
  const tail = consoleTail(PORTAL_PAGES_API_PATHS.preview, { pageId: props.pageId });
  const preview = useQuery({
    queryKey: ['page-preview', props.schoolId, props.pageId, settled],
    queryFn: () =>
      apiRequest<PortalModuleView[]>(consolePath(props.schoolId, tail), {
        method: 'POST',
        json: JSON.parse(settled),
        // The texts and rows in the language the admin reads the page in (the school's default as fallback).
        headers: pageLanguageHeader(),
      }),
    placeholderData: keepPreviousData,
    retry: false,
  });
  return (
    <section className={styles.preview} aria-labelledby={`${id}-h`}>
      <div className={styles.previewHead}>
        <h2 id={`${id}-h`} className={styles.subheading}>
          {t('console.pages.preview')}
        </h2>
        <fieldset className={styles.widths}>
          <legend className={styles.srOnly}>{t('console.pages.previewWidth')}</legend>
          {(Object.keys(PORTAL_PREVIEW_WIDTHS) as (keyof typeof PORTAL_PREVIEW_WIDTHS)[]).map((key) => (
            <label key={key} className={styles.widthOption}>
              <input type="radio" name={`${id}-w`} checked={width === key} onChange={() => setWidth(key)} />
              {t(key === 'desktop' ? 'console.pages.desktop' : 'console.pages.phone')}
            </label>
          ))}
        </fieldset>
      </div>
      <p role="status" className={styles.previewStatus}>
        {preview.error ? errorText(preview.error, t) : preview.isFetching ? t('common.loading') : ''}
      </p>
      {/* Focusable: the preview scrolls sideways on a narrow screen and its content is inert. */}
      <div className={styles.viewport} role="group" aria-labelledby={`${id}-h`} tabIndex={0}>
        <div
          className={styles.frame}
          style={{ inlineSize: `${PORTAL_PREVIEW_WIDTHS[width]}px` }}
          data-preview-width={PORTAL_PREVIEW_WIDTHS[width]}
          inert
        >
          {preview.data ? props.render(preview.data) : null}
        </div>
      </div>
    </section>
  );
}
