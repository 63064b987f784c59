/**
 * A SCORM 1.2 / 2004 resource (issue 25): the runtime (scorm-again, its own chunk) is installed on `window.API`
 * or `window.API_1484_11` with the data saved last (resume: suspend_data, lesson location) *before* the package's
 * frame loads, since a package looks for the API once, at its start. Every commit and finish of the package is
 * sent to the server, which stores it and maps completion and score onto the course's progress. The frame is
 * same-origin (the package must reach `window.parent.API`) and its files are served frame-able by us only.
 */
import type { ScormCommitResult, ScormRuntimeState } from '@portico/contracts';
import { useEffect, useRef, useState } from 'react';
import { useT } from '@/i18n/use-t.ts';
import { errorText } from '@/lib/api-errors.ts';
import { commitScorm, loadScormState } from '../api/scorm-runtime.ts';
import styles from './learn.module.css';

interface RuntimeApi {
  on(event: string, callback: () => void): void;
  loadFromJSON(json: Record<string, unknown>, element?: string): void;
  renderCommitCMI(terminate: boolean): unknown;
}

type ScormWindow = Window & { API?: unknown; API_1484_11?: unknown };

async function installRuntime(state: ScormRuntimeState, onCommit: (cmi: Record<string, unknown>) => void) {
  const settings = { autocommit: false, lmsCommitUrl: false, logLevel: 5 } as const;
  // The ESM build exports the class by name while its typings declare a default export: take whichever exists.
  type Ctor = new (options: typeof settings) => RuntimeApi;
  const pick = (mod: object, name: string) =>
    ((mod as Record<string, unknown>)[name] ?? (mod as { default?: unknown }).default) as Ctor;
  const Runtime =
    state.version === '1.2'
      ? pick(await import('scorm-again/scorm12'), 'Scorm12API')
      : pick(await import('scorm-again/scorm2004'), 'Scorm2004API');
  const api = new Runtime(settings);
  if (state.cmi) api.loadFromJSON(state.cmi, '');
  const send = () => onCommit(api.renderCommitCMI(false) as Record<string, unknown>);
  for (const event of state.version === '1.2' ? ['LMSCommit', 'LMSFinish'] : ['Commit', 'Terminate']) {
    api.on(event, send);
  }
  const target = window as ScormWindow;
  if (state.version === '1.2') target.API = api;
  else target.API_1484_11 = api;
  return () => {
    delete target.API;
    delete target.API_1484_11;
  };
}

export function ScormView({
  schoolId,
  resourceId,
  title,
  onResult,
}: {
  schoolId: string;
  resourceId: string;
  title: string;
  onResult: (result: ScormCommitResult) => void;
}) {
  const t = useT();
  const [launchUrl, setLaunchUrl] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');
  const onResultRef = useRef(onResult);
  useEffect(() => {
    onResultRef.current = onResult;
  });
  useEffect(() => {
    let uninstall: (() => void) | undefined;
    let cancelled = false;
    // Commits go one after another, so an older CMI can never overwrite a newer one on the server.
    let queue = Promise.resolve();
    const onCommit = (cmi: Record<string, unknown>) => {
      queue = queue.then(async () => {
        setSaved('saving');
        try {
          onResultRef.current(await commitScorm(schoolId, resourceId, cmi));
          setSaved('saved');
        } catch {
          setSaved('failed');
        }
      });
    };
    loadScormState(schoolId, resourceId)
      .then(async (state) => {
        const remove = await installRuntime(state, onCommit);
        if (cancelled) return remove();
        uninstall = remove;
        setLaunchUrl(state.launchUrl);
      })
      .catch((error: unknown) => {
        if (!cancelled) setProblem(errorText(error, t));
      });
    return () => {
      cancelled = true;
      uninstall?.();
    };
  }, [schoolId, resourceId, t]);
  if (problem) return <p role="alert">{problem}</p>;
  if (!launchUrl) return <p role="status">{t('scorm.loading')}</p>;
  return (
    <div className={styles.application}>
      <iframe className={styles.scormFrame} src={launchUrl} title={title} data-testid="scorm-frame" />
      <p className={styles.notice} role="status" data-testid="scorm-save" data-state={saved}>
        {saved === 'saving' ? t('scorm.saving') : null}
        {saved === 'saved' ? t('scorm.saved') : null}
        {saved === 'failed' ? t('scorm.saveFailed') : null}
        {saved === 'idle' ? t('scorm.note') : null}
      </p>
    </div>
  );
}
