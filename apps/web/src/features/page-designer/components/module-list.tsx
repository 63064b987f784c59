/**
 * The page's modules in order (issue 27 item 3): drag by the handle or by keyboard (space, arrows, space — with
 * translated announcements), or the move buttons; each row selects the module for editing, duplicates or removes
 * it. The shared sortable list is the creation center's outline pattern (components/sortable).
 */
import { PORTAL_PAGE_LIMITS, type LanguageCode, type PortalModule } from '@portico/core';
import { SortableList } from '@/components/sortable/sortable-list.tsx';
import { SortableRow } from '@/components/sortable/sortable-row.tsx';
import { creationSortableTexts } from '@/components/sortable/creation-pack-texts.ts';
import { useT } from '@/i18n/use-t.ts';
import { moduleLabel } from '../model.ts';
import styles from './designer.module.css';

export function ModuleList(props: {
  modules: readonly PortalModule[];
  defaultLang: LanguageCode;
  selectedId: string | null;
  onSelect: (id: string) => void;
  onMove: (from: number, to: number) => void;
  onDuplicate: (index: number) => void;
  onRemove: (index: number) => void;
}) {
  const t = useT();
  const entries = props.modules.map((m) => ({ id: m.id, label: moduleLabel(m, props.defaultLang, t) }));
  if (entries.length === 0) return <p className={styles.muted}>{t('console.pages.empty')}</p>;
  const full = props.modules.length >= PORTAL_PAGE_LIMITS.MODULES_MAX;
  return (
    <SortableList
      id="page-modules"
      entries={entries}
      label={t('console.pages.modules')}
      texts={creationSortableTexts(t)}
      onMove={props.onMove}
    >
      {entries.map((entry, index) => (
        <SortableRow
          key={entry.id}
          id={entry.id}
          label={entry.label}
          index={index}
          count={entries.length}
          onMove={props.onMove}
          head={
            <button
              type="button"
              className={styles.select}
              aria-pressed={props.selectedId === entry.id}
              onClick={() => props.onSelect(entry.id)}
            >
              {entry.label}
            </button>
          }
          actions={
            <>
              <button
                type="button"
                className={styles.small}
                disabled={full}
                onClick={() => props.onDuplicate(index)}
                aria-label={t('console.pages.duplicate', { item: entry.label })}
              >
                {t('console.pages.duplicateShort')}
              </button>
              <button
                type="button"
                className={styles.small}
                onClick={() => props.onRemove(index)}
                aria-label={t('console.pages.remove', { item: entry.label })}
              >
                {t('console.pages.removeShort')}
              </button>
            </>
          }
        />
      ))}
    </SortableList>
  );
}
