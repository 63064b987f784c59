/**
 * Issue 25 item 2: the creation center's outline editor — chapters and resources reordered by keyboard (dnd-kit's
 * keyboard sensor: space, arrow, space) and by the move buttons, each move said in words; chapters and resources
 * added and removed.
 */
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OutlineEditor } from '@/features/creation-center/components/outline-editor.tsx';
import type { DraftChapter } from '@/features/creation-center/lib/draft-ids.ts';
import { newResource, type AddableKind } from '@/features/creation-center/lib/new-resource.ts';
import { createI18n } from '@/i18n/create-i18n.ts';
import { messagesFor } from '@/i18n/server-messages.ts';

const START: DraftChapter[] = [
  {
    id: 'c1',
    title: { en_US: 'Basics' },
    resources: [
      { id: 'r1', kind: 'article', title: { en_US: 'Welcome' }, required: true, body: '<p>Hello</p>' },
      {
        id: 'r2',
        kind: 'external',
        title: { en_US: 'Reading list' },
        required: false,
        url: 'https://example.org/',
      },
    ],
  },
  { id: 'c2', title: { en_US: 'Practice' }, resources: [] },
];

let latest: DraftChapter[] = START;
let next = 0;

function Harness({ lang = 'en_US' as 'en_US' | 'ar_SA' }) {
  const [chapters, setChapters] = useState(START);
  const [selected, setSelected] = useState<string | null>(null);
  const change = (c: DraftChapter[]) => {
    latest = c;
    setChapters(c);
  };
  return (
    <OutlineEditor
      chapters={chapters}
      lang={lang}
      defaultLang="en_US"
      languages={['en_US', 'ar_SA']}
      kinds={['article', 'external', 'exam']}
      selectedId={selected}
      onChange={change}
      onAddChapter={() => change([...chapters, { id: `chapter-${++next}`, title: {}, resources: [] }])}
      onAddResource={(index, kind) =>
        change(
          chapters.map((c, i) =>
            i === index ? { ...c, resources: [...c.resources, newResource(kind as AddableKind)] } : c,
          ),
        )
      }
      onSelectResource={setSelected}
    />
  );
}

function renderEditor(lang: 'en_US' | 'ar_SA' = 'en_US') {
  const i18n = createI18n(lang, messagesFor(lang, ['creation', 'console']));
  render(
    <I18nextProvider i18n={i18n}>
      <Harness lang={lang} />
    </I18nextProvider>,
  );
}

/** happy-dom lays nothing out: give each list item a box by its place among its siblings, as a browser would. */
function stubLayout() {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const item = this.closest('li');
    const index = item?.parentElement ? [...item.parentElement.children].indexOf(item) : 0;
    const top = index * 60;
    return {
      x: 0,
      y: top,
      top,
      left: 0,
      right: 300,
      bottom: top + 50,
      width: 300,
      height: 50,
      toJSON: () => ({}),
    };
  });
}

const titles = () => latest.map((c) => c.title.en_US ?? '');

describe('creation center outline editor', () => {
  beforeEach(() => {
    latest = START;
    stubLayout();
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('moves a chapter down with the keyboard (space, arrow down, space)', async () => {
    renderEditor();
    const handle = screen.getByRole('button', { name: 'Drag Basics' });
    handle.focus();
    await act(async () => {
      fireEvent.keyDown(handle, { key: ' ', code: 'Space' });
      await new Promise((r) => setTimeout(r, 20));
    });
    await act(async () => {
      fireEvent.keyDown(document.activeElement ?? handle, { key: 'ArrowDown', code: 'ArrowDown' });
      await new Promise((r) => setTimeout(r, 20));
    });
    await act(async () => {
      fireEvent.keyDown(document.activeElement ?? handle, { key: ' ', code: 'Space' });
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(titles()).toEqual(['Practice', 'Basics']);
  });

  it('moves a resource with the move buttons and says where it went', () => {
    renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Move Welcome down' }));
    expect(latest[0]?.resources.map((r) => r.title.en_US)).toEqual(['Reading list', 'Welcome']);
    expect(
      screen.getAllByRole('status').some((s) => s.textContent === 'Welcome moved to position 2 of 2.'),
    ).toBe(true);
    // The first item cannot go further up, the last not further down.
    expect(screen.getByRole('button', { name: 'Move Reading list up' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Move Welcome down' })).toHaveProperty('disabled', true);
  });

  it('adds a chapter and a resource of the chosen kind, and removes them', () => {
    renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Add chapter' }));
    expect(latest).toHaveLength(3);
    const third = screen.getByRole('heading', { name: 'Chapter 3 (untitled)' }).closest('li') as HTMLElement;
    fireEvent.change(within(third).getByRole('combobox'), { target: { value: 'exam' } });
    fireEvent.click(within(third).getByRole('button', { name: /Add resource/ }));
    expect(latest[2]?.resources.map((r) => r.kind)).toEqual(['exam']);
    // A chapter holding resources asks before it goes.
    const confirm = vi.fn(() => true);
    vi.stubGlobal('confirm', confirm);
    fireEvent.click(within(third).getByRole('button', { name: 'Remove Chapter 3 (untitled)' }));
    expect(confirm).toHaveBeenCalled();
    expect(latest).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Reading list' }));
    expect(latest[0]?.resources.map((r) => r.id)).toEqual(['r1']);
  });

  it('renames a chapter per language', () => {
    renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Rename Basics' }));
    const group = screen.getByRole('group', { name: 'Chapter title' });
    fireEvent.change(within(group).getByRole('textbox', { name: /English/ }), {
      target: { value: 'Foundations' },
    });
    expect(titles()).toEqual(['Foundations', 'Practice']);
  });

  it('speaks Arabic to an Arabic author', () => {
    renderEditor('ar_SA');
    expect(screen.getByRole('button', { name: 'إضافة فصل' })).toBeTruthy();
  });
});
