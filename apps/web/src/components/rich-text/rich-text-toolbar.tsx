/**
 * The editor's toolbar: real buttons (keyboard operable in tab order, translated names, aria-pressed for the marks
 * and lists that are on at the cursor), a link row that asks for the address in a labelled field (no
 * window.prompt), and an image button that uploads the picked file and inserts the answered URL.
 */
import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import { useRef, useState, type ReactNode } from 'react';
import { useT } from '@/i18n/use-t.ts';
import { RichTextLinkRow } from './rich-text-link-row.tsx';
import styles from './rich-text.module.css';

interface Props {
  editor: Editor | null;
  /** The editing area's id (aria-controls). */
  controls: string;
  /** The field's label, to name the toolbar ("Question text: formatting"). */
  label: string;
  onUploadImage?: ((file: File) => Promise<string>) | undefined;
}

const ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';

export function RichTextToolbar({ editor, controls, label, onUploadImage }: Props) {
  const t = useT();
  const [linkOpen, setLinkOpen] = useState(false);
  const [upload, setUpload] = useState<'idle' | 'pending' | 'failed'>('idle');
  const fileRef = useRef<HTMLInputElement>(null);
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      current
        ? {
            bold: current.isActive('bold'),
            italic: current.isActive('italic'),
            bulletList: current.isActive('bulletList'),
            orderedList: current.isActive('orderedList'),
            link: current.isActive('link'),
            href: (current.getAttributes('link').href as string | undefined) ?? '',
            canUndo: current.can().undo(),
            canRedo: current.can().redo(),
          }
        : null,
  });
  const disabled = !editor || !state;
  const chain = () => editor!.chain().focus();
  const button = (name: string, text: ReactNode, run: () => void, pressed?: boolean, off?: boolean) => (
    <button
      type="button"
      className={styles.tool}
      aria-pressed={pressed === undefined ? undefined : pressed}
      aria-controls={controls}
      disabled={disabled || off}
      onClick={run}
      data-tool={name}
    >
      {text}
    </button>
  );
  const pick = async (file: File | undefined) => {
    if (!file || !onUploadImage || !editor) return;
    setUpload('pending');
    try {
      const src = await onUploadImage(file);
      editor.chain().focus().setImage({ src, alt: '' }).run();
      setUpload('idle');
    } catch {
      setUpload('failed');
    }
  };
  return (
    <div className={styles.toolbarWrap}>
      <div role="toolbar" aria-label={t('richText.toolbar', { field: label })} className={styles.toolbar}>
        {button('bold', <b>{t('richText.bold')}</b>, () => chain().toggleBold().run(), state?.bold)}
        {button('italic', <i>{t('richText.italic')}</i>, () => chain().toggleItalic().run(), state?.italic)}
        {button(
          'bulletList',
          t('richText.bulletList'),
          () => chain().toggleBulletList().run(),
          state?.bulletList,
        )}
        {button(
          'orderedList',
          t('richText.orderedList'),
          () => chain().toggleOrderedList().run(),
          state?.orderedList,
        )}
        {button('link', t('richText.link'), () => setLinkOpen((open) => !open), state?.link)}
        {onUploadImage
          ? button(
              'image',
              upload === 'pending' ? t('richText.uploading') : t('richText.image'),
              () => fileRef.current?.click(),
              undefined,
              upload === 'pending',
            )
          : null}
        {button('undo', t('richText.undo'), () => chain().undo().run(), undefined, !state?.canUndo)}
        {button('redo', t('richText.redo'), () => chain().redo().run(), undefined, !state?.canRedo)}
      </div>
      {onUploadImage ? (
        <input
          ref={fileRef}
          type="file"
          accept={ACCEPT}
          hidden
          aria-hidden="true"
          tabIndex={-1}
          onChange={(event) => {
            void pick(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      ) : null}
      {upload === 'failed' ? (
        <p className={styles.error} role="alert">
          {t('richText.uploadFailed')}
        </p>
      ) : null}
      {linkOpen && editor ? (
        <RichTextLinkRow
          initial={state?.href ?? ''}
          onApply={(href) => {
            if (href) chain().extendMarkRange('link').setLink({ href }).run();
            else chain().extendMarkRange('link').unsetLink().run();
            setLinkOpen(false);
          }}
          onCancel={() => {
            setLinkOpen(false);
            editor.commands.focus();
          }}
        />
      ) : null}
    </div>
  );
}
