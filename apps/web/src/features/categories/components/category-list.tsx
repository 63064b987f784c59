import { portalSearchLink } from '@portico/core';
import type { Category } from '@portico/contracts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import styles from './category-list.module.css';

/**
 * Top-level categories with their sub-categories. Category clicks go to search (spec §2); storing the chosen
 * category locally comes with the real search page.
 */
export function CategoryList({ categories, schoolId }: { categories: Category[]; schoolId: string }) {
  const { lang } = useBootstrap();
  const link = (c: Category) =>
    portalSearchLink({ schoolId, lang, keyword: c.title, query: { categoryId: c.id } });
  return (
    <ul className={styles.list}>
      {categories.map((category) => (
        <li key={category.id} className={styles.category}>
          <a className={styles.top} href={link(category)}>
            {category.title}
          </a>
          {category.children.length > 0 ? (
            <ul className={styles.children}>
              {category.children.map((child) => (
                <li key={child.id}>
                  <a className={styles.child} href={link(child)}>
                    {child.title}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
