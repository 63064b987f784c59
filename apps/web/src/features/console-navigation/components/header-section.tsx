/**
 * The header section (issue 13 §1; `/iadmin/{id}/management/header`): which components (codes 001–011, spec §1)
 * sit in the top and bottom rows, left or right, in which order and width, and each component's styles
 * (displayStyle, componentStyle, fontStyle, logoStyle). Validated by core's validateHeaderSettings here and on the
 * server; saved as one versioned write (area 'header').
 */
import type { HeaderComponentConfig, HeaderSettings } from '@portico/contracts';
import {
  HEADER_CODES,
  HEADER_LIMITS,
  moveListItem,
  validateHeaderSettings,
  type HeaderCode,
} from '@portico/core';
import { useId, useState } from 'react';
import type { ConsoleSectionProps } from '@/components/console/section-props.ts';
import { SaveBar } from '@/components/console/save-bar.tsx';
import { useT } from '@/i18n/use-t.ts';
import { errorText } from '@/lib/api-errors.ts';
import { useHeaderSettings, useSaveHeader, type HeaderData } from '../api/header.ts';
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
  const id = useId();
  const query = useHeaderSettings(page.schoolId, page.data as HeaderData | null);
  const save = useSaveHeader(page.schoolId);
  const data = query.data;
  const [loadedFrom, setLoadedFrom] = useState(data);
  const [settings, setSettings] = useState<HeaderSettings>(data?.data.settings ?? DEFAULT_LAYOUT);
  const [saved, setSaved] = useState(false);
  if (data && data !== loadedFrom) {
    setLoadedFrom(data);
    setSettings(data.data.settings ?? DEFAULT_LAYOUT);
  }
  if (!data) {
    return (
      <section>
        <h2>{t('console.section.header')}</h2>
        <p role="status">{query.isError ? errorText(query.error, t) : t('common.loading')}</p>
      </section>
    );
  }
  const problems = validateHeaderSettings(settings);
  const dirty = JSON.stringify(settings) !== JSON.stringify(data.data.settings ?? DEFAULT_LAYOUT);
  const edit = (next: HeaderSettings) => {
    setSettings(next);
    setSaved(false);
  };
  const placed = SLOTS.flatMap(({ row, side }) => settings[row][side].map((p) => p.navComId));
  const setConfig = (config: HeaderComponentConfig) =>
    edit({ ...settings, components: [...settings.components.filter((c) => c.code !== config.code), config] });
  const codeName = (code: string) => `${code} · ${t(`console.header.code.${code as HeaderCode}`)}`;

  return (
    <section className={styles.section} aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t('console.section.header')}</h2>
      <p className={styles.lead}>{t('console.header.lead')}</p>
      {data.data.settings === null ? <p className={styles.hint}>{t('console.header.defaultInUse')}</p> : null}
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
            <label className={styles.check}>
              {t('console.header.add')}
              <select
                value=""
                onChange={(e) => {
                  if (e.target.value)
                    setList([...list, { navComId: e.target.value as HeaderCode, width: null }]);
                }}
              >
                <option value="">—</option>
                {free.map((code) => (
                  <option key={code} value={code}>
                    {codeName(code)}
                  </option>
                ))}
              </select>
            </label>
          </div>
        );
      })}
      <h3>{t('console.header.styles')}</h3>
      {HEADER_CODES.filter((code) => placed.includes(code) && code !== '011').map((code) => {
        const config = configOf(settings, code);
        const field = (name: string) => `${id}-${code}-${name}`;
        return (
          <fieldset key={code} className={styles.texts}>
            <legend>{codeName(code)}</legend>
            <div className={styles.field}>
              <label htmlFor={field('display')}>{t('console.header.displayStyle')}</label>
              <select
                id={field('display')}
                value={config.displayStyle}
                onChange={(e) => setConfig({ ...config, displayStyle: e.target.value as 'tile' | 'list' })}
              >
                <option value="list">{t('console.header.list')}</option>
                <option value="tile">{t('console.header.tile')}</option>
              </select>
            </div>
            <div className={styles.field}>
              <label htmlFor={field('component')}>{t('console.header.componentStyle')}</label>
              <select
                id={field('component')}
                value={config.componentStyle}
                onChange={(e) =>
                  setConfig({ ...config, componentStyle: e.target.value as 'text' | 'stroke' })
                }
              >
                <option value="text">{t('console.header.text')}</option>
                <option value="stroke">{t('console.header.stroke')}</option>
              </select>
            </div>
            <div className={styles.field}>
              <label htmlFor={field('font')}>{t('console.header.fontStyle')}</label>
              <select
                id={field('font')}
                value={config.fontStyle}
                onChange={(e) => setConfig({ ...config, fontStyle: Number(e.target.value) === 2 ? 2 : 1 })}
              >
                <option value={1}>{t('console.header.normal')}</option>
                <option value={2}>{t('console.header.bold')}</option>
              </select>
            </div>
            {code === '001' ? (
              <div className={styles.field}>
                <label htmlFor={field('logo')}>{t('console.header.logoStyle')}</label>
                <select
                  id={field('logo')}
                  value={config.logoStyle ?? 1}
                  onChange={(e) => setConfig({ ...config, logoStyle: Number(e.target.value) === 2 ? 2 : 1 })}
                >
                  <option value={1}>{t('console.header.iconText')}</option>
                  <option value={2}>{t('console.header.iconOnly')}</option>
                </select>
              </div>
            ) : null}
          </fieldset>
        );
      })}
      {problems.length ? (
        <p className={styles.error} role="alert">
          {t('console.navigation.problems', { count: problems.length })}
        </p>
      ) : null}
      <div className={styles.saveBar}>
        <SaveBar
          dirty={dirty}
          saving={save.isPending}
          saved={saved}
          error={save.error}
          onSave={() => {
            if (problems.length) return;
            save.mutate({ version: data.version, settings }, { onSuccess: () => setSaved(true) });
          }}
          onReset={() => setSettings(data.data.settings ?? DEFAULT_LAYOUT)}
          onReload={() => {
            save.reset();
            void query.refetch();
          }}
        />
      </div>
    </section>
  );
}
