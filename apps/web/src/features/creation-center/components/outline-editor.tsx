/**
 * The course outline editor (issue 25 item 2): chapters and their resources, added, renamed, removed and reordered
 * by drag (pointer, touch) and by keyboard (dnd-kit), or with the move buttons. Every reorder is also said in a
 * polite status line, so the move buttons are announced like a drag. Editing a resource's fields happens in the
 * resource form the parent shows for `selectedId`.
 */
import { localizedText, type LanguageCode } from '@portico/core';
import { useState } from 'react';
import { useT } from '@/i18n/use-t.ts';
import type { DraftChapter, DraftResource } from '../lib/draft-ids.ts';
import { moveAt, removeAt, replaceAt } from '../lib/outline.ts';
import { OutlineChapter } from './outline-chapter.tsx';
import { SortableList } from '@/components/sortable/sortable-list.tsx';
import { creationSortableTexts } from '@/components/sortable/creation-pack-texts.ts';
import styles from './creation.module.css';

export interface OutlineEditorProps<C extends DraftChapter> {
  chapters: readonly C[];
  lang: LanguageCode;
  defaultLang: LanguageCode;
  languages: LanguageCode[];
  /** Resource kinds an author may add, in menu order. */
  kinds: readonly DraftResource['kind'][];
  selectedId: string | null;
  onChange: (chapters: C[]) => void;
  onAddChapter: () => void;
  onAddResource: (chapterIndex: number, kind: DraftResource['kind']) => void;
  onSelectResource: (resourceId: string | null) => void;
}

export function OutlineEditor<C extends DraftChapter>(props: OutlineEditorProps<C>) {
  const t = useT();
  const [said, setSaid] = useState('');
  const { chapters, lang, defaultLang } = props;
  const label = (texts: DraftChapter['title'], fallback: string) =>
    localizedText('', texts, lang, defaultLang).trim() || fallback;
  const chapterLabel = (c: DraftChapter, i: number) =>
    label(c.title, t('creation.outline.untitledChapter', { n: i + 1 }));
  const entries = chapters.map((c, i) => ({ id: c.id, label: chapterLabel(c, i) }));

  const moveChapter = (from: number, to: number) => {
    const entry = entries[from];
    props.onChange(moveAt(chapters, from, to));
    if (entry)
      setSaid(t('creation.dnd.dropped', { item: entry.label, position: to + 1, total: chapters.length }));
  };
  const updateChapter = (index: number, chapter: C) => props.onChange(replaceAt(chapters, index, chapter));
  const removeChapter = (index: number) => {
    const chapter = chapters[index];
    if (chapter?.resources.some((r) => r.id === props.selectedId)) props.onSelectResource(null);
    props.onChange(removeAt(chapters, index));
    if (chapter) setSaid(t('creation.outline.removed', { item: chapterLabel(chapter, index) }));
  };

  return (
    <section className={styles.outline} aria-labelledby="creation-outline-title">
      <h2 id="creation-outline-title" className={styles.sectionTitle}>
        {t('creation.outline.title')}
      </h2>
      {chapters.length === 0 ? <p className={styles.muted}>{t('creation.outline.empty')}</p> : null}
      <SortableList
        id="creation-outline-chapters"
        entries={entries}
        label={t('creation.outline.chapters')}
        texts={creationSortableTexts(t)}
        onMove={moveChapter}
      >
        {chapters.map((chapter, index) => (
          <OutlineChapter
            key={chapter.id}
            chapter={chapter}
            index={index}
            count={chapters.length}
            label={chapterLabel(chapter, index)}
            resourceLabel={(r, i) => label(r.title, t('creation.outline.untitledResource', { n: i + 1 }))}
            languages={props.languages}
            defaultLang={defaultLang}
            kinds={props.kinds}
            selectedId={props.selectedId}
            onMove={moveChapter}
            onChange={(next) => updateChapter(index, next)}
            onRemove={() => removeChapter(index)}
            onAddResource={(kind) => props.onAddResource(index, kind)}
            onSelectResource={props.onSelectResource}
            onSay={setSaid}
          />
        ))}
      </SortableList>
      <button type="button" className={styles.secondary} onClick={props.onAddChapter}>
        {t('creation.outline.addChapter')}
      </button>
      <p role="status" className="sr-only">
        {said}
      </p>
    </section>
  );
}
