/**
 * The header section (issue 13 §1; `/iadmin/{id}/management/header`): which components (codes 001–011, spec §1)
 * sit in the top and bottom rows, left or right, in which order and width, and each component's styles
 * (displayStyle, componentStyle, fontStyle, logoStyle). Validated by core's validateHeaderSettings here and on the
 * server; saved as one versioned write (area 'header').
 */
import {
  CONSOLE_NAVIGATION_API_PATHS,
  consoleTail,
  type ConsoleHeader,
  type HeaderComponentConfig,
  type HeaderSettings,
} from '@portico/contracts';
import {
  HEADER_CODES,
  HEADER_LIMITS,
  moveListItem,
  validateHeaderSettings,
  type HeaderCode,
} from '@portico/core';
import type { ConsoleSectionProps } from '@/components/console/section-props.ts';
import { SectionShell } from '@/components/console/section-shell.tsx';
import { useVersionedForm } from '@/components/console/use-versioned-form.ts';
import { SelectField } from '@/components/select-field.tsx';
import { useT } from '@/i18n/use-t.ts';
import type { VersionedData } from '@/lib/console-api.ts';
import { ReorderList } from './reorder-list.tsx';
import styles from './navigation.module.css';

type Slot = { row: 'top' | 'bottom'; side: 'left' | 'right' };
const SLOTS: Slot[] = [
  { row: 'top', side: 'left' },
  { row: 'top', side: 'right' },
  { row: 'bottom', side: 'left' },
  { row: 'bottom', side: 'right' },
];

/** The web's default header as a layout (what a school without settings shows), the starting point of an edit. */
const DEFAULT_LAYOUT: HeaderSettings = {
  top: {
    left: ['001', '002', '003'].map((code) => ({ navComId: code as HeaderCode, width: null })),
    right: ['004', '006', '007', '008', '009', '010', '005'].map((code) => ({
      navComId: code as HeaderCode,
      width: null,
    })),
  },
  bottom: { left: [], right: [] },
  components: [],
};

const configOf = (settings: HeaderSettings, code: HeaderCode): HeaderComponentConfig =>
  settings.components.find((c) => c.code === code) ?? {
    code,
    displayStyle: 'list',
    componentStyle: 'text',
    fontStyle: 1,
    width: null,
    ...(code === '001' ? { logoStyle: 1 as const } : {}),
    configures: [],
  };

export default function HeaderSection({ page }: ConsoleSectionProps) {
  const t = useT();
  const form = useVersionedForm<ConsoleHeader, HeaderSettings>(
    page.schoolId,
    consoleTail(CONSOLE_NAVIGATION_API_PATHS.header),
    page.data as VersionedData<ConsoleHeader> | null,
    {
      draftOf: (view) => view.settings ?? DEFAULT_LAYOUT,
      invalid: (settings) => validateHeaderSettings(settings).length > 0,
    },
  );
  const settings = form.draft;
  const view = form.view;
  if (!view || !settings) {
    return <SectionShell title={t('console.section.header')} loading loadError={form.query.error} />;
  }
  const problems = validateHeaderSettings(settings);
  const edit = form.setDraft;
  const placed = SLOTS.flatMap(({ row, side }) => settings[row][side].map((p) => p.navComId));
  const setConfig = (config: HeaderComponentConfig) =>
    edit({ ...settings, components: [...settings.components.filter((c) => c.code !== config.code), config] });
  const codeName = (code: string) => `${code} · ${t(`console.header.code.${code as HeaderCode}`)}`;

  return (
    <SectionShell
      title={t('console.section.header')}
      lead={t('console.header.lead')}
      status={view.settings === null ? t('console.header.defaultInUse') : null}
      save={form.saveBar}
    >
      {SLOTS.map(({ row, side }) => {
        const list = settings[row][side];
        const setList = (next: typeof list) =>
          edit({ ...settings, [row]: { ...settings[row], [side]: next } });
        const free = HEADER_CODES.filter((code) => code === '011' || !placed.includes(code));
        return (
          <div key={`${row}-${side}`} className={styles.groupPanel}>
            <h3>{t(`console.header.slot.${row}.${side}`)}</h3>
            <ReorderList
              items={list}
              label={t(`console.header.slot.${row}.${side}`)}
              keyOf={(p, i) => `${p.navComId}-${i}`}
              labelOf={(p) => codeName(p.navComId)}
              onMove={(from, to) => setList(moveListItem(list, from, to))}
              renderHead={(p, i) => (
                <>
                  <span className={styles.title}>{codeName(p.navComId)}</span>
                  <label className={styles.check}>
                    {t('console.navigation.width')}
                    <input
                      type="number"
                      min={0}
                      max={HEADER_LIMITS.WIDTH_MAX}
                      value={p.width ?? ''}
                      className={styles.small}
                      onChange={(e) =>
                        setList(
                          list.map((q, j) =>
                            j === i
                              ? {
                                  ...q,
                                  width: e.target.value === '' ? null : Math.round(Number(e.target.value)),
                                }
                              : q,
                          ),
                        )
                      }
                    />
                  </label>
                  <button
                    type="button"
                    className={styles.small}
                    aria-label={t('console.navigation.removeNamed', { name: codeName(p.navComId) })}
                    onClick={() => setList(list.filter((_, j) => j !== i))}
                  >
                    {t('console.navigation.remove')}
                  </button>
                </>
              )}
            />
            <SelectField
              label={t('console.header.add')}
              value=""
              options={[
                { value: '', label: '—' },
                ...free.map((code) => ({ value: code, label: codeName(code) })),
              ]}
              onChange={(e) => {
                if (e.target.value)
                  setList([...list, { navComId: e.target.value as HeaderCode, width: null }]);
              }}
            />
          </div>
        );
      })}
      <h3>{t('console.header.styles')}</h3>
      {HEADER_CODES.filter((code) => placed.includes(code) && code !== '011').map((code) => {
        const config = configOf(settings, code);
        return (
          <fieldset key={code} className={styles.texts}>
            <legend>{codeName(code)}</legend>
            <SelectField
              label={t('console.header.displayStyle')}
              value={config.displayStyle}
              options={[
                { value: 'list', label: t('console.header.list') },
                { value: 'tile', label: t('console.header.tile') },
              ]}
              onChange={(e) => setConfig({ ...config, displayStyle: e.target.value as 'tile' | 'list' })}
            />
            <SelectField
              label={t('console.header.componentStyle')}
              value={config.componentStyle}
              options={[
                { value: 'text', label: t('console.header.text') },
                { value: 'stroke', label: t('console.header.stroke') },
              ]}
              onChange={(e) => setConfig({ ...config, componentStyle: e.target.value as 'text' | 'stroke' })}
            />
            <SelectField
              label={t('console.header.fontStyle')}
              value={config.fontStyle}
              options={[
                { value: 1, label: t('console.header.normal') },
                { value: 2, label: t('console.header.bold') },
              ]}
              onChange={(e) => setConfig({ ...config, fontStyle: Number(e.target.value) === 2 ? 2 : 1 })}
            />
            {code === '001' ? (
              <SelectField
                label={t('console.header.logoStyle')}
                value={config.logoStyle ?? 1}
                options={[
                  { value: 1, label: t('console.header.iconText') },
                  { value: 2, label: t('console.header.iconOnly') },
                ]}
                onChange={(e) => setConfig({ ...config, logoStyle: Number(e.target.value) === 2 ? 2 : 1 })}
              />
            ) : null}
          </fieldset>
        );
      })}
      {problems.length ? (
        <p className={styles.error} role="alert">
          {t('console.navigation.problems', { count: problems.length })}
        </p>
      ) : null}
    </SectionShell>
  );
}
