/**
 * The footer section (issue 13 §1; `/iadmin/{id}/management/footer`, area 'footer'): which template is used (spec §2:
 * 1 the standard footer, 2 the school's own), the copyright line and its switch (VersionInformationSwitch), columns
 * of links by relateType (custom links pass core's legality check) and QR codes, every text per language. One
 * versioned save; a stale one is refused (EDIT_CONFLICT) and offers a reload.
 */
import {
  CONSOLE_CONTENT_API_PATHS,
  consoleTail,
  type ConsoleFooterColumn,
  type ConsoleFooterData,
  type ConsoleFooterQrCode,
  type ConsoleFooterView,
} from '@portico/contracts';
import { CONTENT_LIMITS } from '@portico/core';
import { useId } from 'react';
import { EditableItem } from '@/components/console/editable-item.tsx';
import { LocalizedField } from '@/components/console/localized-field.tsx';
import styles from '@/components/console/content-form.module.css';
import type { ConsoleSectionProps } from '@/components/console/section-props.ts';
import { SectionShell } from '@/components/console/section-shell.tsx';
import { useVersionedForm } from '@/components/console/use-versioned-form.ts';
import { CheckField } from '@/components/check-field.tsx';
import { TextField } from '@/components/text-field.tsx';
import { useT } from '@/i18n/use-t.ts';
import type { VersionedData } from '@/lib/console-api.ts';
import { footerProblems } from '../utils/problems.ts';
import { LinkEditor } from './link-editor.tsx';
import { QrEditor } from './qr-editor.tsx';

const newLink = (): ConsoleFooterColumn => ({
  showName: {},
  relateType: 'custom',
  relateUrl: null,
  children: [],
});
const newQr = (): ConsoleFooterQrCode => ({
  url: '',
  urlEn: null,
  urlMobile: null,
  showName: {},
  explainMobile: {},
});

export default function FooterSection({ page }: ConsoleSectionProps) {
  const t = useT();
  const id = useId();
  const form = useVersionedForm<ConsoleFooterView, ConsoleFooterData>(
    page.schoolId,
    consoleTail(CONSOLE_CONTENT_API_PATHS.footer),
    page.data as VersionedData<ConsoleFooterView> | null,
    {
      draftOf: (view) => view.footer,
      invalid: (footer, view) => footerProblems(footer, view.defaultLang).size > 0,
    },
  );
  const footer = form.draft;
  const view = form.view;
  if (!view || !footer) {
    return <SectionShell title={t('console.section.footer')} loading loadError={form.query.error} />;
  }
  const { languages, defaultLang } = view;
  const problems = footerProblems(footer, defaultLang);
  const shown: typeof problems = form.attempted ? problems : new Map();
  const edit = form.setDraft;
  const setColumns = (columns: ConsoleFooterColumn[]) => edit({ ...footer, columns });
  const setQrCodes = (qrCodes: ConsoleFooterQrCode[]) => edit({ ...footer, qrCodes });
  const copyright = footer.copyright;
  const linkProps = { languages, defaultLang, problems: shown };
  const nameOf = (texts: Partial<Record<string, string>>, fallback: string) =>
    texts[defaultLang]?.trim() || fallback;

  return (
    <SectionShell title={t('console.section.footer')} lead={t('console.footer.lead')} save={form.saveBar}>
      <fieldset className={styles.choices}>
        <legend className={styles.legend}>{t('console.footer.template')}</legend>
        {([1, 2] as const).map((type) => (
          <CheckField
            key={type}
            radio
            name={`${id}-template`}
            label={t(type === 1 ? 'console.footer.template1' : 'console.footer.template2')}
            checked={footer.usedType === type}
            onChange={() => edit({ ...footer, usedType: type })}
          />
        ))}
      </fieldset>

      <div className={styles.panel}>
        <h3>{t('console.footer.copyright')}</h3>
        <CheckField
          label={t('console.footer.switch')}
          checked={footer.versionInformationSwitch === '1'}
          onChange={(e) => edit({ ...footer, versionInformationSwitch: e.target.checked ? '1' : '0' })}
        />
        <LocalizedField
          legend={t('console.footer.company')}
          texts={copyright.company}
          languages={languages}
          defaultLang={defaultLang}
          required={false}
          max={CONTENT_LIMITS.FOOTER_COPYRIGHT_MAX}
          onChange={(company) => edit({ ...footer, copyright: { ...copyright, company } })}
        />
        <div className={styles.grid2}>
          {(['beian', 'registerSystemInfo'] as const).map((key) => (
            <TextField
              key={key}
              label={t(`console.footer.${key}`)}
              maxLength={CONTENT_LIMITS.FOOTER_COPYRIGHT_MAX}
              value={copyright[key]}
              onChange={(e) => edit({ ...footer, copyright: { ...copyright, [key]: e.target.value } })}
            />
          ))}
        </div>
        <LocalizedField
          legend={t('console.footer.support')}
          texts={copyright.support}
          languages={languages}
          defaultLang={defaultLang}
          required={false}
          max={CONTENT_LIMITS.FOOTER_COPYRIGHT_MAX}
          onChange={(support) => edit({ ...footer, copyright: { ...copyright, support } })}
        />
      </div>

      <div className={styles.panel}>
        <h3>{t('console.footer.columns')}</h3>
        <ol className={styles.list}>
          {footer.columns.map((column, i) => {
            const name = nameOf(column.showName, t('console.footer.column', { n: i + 1 }));
            const setColumn = (next: ConsoleFooterColumn) =>
              setColumns(footer.columns.map((c, j) => (j === i ? next : c)));
            return (
              <EditableItem key={i} name={name} level={4} index={i} list={footer.columns} onList={setColumns}>
                <LinkEditor
                  {...linkProps}
                  link={column}
                  path={`columns.${i}`}
                  onChange={(link) => setColumn({ ...column, ...link })}
                />
                {column.children.length > 0 ? (
                  <ol className={styles.list}>
                    {column.children.map((child, j) => {
                      const childName = nameOf(child.showName, t('console.footer.link', { n: j + 1 }));
                      const setChildren = (children: ConsoleFooterColumn['children']) =>
                        setColumn({ ...column, children });
                      return (
                        <EditableItem
                          key={j}
                          name={childName}
                          level={5}
                          index={j}
                          list={column.children}
                          onList={setChildren}
                        >
                          <LinkEditor
                            {...linkProps}
                            link={child}
                            path={`columns.${i}.children.${j}`}
                            onChange={(link) =>
                              setChildren(column.children.map((c, k) => (k === j ? link : c)))
                            }
                          />
                        </EditableItem>
                      );
                    })}
                  </ol>
                ) : null}
                <div className={styles.row}>
                  <button
                    type="button"
                    className={styles.button}
                    disabled={column.children.length >= CONTENT_LIMITS.FOOTER_LINKS_PER_COLUMN_MAX}
                    onClick={() => setColumn({ ...column, children: [...column.children, newLink()] })}
                  >
                    {t('console.footer.addLink', { name })}
                  </button>
                </div>
              </EditableItem>
            );
          })}
        </ol>
        <div className={styles.row}>
          <button
            type="button"
            className={styles.button}
            disabled={footer.columns.length >= CONTENT_LIMITS.FOOTER_COLUMNS_MAX}
            onClick={() => setColumns([...footer.columns, newLink()])}
          >
            {t('console.footer.addColumn')}
          </button>
        </div>
      </div>

      <div className={styles.panel}>
        <h3>{t('console.footer.qrCodes')}</h3>
        <p className={styles.hint}>{t('console.footer.qrHint')}</p>
        <ol className={styles.list}>
          {footer.qrCodes.map((qr, i) => {
            const name = nameOf(qr.showName, t('console.footer.qr', { n: i + 1 }));
            return (
              <EditableItem key={i} name={name} level={4} index={i} list={footer.qrCodes} onList={setQrCodes}>
                <QrEditor
                  {...linkProps}
                  schoolId={page.schoolId}
                  qr={qr}
                  path={`qrCodes.${i}`}
                  onChange={(next) => setQrCodes(footer.qrCodes.map((q, j) => (j === i ? next : q)))}
                />
              </EditableItem>
            );
          })}
        </ol>
        <div className={styles.row}>
          <button
            type="button"
            className={styles.button}
            disabled={footer.qrCodes.length >= CONTENT_LIMITS.FOOTER_QR_CODES_MAX}
            onClick={() => setQrCodes([...footer.qrCodes, newQr()])}
          >
            {t('console.footer.addQr')}
          </button>
        </div>
      </div>

      {form.attempted && problems.size > 0 ? (
        <p className={styles.alert} role="alert">
          {t('console.content.fixProblems')}
        </p>
      ) : null}
    </SectionShell>
  );
}
