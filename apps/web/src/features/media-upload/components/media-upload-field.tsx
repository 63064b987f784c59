/**
 * The creation center's media field (issue 25): pick a video, PDF, SCORM zip or WebVTT file; it uploads with
 * tus (pause, resume, continued after a broken connection or a reload when the same file is picked again), shows
 * its progress (`<progress>` with a label, and a live status), and then what the server read from it (name, size,
 * duration or pages). Errors are translated from the server's stable codes. The slot's contract: props
 * `{ schoolId, kind, value, onChange, label }`, default export; the creation center loads it as a lazy chunk.
 */
import type { MediaKind, MediaRef } from '@portico/contracts';
import { MEDIA_LIMITS } from '@portico/core';
import { useId, useRef } from 'react';
import type { MessageKey } from '@/i18n/keys.ts';
import { useT } from '@/i18n/use-t.ts';
import { useMediaUpload, type UploadProblem } from '../hooks/use-media-upload.ts';
import styles from './media-upload-field.module.css';

export interface MediaUploadFieldProps {
  schoolId: string;
  kind: MediaKind;
  value: MediaRef | null;
  onChange: (ref: MediaRef | null) => void;
  label: string;
}

const ACCEPT: Record<MediaKind, string> = {
  video: 'video/mp4,video/webm,video/ogg,.mp4,.m4v,.webm,.ogv',
  document: 'application/pdf,.pdf',
  scorm: 'application/zip,.zip',
  caption: 'text/vtt,.vtt',
  // Issue 27: a knowledge library's file (checked again by content on the server).
  library: '.pdf,.docx,.xlsx,.pptx,.doc,.xls,.ppt,.png,.jpg,.jpeg,.gif,.webp',
};

export function formatBytes(bytes: number, lang?: string): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${new Intl.NumberFormat(lang, { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value)} ${units[unit]}`;
}

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

function problemText(problem: UploadProblem, kind: MediaKind, t: ReturnType<typeof useT>): string {
  // The shared refusal names the course kinds' formats; a library takes other ones (issue 27).
  if (problem.code === 'MEDIA_TYPE_REFUSED' && kind === 'library') return t('media.error.libraryType');
  if (problem.reason === 'tooLarge' || problem.code === 'MEDIA_TOO_LARGE') {
    return t('media.error.tooLarge', { size: formatBytes(Number(problem.details?.max ?? 0)) });
  }
  if (problem.reason === 'network') return t('media.error.network');
  if (problem.code) return t(`errors.${problem.code}` as MessageKey);
  return t('media.error.server');
}

export default function MediaUploadField({ schoolId, kind, value, onChange, label }: MediaUploadFieldProps) {
  const t = useT();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useMediaUpload(schoolId, kind, onChange);
  const percent = upload.sent.total ? Math.floor((upload.sent.bytes / upload.sent.total) * 100) : 0;
  const busy = upload.phase === 'uploading' || upload.phase === 'checking';
  return (
    <div className={styles.field} data-testid={`media-upload-${kind}`}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <p className={styles.hint} id={`${id}-hint`}>
        {t(`media.accept.${kind}` as MessageKey, { size: formatBytes(MEDIA_LIMITS.MAX_BYTES[kind]) })}
      </p>
      <input
        ref={input}
        id={id}
        type="file"
        accept={ACCEPT[kind]}
        aria-describedby={`${id}-hint`}
        disabled={busy}
        className={styles.input}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          if (file) void upload.start(file);
        }}
      />
      {upload.phase !== 'idle' && upload.phase !== 'done' ? (
        <div className={styles.progressRow}>
          <progress
            id={`${id}-progress`}
            className={styles.progress}
            max={100}
            value={percent}
            aria-label={t('media.progressLabel', { name: label })}
          />
          <span aria-hidden="true">{percent}%</span>
          {upload.phase === 'uploading' ? (
            <button type="button" className={styles.button} onClick={upload.pause}>
              {t('media.pause')}
            </button>
          ) : null}
          {upload.phase === 'paused' ||
          (upload.phase === 'failed' && upload.problem?.reason === 'network') ? (
            <button type="button" className={styles.button} onClick={upload.resume}>
              {t('media.resume')}
            </button>
          ) : null}
        </div>
      ) : null}
      <p role="status" className={styles.status} data-testid="media-upload-status" data-phase={upload.phase}>
        {upload.phase === 'uploading'
          ? upload.resumed
            ? t('media.resuming', { percent })
            : t('media.uploading', { percent })
          : null}
        {upload.phase === 'paused' ? t('media.paused', { percent }) : null}
        {upload.phase === 'checking' ? t('media.checking') : null}
      </p>
      {upload.problem ? (
        <p role="alert" className={styles.error}>
          {problemText(upload.problem, kind, t)}
        </p>
      ) : null}
      {value ? (
        <div className={styles.result} data-testid="media-upload-result">
          <span className={styles.name}>{value.name}</span>
          <span>{formatBytes(value.bytes)}</span>
          {value.durationS !== null ? (
            <span>{t('media.duration', { value: clock(value.durationS) })}</span>
          ) : null}
          {value.pageCount !== null ? <span>{t('media.pages', { value: value.pageCount })}</span> : null}
          <button
            type="button"
            className={styles.button}
            onClick={() => {
              onChange(null);
              if (input.current) input.current.value = '';
            }}
          >
            {t('media.remove')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
