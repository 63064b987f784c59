/**
 * Scheduling or editing a live session (issue 26 item 3): the title with the spec's 100-character limit counted as a
 * reader counts (core fieldLength; the 101st is warned about at once and nothing is sent), the start in the
 * lecturer's local time (sent as UTC), the duration within core LIVE_RULES, and the join URL against the same
 * legality check the server applies (core isLegalJoinUrl). The server repeats every check with its own codes.
 */
import { LIVE_RULES, durationProblem, fieldLength, isLegalJoinUrl, liveTitleProblem } from '@portico/core';
import type { LiveSessionBody } from '@portico/contracts';
import { useId, useState, type FormEvent } from 'react';
import { TextField } from '@/components/text-field.tsx';
import { useT } from '@/i18n/use-t.ts';
import { errorText } from '@/lib/api-errors.ts';
import { fromLocalInput, toLocalInput } from '@/lib/local-datetime.ts';
import styles from './teaching-center.module.css';

interface LiveSessionFormProps {
  title: string;
  submitLabel: string;
  initial?: LiveSessionBody;
  onSubmit: (body: LiveSessionBody) => Promise<void>;
  onClose?: () => void;
}

const MAX = LIVE_RULES.TITLE_MAX;

export function LiveSessionForm({ title, submitLabel, initial, onSubmit, onClose }: LiveSessionFormProps) {
  const t = useT();
  const titleId = useId();
  const [name, setName] = useState(initial?.title ?? '');
  const [start, setStart] = useState(initial ? toLocalInput(initial.startAt) : '');
  const [duration, setDuration] = useState(String(initial?.durationMinutes ?? 60));
  const [url, setUrl] = useState(initial?.joinUrl ?? '');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const titleProblem = liveTitleProblem(name);
  const startAt = fromLocalInput(start);
  const minutes = Number(duration);
  const problems = {
    title:
      titleProblem === 'too_long'
        ? t('classes.form.tooLong', { used: fieldLength(name), max: MAX })
        : titleProblem === 'required' && tried
          ? t('errors.LIVE_TITLE_REQUIRED')
          : null,
    start: tried && !startAt ? t('live.form.startRequired') : null,
    duration:
      tried && (duration.trim() === '' || durationProblem(minutes))
        ? t('errors.LIVE_DURATION_INVALID', { min: LIVE_RULES.DURATION_MIN, max: LIVE_RULES.DURATION_MAX })
        : null,
    url: tried && !isLegalJoinUrl(url) ? t('errors.LIVE_URL_INVALID') : null,
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (titleProblem || !startAt || durationProblem(minutes) || !isLegalJoinUrl(url)) return;
    setBusy(true);
    setError(null);
    try {
      await onSubmit({ title: name.trim(), startAt, durationMinutes: minutes, joinUrl: url.trim() });
      if (!initial) {
        setName('');
        setStart('');
        setUrl('');
        setTried(false);
      }
    } catch (caught) {
      setError(errorText(caught, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} aria-labelledby={titleId} noValidate>
      <h4 id={titleId} className={styles.subheading}>
        {title}
      </h4>
      <TextField
        label={t('live.form.title')}
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={problems.title}
        required
      />
      <p className={styles.counter} data-over={fieldLength(name) > MAX} aria-live="polite">
        {t('classes.form.counter', { used: fieldLength(name), max: MAX })}
      </p>
      <TextField
        label={t('live.form.start')}
        type="datetime-local"
        value={start}
        onChange={(event) => setStart(event.target.value)}
        error={problems.start}
        required
      />
      <TextField
        label={t('live.form.duration')}
        type="number"
        inputMode="numeric"
        min={LIVE_RULES.DURATION_MIN}
        max={LIVE_RULES.DURATION_MAX}
        step={5}
        value={duration}
        onChange={(event) => setDuration(event.target.value)}
        hint={t('live.form.durationHint', { min: LIVE_RULES.DURATION_MIN, max: LIVE_RULES.DURATION_MAX })}
        error={problems.duration}
        required
      />
      <TextField
        label={t('live.form.url')}
        type="url"
        inputMode="url"
        value={url}
        onChange={(event) => setUrl(event.target.value)}
        hint={t('live.form.urlHint')}
        error={problems.url}
        required
      />
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={busy}>
          {submitLabel}
        </button>
        {onClose ? (
          <button type="button" className={styles.secondary} onClick={onClose}>
            {t('common.close')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
