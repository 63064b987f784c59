/**
 * The creation center's libraries tab `/iadmin/{schoolId}/create-center/?tab=libraries` (issue 27): the school's
 * document libraries, a form to create one, and the open library (`&libId=`, kept in the URL so reload and back
 * work) with its download permission, uploads and files. A lazy chunk of its own; the tus uploader comes in as a
 * slot from the route.
 */
import type { LanguageCode } from '@portico/core';
import { useSearchParams } from '@/lib/location.tsx';
import { useT } from '@/i18n/use-t.ts';
import { errorText } from '@/lib/api-errors.ts';
import { useLibraries } from '../api/libraries.ts';
import { pickText } from '../lib/texts.ts';
import type { UploadSlot } from '../lib/upload-slot.ts';
import { LibraryCreateForm } from './library-create-form.tsx';
import { LibraryEditor } from './library-editor.tsx';
import styles from './library-manager.module.css';

export interface LibraryManagerProps {
  schoolId: string;
  lang: LanguageCode;
  /** The resumable uploader (features/media-upload); absent: the tab says uploads are unavailable. */
  Upload?: UploadSlot | undefined;
}

const ID = /^\d{1,19}$/;

export default function LibraryManager({ schoolId, lang, Upload }: LibraryManagerProps) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const libraries = useLibraries(schoolId);
  const open = (libId: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (libId) next.set('libId', libId);
      else next.delete('libId');
      return next;
    });
  const libId = params.get('libId');
  if (libId && ID.test(libId)) {
    return (
      <LibraryEditor
        key={libId}
        schoolId={schoolId}
        libId={libId}
        lang={lang}
        Upload={Upload}
        onBack={() => open(null)}
      />
    );
  }
  const list = libraries.data?.libraries;
  return (
    <div className={styles.center}>
      <p className={styles.muted}>{t('creation.libraries.intro')}</p>
      <section className={styles.panel} aria-labelledby="libraries-list">
        <h2 id="libraries-list" className={styles.sectionTitle}>
          {t('creation.libraries.listTitle')}
        </h2>
        {libraries.isError ? <p role="alert">{errorText(libraries.error, t)}</p> : null}
        {!list && !libraries.isError ? <p role="status">{t('common.loading')}</p> : null}
        {list && list.length === 0 ? <p className={styles.muted}>{t('creation.libraries.empty')}</p> : null}
        {list && list.length > 0 ? (
          <ul className={styles.list}>
            {list.map((library) => (
              <li key={library.libId} className={styles.row}>
                <button type="button" className={styles.titleButton} onClick={() => open(library.libId)}>
                  {pickText(library.title, lang, '') || library.name}
                </button>
                <span className={styles.muted} dir="auto">
                  {library.name}
                </span>
                <span className={styles.muted}>
                  {t('knowledge.documentCount', { count: library.documentCount })}
                </span>
                <span className={styles.badge}>
                  {t(`creation.libraries.permission.${library.permission}`)}
                </span>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      <LibraryCreateForm schoolId={schoolId} onCreated={open} />
    </div>
  );
}
