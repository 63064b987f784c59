/**
 * Design mode's page designer (issue 27 item 3, spec §2 `/design/…`): an admin composes one page of the school
 * from modules — add, edit, reorder (drag or keyboard), duplicate, remove — with a live preview at desktop and
 * phone widths, saves a draft (versioned: a stale save is refused and offers Reload), opens the spec's preview
 * (the portal page with `preview=1`: the preview banner over the saved draft) and publishes. One versioned area
 * (`portal-pages`), written through useVersionedForm like every console section. A lazy chunk of the design page.
 */
import {
  PORTAL_MODULE_KINDS,
  PORTAL_PAGE_LIMITS,
  duplicateModule,
  moveModule,
  portalHomeLink,
  subSchoolPortalLink,
  type LanguageCode,
  type PortalModule,
  type PortalModuleKind,
  type PortalPageDocument,
} from '@portico/core';
import {
  PORTAL_PAGES_API_PATHS,
  consoleTail,
  type ConsolePortalPage,
  type PortalModuleView,
} from '@portico/contracts';
import { useState, type ReactNode } from 'react';
import { SectionShell } from '@/components/console/section-shell.tsx';
import { useVersionedForm } from '@/components/console/use-versioned-form.ts';
import { useT } from '@/i18n/use-t.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { KIND_LABEL_KEYS, newModule, newModuleId } from '../model.ts';
import { LivePreview } from './live-preview.tsx';
import { ModuleForm } from './module-form.tsx';
import { ModuleList } from './module-list.tsx';
import styles from './designer.module.css';

export interface PageDesignerProps {
  schoolId: string;
  /** The parent of a sub-school (null for a first-level school). */
  parentSchoolId: string | null;
  pageId: string;
  /** Draws modules exactly as the portal page does (given by the route: features do not import each other). */
  renderPreview: (modules: PortalModuleView[]) => ReactNode;
}

export default function PageDesigner({ schoolId, parentSchoolId, pageId, renderPreview }: PageDesignerProps) {
  const t = useT();
  const { lang } = useBootstrap();
  const tail = consoleTail(PORTAL_PAGES_API_PATHS.page, { pageId });
  const form = useVersionedForm<ConsolePortalPage, PortalPageDocument>(schoolId, tail, null, {
    draftOf: (view) => view.draft as PortalPageDocument,
    saveTail: consoleTail(PORTAL_PAGES_API_PATHS.draft, { pageId }),
  });
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [kind, setKind] = useState<PortalModuleKind>('richText');
  const [announce, setAnnounce] = useState('');
  const view = form.view;
  const draft = form.draft;
  const modules = draft?.modules ?? [];
  const defaultLang = (view?.defaultLang ?? lang) as LanguageCode;
  const setModules = (next: PortalModule[]) => form.setDraft({ modules: next });
  const selected = modules.find((m) => m.id === selectedId) ?? null;
  // A sub-school's page shows on the sub-school portal (under its parent), where its preview opens too.
  const previewHref = parentSchoolId
    ? subSchoolPortalLink({
        schoolId: parentSchoolId,
        subSchoolId: schoolId,
        lang,
        pageId,
        query: { preview: 1 },
      })
    : portalHomeLink({ schoolId, lang, pageId, query: { preview: 1 } });
  const publish = () =>
    form.write({
      kind: 'publish',
      tail: consoleTail(PORTAL_PAGES_API_PATHS.publish, { pageId }),
      method: 'POST',
      data: {},
    });
  const status =
    form.done === 'publish'
      ? t('console.pages.published')
      : announce ||
        (view?.page.publishedAt ? t('console.pages.isPublished') : t('console.pages.notPublished'));
  return (
    <SectionShell
      title={view ? t('console.pages.heading', { title: view.page.title }) : t('console.pages.headingPlain')}
      lead={t('console.pages.lead')}
      loading={!draft || !view}
      loadError={form.query.error}
      status={status}
      error={form.actionError}
      onReload={() => void form.onReload()}
      save={{ ...form.saveBar, saveLabel: t('console.pages.saveDraft') }}
    >
      <div className={styles.layout}>
        <div className={styles.editor}>
          <div className={styles.toolbar}>
            <label className={styles.inline}>
              {t('console.pages.kind')}
              <select value={kind} onChange={(event) => setKind(event.target.value as PortalModuleKind)}>
                {PORTAL_MODULE_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {t(KIND_LABEL_KEYS[k])}
                  </option>
                ))}
              </select>
            </label>
            <button
              type="button"
              className={styles.primary}
              disabled={modules.length >= PORTAL_PAGE_LIMITS.MODULES_MAX}
              onClick={() => {
                const added = newModule(kind, defaultLang, t);
                setModules([...modules, added]);
                setSelectedId(added.id);
                setAnnounce(t('console.pages.added', { item: t(KIND_LABEL_KEYS[kind]) }));
              }}
            >
              {t('console.pages.add')}
            </button>
          </div>
          <ModuleList
            modules={modules}
            defaultLang={defaultLang}
            selectedId={selectedId}
            onSelect={setSelectedId}
            onMove={(from, to) => setModules(moveModule(modules, from, to))}
            onDuplicate={(index) => setModules(duplicateModule(modules, index, newModuleId()))}
            onRemove={(index) => {
              setModules(modules.filter((_, i) => i !== index));
              setAnnounce(t('console.pages.removed'));
            }}
          />
          {selected && view ? (
            <fieldset className={styles.group}>
              <legend>{t('console.pages.editing', { item: t(KIND_LABEL_KEYS[selected.kind]) })}</legend>
              <ModuleForm
                key={selected.id}
                module={selected}
                view={view}
                schoolId={schoolId}
                onChange={(next) => setModules(modules.map((m) => (m.id === next.id ? next : m)))}
              />
            </fieldset>
          ) : null}
          <div className={styles.toolbar}>
            <a className={styles.secondary} href={previewHref} target="_blank" rel="noopener noreferrer">
              {t('console.pages.openPreview')}
            </a>
            <button
              type="button"
              className={styles.primary}
              disabled={form.busy || form.dirty}
              onClick={publish}
            >
              {t('console.pages.publish')}
            </button>
            {form.dirty ? <span className={styles.muted}>{t('console.pages.saveFirst')}</span> : null}
          </div>
        </div>
        {draft ? (
          <LivePreview schoolId={schoolId} pageId={pageId} draft={draft} render={renderPreview} />
        ) : null}
      </div>
    </SectionShell>
  );
}
