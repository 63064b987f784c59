/**
 * The navigation section (issue 13 §1, §5; `/iadmin/{id}/management/navigation`): navigation groups and their
 * entries of every kind of spec §3, ordered by drag or keyboard, shown or hidden, titled per language, with a live
 * preview of the header. Edits are saved as a draft (admins preview it in the portal with the preview banner) and
 * published for every visitor; core's validateNavigationDocument checks them here and again on the server.
 */
import {
  NAV_DOC_LIMITS,
  NAV_TEMPLATES,
  moveListItem,
  navBaseText,
  validateNavigationDocument,
  withLang,
  portalHomeLink,
  subSchoolPortalLink,
  type NavDocProblem,
  type NavigationDocument,
  type NavigationTemplate,
} from '@portico/core';
import { useId, useMemo, useState } from 'react';
import type { ConsoleSectionProps } from '@/components/console/section-props.ts';
import { SaveBar } from '@/components/console/save-bar.tsx';
import { useT } from '@/i18n/use-t.ts';
import { errorText } from '@/lib/api-errors.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { formatDate } from '@/lib/format-date.ts';
import {
  useNavigation,
  useNavigationWrite,
  type NavigationData,
  type NavigationWrite,
} from '../api/navigation.ts';
import { rowsToOpen, serverProblems } from '../utils/problems.ts';
import { NavEditorContext, errorsAt, type EditorContext } from './editor-context.ts';
import { HeaderPreview } from './header-preview.tsx';
import { PageTree } from './page-tree.tsx';
import { ReorderList } from './reorder-list.tsx';
import { TextsField } from './texts-field.tsx';
import styles from './navigation.module.css';

/** What the form edits: the draft when there is one, else the published navigation (same shape as core's). */
const working = (data: NavigationData) => (data.data.draft ?? data.data.published) as NavigationDocument;

export default function NavigationSection({ page }: ConsoleSectionProps) {
  const t = useT();
  const b = useBootstrap();
  const id = useId();
  const query = useNavigation(page.schoolId, page.data as NavigationData | null);
  const write = useNavigationWrite(page.schoolId);
  const data = query.data;
  const [loadedFrom, setLoadedFrom] = useState<NavigationData | undefined>(data);
  const [doc, setDoc] = useState<NavigationDocument | null>(data ? working(data) : null);
  const [group, setGroup] = useState(0);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const [problems, setProblems] = useState<NavDocProblem[]>([]);
  const [done, setDone] = useState<NavigationWrite | null>(null);
  // New data from the server (a save, a reload): the form starts again from it.
  if (data && data !== loadedFrom) {
    setLoadedFrom(data);
    setDoc(working(data));
    setGroup((g) => Math.min(g, Math.max(0, working(data).groups.length - 1)));
  }
  const ctx = useMemo<EditorContext | null>(() => {
    if (!data) return null;
    const errors = new Map(problems.map((p) => [p.path, t(`console.navigation.rule.${p.rule}`)]));
    const toggle = (key: string) =>
      setOpen((prev) => {
        const next = new Set(prev);
        if (next.has(key)) next.delete(key);
        else next.add(key);
        return next;
      });
    return { ...data.data, errors, open, toggle };
  }, [data, problems, open, t]);
  if (!data || !doc || !ctx) {
    return (
      <section>
        <h2>{t('console.section.navigation')}</h2>
        <p role="status">{query.isError ? errorText(query.error, t) : t('common.loading')}</p>
      </section>
    );
  }
  const { defaultLang } = data.data;
  const dirty = JSON.stringify(doc) !== JSON.stringify(working(data));
  const edit = (next: NavigationDocument) => {
    setDoc(next);
    setDone(null);
    if (problems.length) setProblems(validateNavigationDocument(next, { defaultLang }));
  };
  const run = (kind: NavigationWrite) => {
    if (kind !== 'discard') {
      const found = validateNavigationDocument(doc, {
        defaultLang,
        pageIds: new Set(data.data.pages.map((p) => p.id)),
      });
      setProblems(found);
      if (found.length) {
        setOpen((prev) => new Set([...prev, ...rowsToOpen(found)]));
        return;
      }
    }
    write.mutate(
      { kind, version: data.version, doc },
      {
        onSuccess: () => setDone(kind),
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
  const preview = `${previewHref}${previewHref.includes('?') ? '&' : '?'}preview=1`;

  return (
    <NavEditorContext.Provider value={ctx}>
      <section className={styles.section} aria-labelledby={`${id}-h`}>
        <h2 id={`${id}-h`}>{t('console.section.navigation')}</h2>
        <p className={styles.lead}>{t('console.navigation.lead')}</p>
        <p className={styles.state} role="status">
          {data.data.draft
            ? t('console.navigation.draftState', {
                time: formatDate(data.data.draftSavedAt ?? '', b.lang, true),
              })
            : t('console.navigation.publishedState')}
          {done === 'publish' ? ` ${t('console.navigation.published')}` : ''}
        </p>

        <HeaderPreview
          doc={doc}
          group={group}
          languages={data.data.languages}
          defaultLang={defaultLang}
          initialLang={b.lang}
          isO3={data.data.isO3}
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
          <div className={styles.groupPanel}>
            <h3>{t('console.navigation.groupHeading', { name: groupLabel(current) })}</h3>
            <TextsField
              legend={t('console.navigation.groupName')}
              texts={current.name}
              languages={data.data.languages}
              defaultLang={defaultLang}
              required
              max={NAV_DOC_LIMITS.NAME_MAX}
              errors={errorsAt(ctx.errors, `${groupPath}.name`)}
              onChange={(name) =>
                edit({ groups: doc.groups.map((g, i) => (i === group ? { ...g, name } : g)) })
              }
            />
            <div className={styles.field}>
              <label htmlFor={`${id}-template`}>{t('console.navigation.template')}</label>
              <select
                id={`${id}-template`}
                value={current.templateName}
                onChange={(e) =>
                  edit({
                    groups: doc.groups.map((g, i) =>
                      i === group ? { ...g, templateName: e.target.value as NavigationTemplate } : g,
                    ),
                  })
                }
              >
                {Object.keys(NAV_TEMPLATES).map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </select>
            </div>
            <h4>{t('console.navigation.items')}</h4>
            <PageTree
              pages={current.pages}
              path={`${groupPath}.pages`}
              depth={1}
              onChange={(pages) =>
                edit({ groups: doc.groups.map((g, i) => (i === group ? { ...g, pages } : g)) })
              }
            />
          </div>
        ) : null}

        {problems.length ? (
          <p className={styles.error} role="alert">
            {t('console.navigation.problems', { count: problems.length })}
          </p>
        ) : null}
        <div className={styles.saveBar}>
          <SaveBar
            dirty={dirty}
            saving={write.isPending}
            saved={done === 'draft'}
            error={problems.length ? null : write.error}
            onSave={() => run('draft')}
            onReset={() => {
              setDoc(working(data));
              setProblems([]);
            }}
            onReload={() => {
              write.reset();
              void query.refetch();
            }}
            saveLabel={t('console.navigation.saveDraft')}
          />
        </div>
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.primary}
            disabled={write.isPending}
            onClick={() => run('publish')}
          >
            {t('console.navigation.publish')}
          </button>
          {data.data.draft ? (
            <>
              <a className={styles.link} href={preview} target="_blank" rel="noopener">
                {t('console.navigation.openPreview')}
              </a>
              <button
                type="button"
                className={styles.small}
                disabled={write.isPending}
                onClick={() => run('discard')}
              >
                {t('console.navigation.discard')}
              </button>
            </>
          ) : (
            <span className={styles.hint}>{t('console.navigation.previewHint')}</span>
          )}
        </div>
      </section>
    </NavEditorContext.Provider>
  );
}
