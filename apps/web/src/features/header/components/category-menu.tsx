import { DELAYS, portalSearchLink } from '@portico/core';
import type { Category } from '@portico/contracts';
import { useEffect, useRef, useState } from 'react';
import { useT } from '@/i18n/use-t.ts';
import { safeStorage } from '@/lib/auth-storage.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { useDisclosure } from '@/lib/use-disclosure.ts';
import { cachedChildCategories, loadChildCategories } from '../api/child-categories.ts';
import styles from './category-menu.module.css';

/** Spec §2 "store the chosen category locally": the search page titles its category chip from it. */
export const SEARCH_CATEGORY_KEY = 'portico_search_category';

/**
 * The Categories tab (spec §2/§4): a disclosure listing the top categories. Hovering one for 300 ms
 * (DELAYS.CATEGORY_HOVER_MS) — not before — loads its sub-categories (a click or tap loads at once) and shows them as
 * 250 px tile columns; a second- or third-level category stores itself and opens the search page filtered by it
 * (`categoryId` in the URL, so the server renders the filtered results).
 */
export function CategoryMenu({ categories, disabled }: { categories: Category[]; disabled: boolean }) {
  const b = useBootstrap();
  const t = useT();
  const { containerProps, triggerProps, panelProps } = useDisclosure(DELAYS.NAV_DROPDOWN_HIDE_MS, disabled);
  const [shown, setShown] = useState<{ id: string; children: Category[] } | null>(null);
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const schoolId = b.school?.id ?? '';
  useEffect(() => () => clearTimeout(hoverTimer.current), []);

  const show = (id: string) => {
    clearTimeout(hoverTimer.current);
    const cached = cachedChildCategories(id);
    if (cached) setShown({ id, children: cached });
    else void loadChildCategories(id, schoolId).then((children) => setShown({ id, children }));
  };
  const hover = (id: string) => {
    clearTimeout(hoverTimer.current);
    hoverTimer.current = setTimeout(() => show(id), DELAYS.CATEGORY_HOVER_MS);
  };
  const searchHref = (c: Category) =>
    portalSearchLink({ schoolId, lang: b.lang, activeIndex: -1, query: { categoryId: c.id } });
  const pick = (c: Category) =>
    safeStorage()?.setItem(SEARCH_CATEGORY_KEY, JSON.stringify({ id: c.id, title: c.title, schoolId }));
  const link = (c: Category, className: string) => (
    <a
      className={className}
      href={disabled ? undefined : searchHref(c)}
      title={c.title}
      onClick={() => pick(c)}
    >
      {c.title}
    </a>
  );

  return (
    <div className={styles.menu} {...containerProps}>
      <button {...triggerProps} className={styles.tab}>
        {t('header.categories')}
        <span aria-hidden="true" className={styles.chevron} />
      </button>
      <div {...panelProps} className={styles.panel}>
        <ul className={styles.tops}>
          {categories.map((c) => (
            <li key={c.id}>
              <button
                type="button"
                className={styles.top}
                aria-pressed={shown?.id === c.id}
                title={c.title}
                onPointerEnter={(e) => e.pointerType === 'mouse' && hover(c.id)}
                onPointerLeave={() => clearTimeout(hoverTimer.current)}
                onClick={() => show(c.id)}
              >
                <span className={styles.label}>{c.title}</span>
              </button>
            </li>
          ))}
        </ul>
        {shown && shown.children.length > 0 ? (
          <ul className={styles.columns} data-category-children={shown.id}>
            {shown.children.map((child) => (
              <li key={child.id} className={styles.column}>
                {link(child, styles.second ?? '')}
                {child.terms.length > 0 ? (
                  <ul className={styles.terms}>
                    {child.terms.map((term) => (
                      <li key={term.id}>{link(term, styles.term ?? '')}</li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
