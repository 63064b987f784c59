/**
 * One chapter of the outline: its title (renamed in place, per language), its resources (their own sortable
 * list), a kind menu to add a resource, and removal. Removing a chapter that holds resources asks first.
 */
import type { LanguageCode } from '@portico/core';
import { useState } from 'react';
import { LocalizedField } from '@/components/console/localized-field.tsx';
import { useT } from '@/i18n/use-t.ts';
import type { DraftChapter, DraftResource } from '../lib/draft-ids.ts';
import { moveAt, removeAt } from '../lib/outline.ts';
import { kindLabel } from '../lib/kind-labels.ts';
import { KindSelect } from './kind-select.tsx';
import { SortableList } from '@/components/sortable/sortable-list.tsx';
import { SortableRow } from '@/components/sortable/sortable-row.tsx';
import { creationSortableTexts } from '@/components/sortable/creation-pack-texts.ts';
import styles from './creation.module.css';

const TITLE_MAX = 100;

interface Props<C extends DraftChapter> {
  chapter: C;
  index: number;
  count: number;
  label: string;
  resourceLabel: (resource: DraftResource, index: number) => string;
  languages: LanguageCode[];
  defaultLang: LanguageCode;
  kinds: readonly DraftResource['kind'][];
  selectedId: string | null;
  onMove: (from: number, to: number) => void;
  onChange: (chapter: C) => void;
  onRemove: () => void;
  onAddResource: (kind: DraftResource['kind']) => void;
  onSelectResource: (resourceId: string | null) => void;
  onSay: (text: string) => void;
}

export function OutlineChapter<C extends DraftChapter>(props: Props<C>) {
  const t = useT();
  const [renaming, setRenaming] = useState(false);
  const { chapter } = props;
  const resources = chapter.resources;
  const entries = resources.map((r, i) => ({ id: r.id, label: props.resourceLabel(r, i) }));
  const setResources = (next: C['resources']) => props.onChange({ ...chapter, resources: next });
  const moveResource = (from: number, to: number) => {
    const entry = entries[from];
    setResources(moveAt(resources, from, to));
    if (entry)
      props.onSay(
        t('creation.dnd.dropped', { item: entry.label, position: to + 1, total: resources.length }),
      );
  };
  const removeResource = (index: number) => {
    const resource = resources[index];
    if (resource?.id === props.selectedId) props.onSelectResource(null);
    setResources(removeAt(resources, index));
    const entry = entries[index];
    if (entry) props.onSay(t('creation.outline.removed', { item: entry.label }));
  };
  const removeChapter = () => {
    if (resources.length > 0 && !window.confirm(t('creation.outline.confirmRemove', { item: props.label })))
      return;
    props.onRemove();
  };

  const head = (
    <div className={styles.chapterHead}>
      <h3 className={styles.chapterTitle}>{props.label}</h3>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.link}
          aria-expanded={renaming}
          onClick={() => setRenaming(!renaming)}
        >
          {renaming ? t('creation.outline.doneRename') : t('creation.outline.rename')}
          <span className="sr-only"> {props.label}</span>
        </button>
        <button type="button" className={styles.danger} onClick={removeChapter}>
          {t('creation.outline.remove')}
          <span className="sr-only"> {props.label}</span>
        </button>
      </div>
    </div>
  );
  const resourceHead = (resource: DraftResource, index: number) => (
    <div className={styles.resourceRow}>
      <span className={styles.kind}>{t(kindLabel(resource.kind))}</span>
      <button
        type="button"
        className={styles.resourceTitle}
        aria-pressed={resource.id === props.selectedId}
        onClick={() => props.onSelectResource(resource.id === props.selectedId ? null : resource.id)}
      >
        {entries[index]?.label}
      </button>
    </div>
  );
  const removeButton = (index: number) => (
    <button type="button" className={styles.danger} onClick={() => removeResource(index)}>
      {t('creation.outline.remove')}
      <span className="sr-only"> {entries[index]?.label}</span>
    </button>
  );

  return (
    <SortableRow
      id={chapter.id}
      label={props.label}
      index={props.index}
      count={props.count}
      onMove={props.onMove}
      head={head}
    >
      {renaming ? (
        <LocalizedField
          legend={t('creation.outline.chapterTitle')}
          texts={chapter.title}
          languages={props.languages}
          defaultLang={props.defaultLang}
          required
          max={TITLE_MAX}
          onChange={(title) => props.onChange({ ...chapter, title })}
        />
      ) : null}
      {resources.length > 0 ? (
        <SortableList
          id={`creation-outline-${chapter.id}`}
          entries={entries}
          label={t('creation.outline.resourcesOf', { chapter: props.label })}
          texts={creationSortableTexts(t)}
          onMove={moveResource}
        >
          {resources.map((resource, index) => (
            <SortableRow
              key={resource.id}
              id={resource.id}
              label={entries[index]?.label ?? ''}
              index={index}
              count={resources.length}
              onMove={moveResource}
              head={resourceHead(resource, index)}
              actions={removeButton(index)}
            />
          ))}
        </SortableList>
      ) : (
        <p className={styles.muted}>{t('creation.outline.noResources')}</p>
      )}
      <KindSelect kinds={props.kinds} chapterLabel={props.label} onAdd={props.onAddResource} />
    </SortableRow>
  );
}
