/** The editor of the selected navigation group: its name per language, its template, and its entries' tree. */
import {
  NAV_DOC_LIMITS,
  NAV_TEMPLATES,
  type NavigationDocument,
  type NavigationTemplate,
} from '@portico/core';
import { SelectField } from '@/components/select-field.tsx';
import { useT } from '@/i18n/use-t.ts';
import { errorsAt, useEditor } from './editor-context.ts';
import { PageTree } from './page-tree.tsx';
import { TextsField } from './texts-field.tsx';
import styles from './navigation.module.css';

type Group = NavigationDocument['groups'][number];

export function GroupPanel(props: {
  group: Group;
  /** The group's document path (`groups.2`), for its errors. */
  path: string;
  heading: string;
  onChange: (group: Group) => void;
}) {
  const t = useT();
  const ctx = useEditor();
  const { group, path, onChange } = props;
  return (
    <div className={styles.groupPanel}>
      <h3>{props.heading}</h3>
      <TextsField
        legend={t('console.navigation.groupName')}
        texts={group.name}
        languages={ctx.languages}
        defaultLang={ctx.defaultLang}
        required
        max={NAV_DOC_LIMITS.NAME_MAX}
        errors={errorsAt(ctx.errors, `${path}.name`)}
        onChange={(name) => onChange({ ...group, name })}
      />
      <SelectField
        label={t('console.navigation.template')}
        value={group.templateName}
        options={Object.keys(NAV_TEMPLATES).map((name) => ({ value: name, label: name }))}
        onChange={(e) => onChange({ ...group, templateName: e.target.value as NavigationTemplate })}
      />
      <h4>{t('console.navigation.items')}</h4>
      <PageTree
        pages={group.pages}
        path={`${path}.pages`}
        depth={1}
        onChange={(pages) => onChange({ ...group, pages })}
      />
    </div>
  );
}
