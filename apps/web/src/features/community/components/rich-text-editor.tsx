/**
 * A small accessible rich-text editor (issue 14): a labelled multi-line textbox (contenteditable) with a toolbar
 * of real buttons — bold, italic, underline, lists, quote, link. Formatting uses the browser's editing commands;
 * the HTML it produces is sanitised before it is sent and again by the server (spec §5).
 */
import { useRef, type KeyboardEvent } from 'react';
import type { MessageKey } from '@/i18n/keys.ts';
import { useT } from '@/i18n/use-t.ts';
import styles from './editor.module.css';

/**
 * The editor's HTML in the allowlist's vocabulary: browsers' bold command writes <b>, which spec §5 does not
 * allow (it lists strong), so <b> becomes <strong> before sanitising.
 */
export function normaliseEditorHtml(html: string): string {
  return html.replace(/<(\/?)b(\s[^>]*)?>/gi, '<$1strong>');
}

type Command =
  'bold' | 'italic' | 'underline' | 'insertUnorderedList' | 'insertOrderedList' | 'quote' | 'link';

const TOOLS: Array<[Command, MessageKey, string]> = [
  ['bold', 'community.editor.bold', 'B'],
  ['italic', 'community.editor.italic', 'I'],
  ['underline', 'community.editor.underline', 'U'],
  ['insertUnorderedList', 'community.editor.bulletList', '•'],
  ['insertOrderedList', 'community.editor.numberedList', '1.'],
  ['quote', 'community.editor.quote', '“'],
  ['link', 'community.editor.link', '↗'],
];

export function RichTextEditor({
  id,
  labelId,
  describedBy,
  invalid,
  onChange,
}: {
  id: string;
  labelId: string;
  describedBy?: string;
  invalid?: boolean;
  onChange: (html: string) => void;
}) {
  const t = useT();
  const area = useRef<HTMLDivElement>(null);

  const run = (command: Command) => {
    const element = area.current;
    if (!element) return;
    element.focus();
    if (command === 'link') {
      const url = window.prompt(t('community.editor.linkPrompt'), 'https://');
      if (!url || !/^https?:\/\//i.test(url.trim())) return;
      document.execCommand?.('createLink', false, url.trim());
    } else if (command === 'quote') {
      document.execCommand?.('formatBlock', false, 'blockquote');
    } else {
      document.execCommand?.(command, false);
    }
    onChange(element.innerHTML);
  };

  // Keyboard shortcuts the toolbar names (Ctrl/⌘ + B, I, U).
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!(event.ctrlKey || event.metaKey)) return;
    const command = ({ b: 'bold', i: 'italic', u: 'underline' } as const)[event.key.toLowerCase() as 'b'];
    if (!command) return;
    event.preventDefault();
    run(command);
  };

  return (
    <div className={styles.editor}>
      <div
        className={styles.toolbar}
        role="toolbar"
        aria-label={t('community.editor.toolbar')}
        aria-controls={id}
      >
        {TOOLS.map(([command, key, glyph]) => (
          <button
            key={command}
            type="button"
            className={styles.tool}
            title={t(key)}
            // Keep the text selection: the button must not take the focus on press.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => run(command)}
          >
            <span aria-hidden="true">{glyph}</span>
            <span className="sr-only">{t(key)}</span>
          </button>
        ))}
      </div>
      <div
        id={id}
        ref={area}
        className={styles.area}
        role="textbox"
        aria-multiline="true"
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        aria-invalid={invalid ? true : undefined}
        contentEditable
        suppressContentEditableWarning
        tabIndex={0}
        onInput={(event) => onChange(event.currentTarget.innerHTML)}
        onKeyDown={onKeyDown}
      />
    </div>
  );
}
