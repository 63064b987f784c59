import { portalSearchLink } from '@portico/core';
import type { Category } from '@portico/contracts';
import { useId, useState } from 'react';
import { useT } from '@/i18n/use-t.ts';
import { safeStorage } from '@/lib/auth-storage.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { cachedChildCategories, loadChildCategories } from '../api/child-categories.ts';
import { SEARCH_CATEGORY_KEY } from './category-menu.tsx';
import styles from './drawer-nav.module.css';

/**
 * The Categories tab inside the drawer: a disclosure of the top categories; tapping one loads its sub-categories
 * (no hover on a phone, spec §4's 300 ms applies to the pointer) and lists them with their terms; a second- or
 * third-level category stores itself and opens the search page filtered by it, as in the desktop mega-menu.
 */
export function DrawerCategories({ categories, disabled }: { categories: Category[]; disabled: boolean }) {
  const b = useBootstrap();
  const t = useT();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState<{ id: string; children: Category[] | null } | null>(null);
  const schoolId = b.school?.id ?? '';

  const toggle = (id: string) => {
    if (shown?.id === id) return setShown(null);
    const cached = cachedChildCategories(id);
    setShown({ id, children: cached ?? null });
    if (!cached) void loadChildCategories(id, schoolId).then((children) => setShown({ id, children }));
  };
  const link = (c: Category, className: string) => (
    <a
      className={className}
      href={
        disabled
          ? undefined
          : portalSearchLink({ schoolId, lang: b.lang, activeIndex: -1, query: { categoryId: c.id } })
      }
      onClick={() =>
        safeStorage()?.setItem(SEARCH_CATEGORY_KEY, JSON.stringify({ id: c.id, title: c.title, schoolId }))
      }
    >
      {c.title}
    </a>
  );

  return (
    <section className={styles.section}>
      <button
        type="button"
        className={styles.disclosure}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        {t('header.categories')}
        <span aria-hidden="true" className={styles.chevron} />
      </button>
      <ul id={listId} className={styles.categories} hidden={!open}>
        {categories.map((c) => {
          const expanded = shown?.id === c.id;
          return (
            <li key={c.id}>
              <button
                type="button"
                className={styles.disclosure}
                aria-expanded={expanded}
                aria-controls={`${listId}-${c.id}`}
                onClick={() => toggle(c.id)}
              >
                {c.title}
                <span aria-hidden="true" className={styles.chevron} />
              </button>
              <div id={`${listId}-${c.id}`} hidden={!expanded} aria-busy={expanded && !shown?.children}>
                {expanded && !shown?.children ? <p className={styles.notice}>{t('common.loading')}</p> : null}
                {expanded && shown?.children ? (
                  <ul className={styles.children} data-category-children={c.id}>
                    {shown.children.map((child) => (
                      <li key={child.id}>
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
            </li>
          );
        })}
      </ul>
    </section>
  );
}
