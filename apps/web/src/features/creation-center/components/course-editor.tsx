/**
 * One course in the creation center (issue 25 items 2–3): loads its draft and the school's choices, then the
 * editor. Keyed by course, so opening another course starts a fresh edit state.
 */
import type { LanguageCode } from '@portico/core';
import { useT } from '@/i18n/use-t.ts';
import { errorText } from '@/lib/api-errors.ts';
import { useDraft } from '../api/draft.ts';
import { useAuthoringOptions } from '../api/options.ts';
import type { MediaSlot } from '../lib/media-slot.ts';
import { EditorBody } from './editor-body.tsx';

interface Props {
  schoolId: string;
  courseId: string;
  lang: LanguageCode;
  MediaUpload: MediaSlot | undefined;
  onBack: () => void;
}

export function CourseEditor(props: Props) {
  const t = useT();
  const draft = useDraft(props.schoolId, props.courseId);
  const options = useAuthoringOptions(props.schoolId);
  const failed = draft.error ?? options.error;
  if (failed) {
    return (
      <div>
        <p role="alert">{errorText(failed, t)}</p>
        <button type="button" onClick={props.onBack}>
          {t('creation.editor.back')}
        </button>
      </div>
    );
  }
  if (!draft.data || !options.data) return <p role="status">{t('common.loading')}</p>;
  return <EditorBody key={props.courseId} {...props} initial={draft.data} options={options.data} />;
}
