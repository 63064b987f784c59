import { NAV_DOC_LIMITS, moveListItem, navBaseText, type NavDocMenu } from '@portico/core';
import { useId } from 'react';
import { useT } from '@/i18n/use-t.ts';
import { newMenu } from '../utils/doc-ops.ts';
import { errorsAt, useEditor } from './editor-context.ts';
import { ReorderList } from './reorder-list.tsx';
import { TextsField } from './texts-field.tsx';
import styles from './navigation.module.css';

/** Custom menus of a menu entry (spec §3 custom menu item: label, tip, url per language; three levels). */
export function MenuTree(props: {
  menus: NavDocMenu[];
  path: string;
  depth: number;
  onChange: (m: NavDocMenu[]) => void;
}) {
  const t = useT();
  const ctx = useEditor();
  const { menus, path, onChange } = props;
  const set = (index: number, menu: NavDocMenu) => onChange(menus.map((m, i) => (i === index ? menu : m)));
  const label = (m: NavDocMenu) => navBaseText(m.label, ctx.defaultLang) || t('console.navigation.untitled');
  return (
    <div className={styles.menus}>
      <ReorderList
        items={menus}
        label={t('console.navigation.menus')}
        keyOf={(m, i) => m.id ?? `new-${i}`}
        labelOf={label}
        onMove={(from, to) => onChange(moveListItem(menus, from, to))}
        renderHead={(m, i) => {
          const key = `${path}.${i}`;
          const open = ctx.open.has(key);
          return (
            <>
              <span className={styles.title}>{label(m)}</span>
              <button
                type="button"
                className={styles.small}
                aria-expanded={open}
                onClick={() => ctx.toggle(key)}
              >
                {t('console.navigation.edit')}
              </button>
              <button
                type="button"
                className={styles.small}
                onClick={() => onChange(menus.filter((_, j) => j !== i))}
                aria-label={t('console.navigation.removeNamed', { name: label(m) })}
              >
                {t('console.navigation.remove')}
              </button>
            </>
          );
        }}
        renderBody={(m, i) =>
          ctx.open.has(`${path}.${i}`) ? (
            <MenuEditor
              menu={m}
              path={`${path}.${i}`}
              depth={props.depth}
              onChange={(next) => set(i, next)}
            />
          ) : null
        }
      />
      {menus.length < NAV_DOC_LIMITS.MENUS_MAX ? (
        <button type="button" className={styles.add} onClick={() => onChange([...menus, newMenu()])}>
          {t('console.navigation.addMenu')}
        </button>
      ) : null}
    </div>
  );
}

function MenuEditor(props: {
  menu: NavDocMenu;
  path: string;
  depth: number;
  onChange: (m: NavDocMenu) => void;
}) {
  const t = useT();
  const ctx = useEditor();
  const id = useId();
  const { menu, path, onChange } = props;
  const urlError = errorsAt(ctx.errors, `${path}.url`)[''];
  return (
    <div className={styles.editor}>
      <TextsField
        legend={t('console.navigation.menuLabel')}
        texts={menu.label}
        languages={ctx.languages}
        defaultLang={ctx.defaultLang}
        required
        max={NAV_DOC_LIMITS.NAME_MAX}
        errors={errorsAt(ctx.errors, `${path}.label`)}
        onChange={(label) => onChange({ ...menu, label })}
      />
      <TextsField
        legend={t('console.navigation.menuTip')}
        texts={menu.tip}
        languages={ctx.languages}
        defaultLang={ctx.defaultLang}
        required={false}
        max={NAV_DOC_LIMITS.TIP_MAX}
        errors={errorsAt(ctx.errors, `${path}.tip`)}
        onChange={(tip) => onChange({ ...menu, tip })}
      />
      <div className={styles.field}>
        <label htmlFor={`${id}-url`}>{t('console.navigation.url')}</label>
        <input
          id={`${id}-url`}
          dir="ltr"
          value={menu.url ?? ''}
          aria-invalid={urlError ? true : undefined}
          aria-describedby={urlError ? `${id}-url-error` : undefined}
          onChange={(e) => onChange({ ...menu, url: e.target.value === '' ? null : e.target.value })}
        />
        {urlError ? (
          <span id={`${id}-url-error`} className={styles.error}>
            {urlError}
          </span>
        ) : null}
      </div>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={menu.open}
          onChange={(e) => onChange({ ...menu, open: e.target.checked })}
        />
        {t('console.navigation.newTab')}
      </label>
      {props.depth < NAV_DOC_LIMITS.MENU_DEPTH_MAX ? (
        <MenuTree
          menus={menu.children}
          path={`${path}.children`}
          depth={props.depth + 1}
          onChange={(children) => onChange({ ...menu, children })}
        />
      ) : null}
    </div>
  );
}
