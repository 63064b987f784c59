/**
 * The navigation section (issue 13 §1, §5; `/iadmin/{id}/management/navigation`): navigation groups and their
 * entries of every kind of spec §3, ordered by drag or keyboard, shown or hidden, titled per language, with a live
 * preview of the header. Edits are saved as a draft (admins preview it in the portal with the preview banner) and
 * published for every visitor; core's validateNavigationDocument checks them here and again on the server.
 */
import {
  NAV_DOC_LIMITS,
  moveListItem,
  navBaseText,
  validateNavigationDocument,
  withLang,
  portalHomeLink,
  subSchoolPortalLink,
  type NavDocProblem,
  type NavigationDocument,
} from '@portico/core';
import { CONSOLE_NAVIGATION_API_PATHS, consoleTail, type ConsoleNavigation } from '@portico/contracts';
import { useMemo, useState } from 'react';
import type { ConsoleSectionProps } from '@/components/console/section-props.ts';
import { SaveBar } from '@/components/console/save-bar.tsx';
import { SectionShell } from '@/components/console/section-shell.tsx';
import { useVersionedForm } from '@/components/console/use-versioned-form.ts';
import { useT } from '@/i18n/use-t.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import type { VersionedData } from '@/lib/console-api.ts';
import { formatDate } from '@/lib/format-date.ts';
import { rowsToOpen, serverProblems } from '../utils/problems.ts';
import { NavEditorContext, type EditorContext } from './editor-context.ts';
import { GroupPanel } from './group-panel.tsx';
import { HeaderPreview } from './header-preview.tsx';
import { ReorderList } from './reorder-list.tsx';
import styles from './navigation.module.css';

/** What the form edits: the draft when there is one, else the published navigation (same shape as core's). */
const working = (view: ConsoleNavigation) => (view.draft ?? view.published) as NavigationDocument;

type NavigationWrite = 'draft' | 'publish' | 'discard';
const WRITES = {
  draft: { kind: 'save', tail: consoleTail(CONSOLE_NAVIGATION_API_PATHS.draft), method: 'PUT' },
  publish: { kind: 'publish', tail: consoleTail(CONSOLE_NAVIGATION_API_PATHS.publish), method: 'POST' },
  discard: { kind: 'discard', tail: consoleTail(CONSOLE_NAVIGATION_API_PATHS.draft), method: 'DELETE' },
} as const;

export default function NavigationSection({ page }: ConsoleSectionProps) {
  const t = useT();
  const b = useBootstrap();
  const form = useVersionedForm<ConsoleNavigation, NavigationDocument>(
    page.schoolId,
    consoleTail(CONSOLE_NAVIGATION_API_PATHS.navigation),
    page.data as VersionedData<ConsoleNavigation> | null,
    { draftOf: working, saveTail: consoleTail(CONSOLE_NAVIGATION_API_PATHS.draft) },
  );
  const view = form.view;
  const doc = form.draft;
  const [selected, setGroup] = useState(0);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const [problems, setProblems] = useState<NavDocProblem[]>([]);
  // A reload or a save may leave fewer groups than the one selected.
  const group = Math.min(selected, Math.max(0, (doc?.groups.length ?? 1) - 1));
  const ctx = useMemo<EditorContext | null>(() => {
    if (!view) return null;
    const errors = new Map(problems.map((p) => [p.path, t(`console.navigation.rule.${p.rule}`)]));
    const toggle = (key: string) =>
      setOpen((prev) => {
        const next = new Set(prev);
        if (next.has(key)) next.delete(key);
        else next.add(key);
        return next;
      });
    return { ...view, errors, open, toggle };
  }, [view, problems, open, t]);
  if (!view || !doc || !ctx) {
    return <SectionShell title={t('console.section.navigation')} loading loadError={form.query.error} />;
  }
  const { defaultLang } = view;
  const edit = (next: NavigationDocument) => {
    form.setDraft(next);
    if (problems.length) setProblems(validateNavigationDocument(next, { defaultLang }));
  };
  const run = (kind: NavigationWrite) => {
    if (kind !== 'discard') {
      const found = validateNavigationDocument(doc, {
        defaultLang,
        pageIds: new Set(view.pages.map((p) => p.id)),
      });
      setProblems(found);
      if (found.length) {
        setOpen((prev) => new Set([...prev, ...rowsToOpen(found)]));
        return;
      }
    }
    form.write(
      { ...WRITES[kind], data: kind === 'discard' ? {} : doc },
      {
        onError: (error) => {
          const found = serverProblems(error);
          setProblems(found);
          setOpen((prev) => new Set([...prev, ...rowsToOpen(found)]));
        },
      },
    );
  };
  const current = doc.groups[group];
  const groupPath = `groups.${group}`;
  const groupLabel = (g: NavigationDocument['groups'][number]) =>
    navBaseText(g.name, defaultLang) || t('console.navigation.untitled');
  const previewHref = withLang(
    page.isSubSchool && page.parentSchoolId
      ? subSchoolPortalLink({ schoolId: page.parentSchoolId, subSchoolId: page.schoolId, lang: b.lang })
      : portalHomeLink({ schoolId: page.schoolId, lang: b.lang }),
    b.lang,
  );
  const designerLink = `/design/portal?${new URLSearchParams({ schoolId: page.schoolId, 'sxz-lang': b.lang }).toString()}`;
  const preview = `${previewHref}${previewHref.includes('?') ? '&' : '?'}preview=1`;

  return (
    <NavEditorContext.Provider value={ctx}>
      <SectionShell
        title={t('console.section.navigation')}
        lead={
          <>
            {t('console.navigation.lead')}{' '}
            {/* Issue 27: navigation entries point at composed pages by pageId; the designer makes them. */}
            <a href={designerLink}>{t('console.navigation.designPages')}</a>
          </>
        }
        status={`${
          view.draft
            ? t('console.navigation.draftState', { time: formatDate(view.draftSavedAt ?? '', b.lang, true) })
            : t('console.navigation.publishedState')
        }${form.done === 'publish' ? ` ${t('console.navigation.published')}` : ''}`}
        error={problems.length ? null : form.actionError}
        onReload={() => void form.onReload()}
      >
        <HeaderPreview
          doc={doc}
          group={group}
          languages={view.languages}
          defaultLang={defaultLang}
          initialLang={b.lang}
          isO3={view.isO3}
        />

        <h3>{t('console.navigation.groups')}</h3>
        <ReorderList
          items={doc.groups}
          label={t('console.navigation.groups')}
          keyOf={(g, i) => g.id ?? `new-${i}`}
          labelOf={groupLabel}
          onMove={(from, to) => {
            edit({ groups: moveListItem(doc.groups, from, to) });
            setGroup(to);
          }}
          renderHead={(g, i) => (
            <>
              <span className={styles.title}>{groupLabel(g)}</span>
              <button
                type="button"
                className={styles.small}
                aria-pressed={i === group}
                onClick={() => setGroup(i)}
              >
                {t('console.navigation.editGroup')}
                <span className="sr-only"> {groupLabel(g)}</span>
              </button>
              {doc.groups.length > 1 ? (
                <button
                  type="button"
                  className={styles.small}
                  aria-label={t('console.navigation.removeNamed', { name: groupLabel(g) })}
                  onClick={() => {
                    edit({ groups: doc.groups.filter((_, j) => j !== i) });
                    setGroup(0);
                  }}
                >
                  {t('console.navigation.remove')}
                </button>
              ) : null}
            </>
          )}
        />
        {doc.groups.length < NAV_DOC_LIMITS.GROUPS_MAX ? (
          <button
            type="button"
            className={styles.add}
            onClick={() => {
              edit({ groups: [...doc.groups, { id: null, name: {}, templateName: 'index1', pages: [] }] });
              setGroup(doc.groups.length);
            }}
          >
            {t('console.navigation.addGroup')}
          </button>
        ) : null}

        {current ? (
          <GroupPanel
            group={current}
            path={groupPath}
            heading={t('console.navigation.groupHeading', { name: groupLabel(current) })}
            onChange={(next) => edit({ groups: doc.groups.map((g, i) => (i === group ? next : g)) })}
          />
        ) : null}

        {problems.length ? (
          <p className={styles.error} role="alert">
            {t('console.navigation.problems', { count: problems.length })}
          </p>
        ) : null}
        <div className={styles.saveBar}>
          <SaveBar
            {...form.saveBar}
            error={problems.length ? null : form.saveBar.error}
            onSave={() => run('draft')}
            onReset={() => {
              form.onReset();
              setProblems([]);
            }}
            saveLabel={t('console.navigation.saveDraft')}
          />
        </div>
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.primary}
            disabled={form.busy}
            onClick={() => run('publish')}
          >
            {t('console.navigation.publish')}
          </button>
          {view.draft ? (
            <>
              <a className={styles.link} href={preview} target="_blank" rel="noopener">
                {t('console.navigation.openPreview')}
              </a>
              <button
                type="button"
                className={styles.small}
                disabled={form.busy}
                onClick={() => run('discard')}
              >
                {t('console.navigation.discard')}
              </button>
            </>
          ) : (
            <span className={styles.hint}>{t('console.navigation.previewHint')}</span>
          )}
        </div>
      </SectionShell>
    </NavEditorContext.Provider>
  );
}
