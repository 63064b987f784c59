import {
  NAV_WIDTH,
  moreItemWidth,
  navBarBudget,
  presentNavigationDocument,
  splitNavOverflow,
  tableMeasure,
  type LanguageCode,
  type NavigationDocument,
  type PresentedPage,
} from '@portico/core';
import { useId, useState } from 'react';
import { useT } from '@/i18n/use-t.ts';
import { LANGUAGE_NAMES } from '@/lib/names.ts';
import styles from './preview.module.css';

const shown = (p: PresentedPage) => p.isView && p.pageType !== 'learningGroup';

/**
 * Live preview of the header's navigation (issue 13 §1) for the document being edited, in a chosen language. The
 * same rules as the real header (features/header NavBar): core presents the document for the language (the
 * server's rule), hidden and learning-group entries drop out, the first entry reads Home, and core's
 * splitNavOverflow decides what goes into More (6/10/7, O3 8/12/9; widths at the 1440 px design width with core's
 * width table — what the server renders the header with). Nothing here navigates.
 */
export function HeaderPreview(props: {
  doc: NavigationDocument;
  group: number;
  languages: LanguageCode[];
  defaultLang: LanguageCode;
  initialLang: LanguageCode;
  isO3: boolean;
}) {
  const t = useT();
  const id = useId();
  const [lang, setLang] = useState<LanguageCode>(
    props.languages.includes(props.initialLang) ? props.initialLang : props.defaultLang,
  );
  const [moreOpen, setMoreOpen] = useState(false);
  const groups = presentNavigationDocument(props.doc, lang, props.defaultLang);
  const group = groups[props.group];
  const entries = (group?.navigationPages ?? []).filter(shown);
  const labels = entries.map((p, i) => (i === 0 ? t('header.home') : p.showName || p.name));
  const measure = tableMeasure();
  const leading = groups.length > 1 && group ? [group.name] : [];
  const budget = navBarBudget({ width: NAV_WIDTH.BUDGET - 2 * NAV_WIDTH.HEADER_PADDING, leading, measure });
  const moreLabel = t('header.more');
  const { visible } = splitNavOverflow({
    items: entries.map((p, i) => ({
      label: labels[i] ?? '',
      width: p.width,
      hasChildren: p.children.some(shown) || p.diyMenus.length > 0,
    })),
    template: group?.templateName ?? 'index1',
    isO3: props.isO3,
    lang,
    budget,
    measure,
    moreLabel,
  });
  const rest = entries.slice(visible);
  return (
    <section className={styles.preview} aria-labelledby={`${id}-h`}>
      <div className={styles.top}>
        <h3 id={`${id}-h`}>{t('console.navigation.preview')}</h3>
        <label htmlFor={`${id}-lang`}>{t('console.navigation.previewLang')}</label>
        <select id={`${id}-lang`} value={lang} onChange={(e) => setLang(e.target.value as LanguageCode)}>
          {props.languages.map((l) => (
            <option key={l} value={l}>
              {LANGUAGE_NAMES[l]}
            </option>
          ))}
        </select>
      </div>
      <p className={styles.note}>
        {t('console.navigation.previewNote', { visible, total: entries.length, count: entries.length })}
      </p>
      <div className={styles.frame} dir={lang === 'ar_SA' ? 'rtl' : 'ltr'} lang={lang.replace('_', '-')}>
        <ul
          className={styles.bar}
          data-testid="nav-preview"
          data-visible={visible}
          data-total={entries.length}
        >
          {leading.map((name) => (
            <li key="group" className={styles.group}>
              {name} <span aria-hidden="true">▾</span>
            </li>
          ))}
          {entries.slice(0, visible).map((p, i) => (
            <li
              key={`${i}:${p.pageId}`}
              className={styles.item}
              style={p.width ? { inlineSize: p.width } : undefined}
            >
              {labels[i]}
              {p.children.some(shown) || p.diyMenus.length > 0 ? <span aria-hidden="true"> ▾</span> : null}
            </li>
          ))}
          {rest.length > 0 ? (
            <li className={styles.more} style={{ minInlineSize: moreItemWidth(lang) }}>
              <button type="button" aria-expanded={moreOpen} onClick={() => setMoreOpen(!moreOpen)}>
                {moreLabel} <span aria-hidden="true">▾</span>
              </button>
              {moreOpen ? <OverflowList pages={rest} /> : null}
            </li>
          ) : null}
        </ul>
      </div>
    </section>
  );
}

/** The More dropdown: up to three levels (spec §2). */
function OverflowList({ pages, depth = 1 }: { pages: PresentedPage[]; depth?: number }) {
  if (pages.length === 0 || depth > 3) return null;
  return (
    <ul className={styles.overflow}>
      {pages.map((p, i) => (
        <li key={`${i}:${p.pageId}`}>
          {p.showName || p.name}
          <OverflowList pages={p.children.filter(shown)} depth={depth + 1} />
        </li>
      ))}
    </ul>
  );
}
