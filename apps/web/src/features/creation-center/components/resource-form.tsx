/**
 * The selected resource's fields (issue 25 item 2): its title per language, whether it counts toward completion,
 * and what its kind needs — an article's text (the shared TipTap editor, images through the school's upload
 * service), a link (the server checks its legality and says so at the field), one of the school's exams, or a file
 * through the media slot (video with its captions, PDF, SCORM package).
 */
import type { AuthoringOptions } from '@portico/contracts';
import { AUTHORING_LIMITS } from '@portico/core';
import { LocalizedField } from '@/components/console/localized-field.tsx';
import { CheckField } from '@/components/check-field.tsx';
import { RichTextEditor } from '@/components/rich-text/rich-text-editor.tsx';
import { SelectField } from '@/components/select-field.tsx';
import { TextField } from '@/components/text-field.tsx';
import { useT } from '@/i18n/use-t.ts';
import { uploadImage } from '@/lib/upload-image.ts';
import type { DraftResource } from '../lib/draft-ids.ts';
import { kindLabel } from '../lib/kind-labels.ts';
import type { MediaSlot } from '../lib/media-slot.ts';
import { CaptionsField } from './captions-field.tsx';
import { MediaField } from './media-field.tsx';
import styles from './creation.module.css';

interface Props {
  schoolId: string;
  resource: DraftResource;
  /** 'chapters.0.resources.2': where the server's and the local checks name this resource's fields. */
  path: string;
  options: AuthoringOptions;
  MediaUpload: MediaSlot | undefined;
  fieldError: (field: string) => string | null;
  onChange: (resource: DraftResource) => void;
  onClose: () => void;
}

const TITLE_MAX = 100;

export function ResourceForm({
  schoolId,
  resource,
  path,
  options,
  MediaUpload,
  fieldError,
  onChange,
  onClose,
}: Props) {
  const t = useT();
  const err = (field: string) => fieldError(`${path}.${field}`);
  const kind = t(kindLabel(resource.kind));
  const onUploadImage = async (file: File) => (await uploadImage({ schoolId, file })).static_url;
  return (
    <section className={styles.panel} aria-labelledby="creation-resource-title">
      <div className={styles.toolbar}>
        <h2 id="creation-resource-title" className={styles.sectionTitle}>
          {t('creation.resource.edit', { kind })}
        </h2>
        <button type="button" className={styles.link} onClick={onClose}>
          {t('creation.resource.close')}
        </button>
      </div>
      <LocalizedField
        legend={t('creation.resource.title')}
        texts={resource.title}
        languages={options.languages}
        defaultLang={options.defaultLang}
        required
        max={TITLE_MAX}
        error={err('title')}
        onChange={(title) => onChange({ ...resource, title })}
      />
      <CheckField
        label={t('creation.resource.required')}
        hint={t('creation.resource.requiredHint')}
        checked={resource.required}
        onChange={(e) => onChange({ ...resource, required: e.target.checked })}
      />
      {resource.kind === 'article' ? (
        <RichTextEditor
          label={t('creation.resource.body')}
          value={resource.body}
          maxLength={AUTHORING_LIMITS.ARTICLE_BODY_MAX}
          error={err('body')}
          onUploadImage={onUploadImage}
          onChange={(body) => onChange({ ...resource, body })}
        />
      ) : resource.kind === 'external' ? (
        <TextField
          label={t('creation.resource.url')}
          hint={t('creation.resource.urlHint')}
          type="url"
          inputMode="url"
          dir="ltr"
          maxLength={AUTHORING_LIMITS.URL_MAX}
          value={resource.url}
          error={err('url')}
          onChange={(e) => onChange({ ...resource, url: e.target.value })}
        />
      ) : resource.kind === 'exam' ? (
        <SelectField
          label={t('creation.resource.exam')}
          hint={options.exams.length === 0 ? t('creation.resource.noExams') : undefined}
          value={resource.examId ?? ''}
          error={err('examId')}
          options={[
            { value: '', label: t('creation.resource.pickExam') },
            ...options.exams.map((exam) => ({ value: exam.id, label: exam.title })),
          ]}
          onChange={(e) => onChange({ ...resource, examId: e.target.value || null })}
        />
      ) : resource.kind === 'application' ? (
        <p className={styles.muted}>{t('creation.resource.application')}</p>
      ) : (
        <MediaField
          schoolId={schoolId}
          kind={resource.kind}
          label={t('creation.resource.file', { kind })}
          value={resource.media}
          error={err('media')}
          MediaUpload={MediaUpload}
          onChange={(media) => onChange({ ...resource, media })}
        />
      )}
      {resource.kind === 'video' ? (
        <CaptionsField
          schoolId={schoolId}
          captions={resource.captions}
          languages={options.languages}
          MediaUpload={MediaUpload}
          onChange={(captions) => onChange({ ...resource, captions })}
        />
      ) : null}
    </section>
  );
}
