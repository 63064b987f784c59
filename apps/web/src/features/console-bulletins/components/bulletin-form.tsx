/** Create or edit one bulletin: content per language, the window it shows in (local time), active or off. */
import type { ConsoleBulletinInput } from '@portico/contracts';
import { CONTENT_LIMITS, hasDefaultText, isBulletinWindowValid, type LanguageCode } from '@portico/core';
import { useEffect, useRef, useState } from 'react';
import { CheckField } from '@/components/check-field.tsx';
import { LocalizedField } from '@/components/console/localized-field.tsx';
import styles from '@/components/console/content-form.module.css';
import { SaveBar } from '@/components/console/save-bar.tsx';
import { TextField } from '@/components/text-field.tsx';
import { useT } from '@/i18n/use-t.ts';
import { fromLocalInput, toLocalInput } from '@/lib/local-datetime.ts';

export function BulletinForm(props: {
  title: string;
  initial: ConsoleBulletinInput;
  languages: LanguageCode[];
  defaultLang: LanguageCode;
  saving: boolean;
  error: unknown;
  onSave: (input: ConsoleBulletinInput) => void;
  onCancel: () => void;
  onReload: () => void;
}) {
  const t = useT();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [input, setInput] = useState(props.initial);
  const [attempted, setAttempted] = useState(false);
  // The form opens on a click: take the keyboard there.
  useEffect(() => headingRef.current?.focus(), []);
  const contentError = !hasDefaultText(input.content, props.defaultLang)
    ? t('console.content.requiredError')
    : null;
  const windowError = !isBulletinWindowValid(input.startTime, input.endTime)
    ? t('console.bulletins.windowError')
    : null;
  const dirty = JSON.stringify(input) !== JSON.stringify(props.initial);
  return (
    <div className={styles.panel}>
      <h3 ref={headingRef} tabIndex={-1}>
        {props.title}
      </h3>
      <LocalizedField
        legend={t('console.bulletins.content')}
        texts={input.content}
        languages={props.languages}
        defaultLang={props.defaultLang}
        required
        multiline
        max={CONTENT_LIMITS.BULLETIN_CONTENT_MAX}
        error={attempted ? contentError : null}
        onChange={(content) => setInput({ ...input, content })}
      />
      <div className={styles.grid2}>
        {(['startTime', 'endTime'] as const).map((key) => (
          <TextField
            key={key}
            label={t(key === 'startTime' ? 'console.bulletins.start' : 'console.bulletins.end')}
            type="datetime-local"
            required
            value={toLocalInput(input[key])}
            // One time-zone note for the pair, under the second field.
            hint={key === 'endTime' ? t('console.bulletins.timesNote') : undefined}
            error={key === 'endTime' && attempted ? windowError : null}
            onChange={(e) => setInput({ ...input, [key]: fromLocalInput(e.target.value) })}
          />
        ))}
      </div>
      <CheckField
        label={t('console.bulletins.active')}
        checked={input.status === 1}
        onChange={(e) => setInput({ ...input, status: e.target.checked ? 1 : 0 })}
      />
      {/* Its own box: the bar stays with the form instead of floating over the fields and the menu. */}
      <div>
        <SaveBar
          dirty={dirty || props.initial.content[props.defaultLang] === undefined}
          saving={props.saving}
          error={props.error}
          onSave={() => {
            setAttempted(true);
            if (contentError || windowError) return;
            props.onSave(input);
          }}
          onReset={props.onCancel}
          onReload={props.onReload}
        />
      </div>
    </div>
  );
}
