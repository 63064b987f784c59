import {
  NAV_DOC_LIMITS,
  NAV_PAGE_KINDS,
  navBaseText,
  type NavDocPage,
  type NavPageKind,
} from '@portico/core';
import { useId } from 'react';
import { useT } from '@/i18n/use-t.ts';
import { newPage, withKind } from '../utils/doc-ops.ts';
import { errorsAt, useEditor } from './editor-context.ts';
import { MenuTree } from './menu-tree.tsx';
import { ReorderList } from './reorder-list.tsx';
import { TextsField } from './texts-field.tsx';
import styles from './navigation.module.css';

export function PageTree(props: {
  pages: NavDocPage[];
  /** Document path of this list (`groups.0.pages`, `groups.0.pages.1.children`). */
  path: string;
  depth: number;
  onChange: (pages: NavDocPage[]) => void;
}) {
  const t = useT();
  const ctx = useEditor();
  const { pages, path, onChange } = props;
  const set = (index: number, page: NavDocPage) => onChange(pages.map((p, i) => (i === index ? page : p)));
  const label = (p: NavDocPage) => navBaseText(p.name, ctx.defaultLang) || t('console.navigation.untitled');
  const hasError = (key: string) => [...ctx.errors.keys()].some((k) => k.startsWith(`${key}.`));
  return (
    <div className={styles.tree}>
      <ReorderList
        items={pages}
        label={t('console.navigation.itemsLabel')}
        keyOf={(p, i) => p.id ?? `new-${i}-${p.kind}`}
        labelOf={label}
        onMove={(from, to) => {
          const next = [...pages];
          const [moved] = next.splice(from, 1);
          next.splice(to, 0, moved as NavDocPage);
          onChange(next);
        }}
        renderHead={(p, i) => {
          const key = `${path}.${i}`;
          const open = ctx.open.has(key);
          return (
            <>
              <span className={styles.title} data-title="" data-hidden={p.isView ? undefined : ''}>
                {label(p)}
                <span className={styles.kind}> · {t(`console.navigation.kind.${p.kind}`)}</span>
                {hasError(key) ? (
                  <span className={styles.error}> · {t('console.navigation.hasErrors')}</span>
                ) : null}
              </span>
              <label className={styles.check}>
                <input
                  type="checkbox"
                  checked={p.isView}
                  onChange={(e) => set(i, { ...p, isView: e.target.checked })}
                />
                {t('console.navigation.shown')}
                <span className="sr-only"> {label(p)}</span>
              </label>
              <button
                type="button"
                className={styles.small}
                aria-expanded={open}
                onClick={() => ctx.toggle(key)}
              >
                {t('console.navigation.edit')}
                <span className="sr-only"> {label(p)}</span>
              </button>
              <button
                type="button"
                className={styles.small}
                aria-label={t('console.navigation.removeNamed', { name: label(p) })}
                onClick={() => onChange(pages.filter((_, j) => j !== i))}
              >
                {t('console.navigation.remove')}
              </button>
            </>
          );
        }}
        renderBody={(p, i) =>
          ctx.open.has(`${path}.${i}`) ? (
            <PageEditor
              page={p}
              path={`${path}.${i}`}
              depth={props.depth}
              onChange={(next) => set(i, next)}
            />
          ) : null
        }
      />
      {pages.length < NAV_DOC_LIMITS.PAGES_MAX ? (
        <button
          type="button"
          className={styles.add}
          onClick={() => onChange([...pages, newPage('page', ctx.pages[0]?.id ?? '')])}
        >
          {props.depth === 1 ? t('console.navigation.addItem') : t('console.navigation.addSubItem')}
        </button>
      ) : null}
    </div>
  );
}

function PageEditor(props: {
  page: NavDocPage;
  path: string;
  depth: number;
  onChange: (p: NavDocPage) => void;
}) {
  const t = useT();
  const ctx = useEditor();
  const id = useId();
  const { page, path, onChange } = props;
  const err = (field: string) => errorsAt(ctx.errors, `${path}.${field}`)[''];
  const described = (field: string) =>
    err(field) ? { 'aria-invalid': true, 'aria-describedby': `${id}-${field}-e` } : {};
  const errorOf = (field: string) =>
    err(field) ? (
      <span id={`${id}-${field}-e`} className={styles.error}>
        {err(field)}
      </span>
    ) : null;
  const opensPage = page.kind !== 'link' && page.kind !== 'menu';
  return (
    <div className={styles.editor}>
      <TextsField
        legend={t('console.navigation.name')}
        texts={page.name}
        languages={ctx.languages}
        defaultLang={ctx.defaultLang}
        required
        max={NAV_DOC_LIMITS.NAME_MAX}
        errors={errorsAt(ctx.errors, `${path}.name`)}
        onChange={(name) => onChange({ ...page, name })}
      />
      <TextsField
        legend={t('console.navigation.showName')}
        texts={page.showName}
        languages={ctx.languages}
        defaultLang={ctx.defaultLang}
        required={false}
        max={NAV_DOC_LIMITS.NAME_MAX}
        errors={errorsAt(ctx.errors, `${path}.showName`)}
        onChange={(showName) => onChange({ ...page, showName })}
      />
      <div className={styles.field}>
        <label htmlFor={`${id}-kind`}>{t('console.navigation.kindLabel')}</label>
        <select
          id={`${id}-kind`}
          value={page.kind}
          onChange={(e) => onChange(withKind(page, e.target.value as NavPageKind, ctx.pages[0]?.id ?? ''))}
        >
          {NAV_PAGE_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`console.navigation.kind.${kind}`)}
            </option>
          ))}
        </select>
      </div>
      {opensPage ? (
        <div className={styles.field}>
          <label htmlFor={`${id}-pageId`}>{t('console.navigation.page')}</label>
          <select
            id={`${id}-pageId`}
            value={page.pageId}
            {...described('pageId')}
            onChange={(e) => onChange({ ...page, pageId: e.target.value })}
          >
            {ctx.pages.map((p) => (
              <option key={p.id} value={p.id}>
                {p.title}
              </option>
            ))}
          </select>
          {errorOf('pageId')}
        </div>
      ) : null}
      {page.kind === 'link' ? (
        <div className={styles.field}>
          <label htmlFor={`${id}-diyUrl`}>{t('console.navigation.diyUrl')}</label>
          <input
            id={`${id}-diyUrl`}
            dir="ltr"
            required
            value={page.diyUrl ?? ''}
            {...described('diyUrl')}
            onChange={(e) => onChange({ ...page, diyUrl: e.target.value })}
          />
          {errorOf('diyUrl')}
        </div>
      ) : null}
      <div className={styles.field}>
        <label htmlFor={`${id}-width`}>{t('console.navigation.width')}</label>
        <input
          id={`${id}-width`}
          type="number"
          min={0}
          max={NAV_DOC_LIMITS.WIDTH_MAX}
          inputMode="numeric"
          value={page.width ?? ''}
          {...described('width')}
          onChange={(e) =>
            onChange({ ...page, width: e.target.value === '' ? null : Math.round(Number(e.target.value)) })
          }
        />
        {errorOf('width')}
      </div>
      {page.kind === 'menu' ? (
        <MenuTree
          menus={page.menus}
          path={`${path}.menus`}
          depth={1}
          onChange={(menus) => onChange({ ...page, menus })}
        />
      ) : null}
      {props.depth < NAV_DOC_LIMITS.DEPTH_MAX ? (
        <PageTree
          pages={page.children}
          path={`${path}.children`}
          depth={props.depth + 1}
          onChange={(children) => onChange({ ...page, children })}
        />
      ) : null}
    </div>
  );
}
