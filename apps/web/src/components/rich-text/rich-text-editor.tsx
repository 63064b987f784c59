/**
 * The shared rich-text editor (issue 24: question stems and explanations; the creation center reuses it): TipTap
 * v3 over ProseMirror, limited to what core's sanitizer allowlist keeps (rich-text-policy.ts: paragraphs, bold,
 * italic, underline, strike, lists, quotes, links, images) so what the author sees is what is stored. The value
 * is HTML; an empty document is '' (not "<p></p>", which would pass a "required" check). Images are uploaded
 * through the caller's `onUploadImage` (the school's upload service), never pasted as data: URLs. SSR-safe:
 * `immediatelyRender: false` renders the editor only after hydration. Import it only from lazy chunks (console
 * sections, the creation center): TipTap must never land in the home entry.
 */
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useRef } from 'react';
import { useT } from '@/i18n/use-t.ts';
import styles from './rich-text.module.css';
import { RichTextToolbar } from './rich-text-toolbar.tsx';

export interface RichTextEditorProps {
  id?: string;
  /** The visible label; the editing area is named by it (aria-labelledby), and clicking it focuses the area. */
  label: string;
  /** HTML. */
  value: string;
  onChange: (html: string) => void;
  /** Uploads a picked image and answers its URL; without it the toolbar has no image button. */
  onUploadImage?: (file: File) => Promise<string>;
  /** The stored HTML's limit (the server's): over it the area is marked invalid and the counter says so. */
  maxLength?: number;
  error?: string | null;
  hint?: string;
}

const extensions = [
  StarterKit.configure({
    // Not in the allowlist (code, pre) or not wanted in a question (headings, rules): left out so the toolbar's
    // shortcuts cannot produce markup the server would strip.
    code: false,
    codeBlock: false,
    heading: false,
    horizontalRule: false,
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      protocols: ['http', 'https', 'mailto', 'tel'],
      HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer' },
    },
  }),
  Image.configure({ inline: false, allowBase64: false }),
];

const htmlOf = (editor: { isEmpty: boolean; getHTML: () => string }) =>
  editor.isEmpty ? '' : editor.getHTML();

export function RichTextEditor({
  id,
  label,
  value,
  onChange,
  onUploadImage,
  maxLength,
  error,
  hint,
}: RichTextEditorProps) {
  const t = useT();
  const ownId = useId();
  const areaId = id ?? `${ownId}-area`;
  const labelId = `${ownId}-label`;
  const hintId = `${ownId}-hint`;
  const errorId = `${ownId}-error`;
  const countId = `${ownId}-count`;
  const tooLong = maxLength !== undefined && value.length > maxLength;
  // The counter appears near the limit only: a running count on every question would be noise.
  const showCount = maxLength !== undefined && value.length > maxLength * 0.9;
  const describedBy = [hint ? hintId : null, error ? errorId : null, showCount ? countId : null]
    .filter(Boolean)
    .join(' ');
  // The latest onChange without re-creating the editor on every render.
  const changeRef = useRef(onChange);
  useEffect(() => {
    changeRef.current = onChange;
  }, [onChange]);
  const editor = useEditor({
    extensions,
    content: value,
    immediatelyRender: false,
    onUpdate: ({ editor: current }) => changeRef.current(htmlOf(current)),
    editorProps: {
      attributes: {
        id: areaId,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        class: styles.area ?? '',
        'data-testid': 'rich-text-area',
      },
    },
  });
  // Attributes that change after creation (invalid, described-by) go through setOptions, not a new editor.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    editor.setOptions({
      editorProps: {
        attributes: {
          id: areaId,
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-labelledby': labelId,
          ...(describedBy ? { 'aria-describedby': describedBy } : {}),
          ...(error || tooLong ? { 'aria-invalid': 'true' } : {}),
          class: styles.area ?? '',
          'data-testid': 'rich-text-area',
        },
      },
    });
  }, [editor, areaId, labelId, describedBy, error, tooLong]);
  // A value replaced from outside (a reset, another question loaded) replaces the document, silently.
  useEffect(() => {
    if (editor && !editor.isDestroyed && value !== htmlOf(editor)) {
      editor.commands.setContent(value, { emitUpdate: false });
    }
  }, [editor, value]);

  return (
    <div className={styles.field} data-testid="rich-text-editor">
      <span id={labelId} className={styles.label} onClick={() => editor?.commands.focus()}>
        {label}
      </span>
      <div className={styles.frame} data-invalid={error || tooLong ? 'true' : undefined}>
        <RichTextToolbar editor={editor} controls={areaId} label={label} onUploadImage={onUploadImage} />
        {editor ? (
          <EditorContent editor={editor} />
        ) : (
          // Before hydration (and on the server): an empty area of the same size, so the layout does not jump.
          <div className={styles.area} aria-hidden="true" />
        )}
      </div>
      {showCount ? (
        <p id={countId} className={tooLong ? styles.countOver : styles.count} aria-live="polite">
          {tooLong
            ? t('richText.tooLong', { length: value.length, max: maxLength ?? 0 })
            : t('richText.count', { length: value.length, max: maxLength ?? 0 })}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
