/**
 * The course editor's layout (issue 25): state and save bar on top, the course's fields, the outline beside the
 * selected resource's form, the review steps and the version history. While the draft is in review nobody edits
 * it (the fields are disabled and say why) until it is withdrawn or reviewed.
 */
import type { AuthoringOptions, DraftView } from '@portico/contracts';
import type { LanguageCode } from '@portico/core';
import { useState } from 'react';
import { useT } from '@/i18n/use-t.ts';
import { errorText } from '@/lib/api-errors.ts';
import { useCourseEditor } from '../hooks/use-course-editor.ts';
import { resourcePath } from '../lib/draft-check.ts';
import { findResource, replaceAt } from '../lib/outline.ts';
import { ADDABLE_KINDS, newResource, type AddableKind } from '../lib/new-resource.ts';
import { errorField } from '../lib/field-error.ts';
import { newClientId, type DraftResource } from '../lib/draft-ids.ts';
import type { MediaSlot } from '../lib/media-slot.ts';
import { CourseFields } from './course-fields.tsx';
import { OutlineEditor } from './outline-editor.tsx';
import { ResourceForm } from './resource-form.tsx';
import { ReviewActions } from './review-actions.tsx';
import { BackupBanner, SaveStatus } from './save-status.tsx';
import { StateBadge } from './state-badge.tsx';
import { VersionHistory } from './version-history.tsx';
import styles from './creation.module.css';

interface Props {
  schoolId: string;
  lang: LanguageCode;
  initial: DraftView;
  options: AuthoringOptions;
  MediaUpload: MediaSlot | undefined;
  onBack: () => void;
}

export function EditorBody({ schoolId, lang, initial, options, MediaUpload, onBack }: Props) {
  const t = useT();
  const editor = useCourseEditor(schoolId, initial);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const { draft, view } = editor;
  const editable = view.actions.includes('save');
  const fieldError = (field: string): string | null => {
    if (editor.problem?.field === field) return t(editor.problem.key);
    return errorField(editor.error) === field ? errorText(editor.error, t) : null;
  };
  const setChapters = (chapters: typeof draft.chapters) => editor.setDraft({ ...draft, chapters });
  const addResource = (index: number, kind: string) => {
    const resource = newResource(kind as AddableKind);
    setChapters(
      draft.chapters.map((c, i) => (i === index ? { ...c, resources: [...c.resources, resource] } : c)),
    );
    setSelectedId(resource.id);
  };
  // A save refused for a resource's missing field opens that resource, where the message is.
  const shownId = editor.currentId(selectedId) ?? editor.problem?.resourceId ?? null;
  const where = shownId ? findResource(draft.chapters, shownId) : null;
  const selected = where ? draft.chapters[where.chapter]?.resources[where.resource] : undefined;
  const updateResource = (resource: DraftResource) => {
    if (!where) return;
    const chapter = draft.chapters[where.chapter];
    if (!chapter) return;
    const resources = replaceAt(chapter.resources, where.resource, resource);
    setChapters(replaceAt(draft.chapters, where.chapter, { ...chapter, resources }));
  };
  const title = draft.title[options.defaultLang]?.trim() || t('creation.list.untitled');
  // Leaving the page is guarded by beforeunload (the hook); going back to the list inside it, here.
  const back = () => {
    if (!editor.dirty || window.confirm(t('creation.editor.leave'))) onBack();
  };
  return (
    <div className={styles.center}>
      <div className={styles.toolbar}>
        <button type="button" className={styles.link} onClick={back}>
          {t('creation.editor.back')}
        </button>
        {view.liveUrl ? (
          <a className={styles.link} href={view.liveUrl}>
            {t('creation.editor.live')}
          </a>
        ) : null}
      </div>
      <div className={styles.courseMain}>
        <h2 className={styles.sectionTitle}>{title}</h2>
        <StateBadge state={view.state} />
      </div>
      <BackupBanner editor={editor} />
      {!editable ? <p className={styles.notice}>{t('creation.editor.locked')}</p> : null}
      <fieldset className={styles.bare} disabled={!editable}>
        <legend className="sr-only">{t('creation.editor.fields')}</legend>
        <div className={styles.center}>
          <CourseFields
            schoolId={schoolId}
            draft={draft}
            options={options}
            fieldError={fieldError}
            onChange={editor.setDraft}
          />
          <div className={selected ? styles.editorGrid : styles.center}>
            <div className={styles.panel}>
              <OutlineEditor
                chapters={draft.chapters}
                lang={lang}
                defaultLang={options.defaultLang}
                languages={options.languages}
                kinds={ADDABLE_KINDS}
                selectedId={shownId}
                onChange={setChapters}
                onAddChapter={() =>
                  setChapters([...draft.chapters, { id: newClientId(), title: {}, resources: [] }])
                }
                onAddResource={addResource}
                onSelectResource={setSelectedId}
              />
            </div>
            {selected ? (
              <ResourceForm
                key={selected.id}
                schoolId={schoolId}
                resource={selected}
                path={resourcePath(draft, selected.id) ?? ''}
                options={options}
                MediaUpload={MediaUpload}
                fieldError={fieldError}
                onChange={updateResource}
                onClose={() => setSelectedId(null)}
              />
            ) : (
              <p className={styles.muted}>{t('creation.editor.pickResource')}</p>
            )}
          </div>
        </div>
      </fieldset>
      <ReviewActions editor={editor} />
      <VersionHistory schoolId={schoolId} lang={lang} editor={editor} />
      <SaveStatus editor={editor} canSave={editable} />
    </div>
  );
}
