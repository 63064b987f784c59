/**
 * Input before hydration (issue 28 item 2): what a user typed, ticked or chose on the server-rendered page before
 * React hydrated it reaches the components' state (early-input-replay.ts) — a form built from its props keeps every
 * field, not only the last one replayed. (A select's change event does not reach React under happy-dom; the
 * select's replay was checked in Chromium.)
 */
import { act } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { replayEarlyFields, type EarlyField } from '@/app/early-input-replay.ts';

interface Texts {
  zh: string;
  en: string;
}

/** Builds each change from its props, as the console's per-language fields do. */
function Fields(props: { texts: Texts; onChange: (texts: Texts) => void }) {
  return (
    <>
      <input
        aria-label="zh"
        value={props.texts.zh}
        onChange={(e) => props.onChange({ ...props.texts, zh: e.target.value })}
      />
      <textarea
        aria-label="en"
        value={props.texts.en}
        onChange={(e) => props.onChange({ ...props.texts, en: e.target.value })}
      />
    </>
  );
}

function Form() {
  const [texts, setTexts] = useState<Texts>({ zh: '', en: 'server text' });
  const [agreed, setAgreed] = useState(false);
  return (
    <form>
      <Fields texts={texts} onChange={setTexts} />
      <input
        type="checkbox"
        aria-label="agree"
        checked={agreed}
        onChange={(e) => setAgreed(e.target.checked)}
      />
      <output>{JSON.stringify({ texts, agreed })}</output>
    </form>
  );
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

const field = (label: string) => document.querySelector(`[aria-label="${label}"]`) as EarlyField;

/** The user's changes on the server-rendered page, recorded as the head guard does. */
function typeBeforeHydration(): EarlyField[] {
  const changed: Array<[string, (node: EarlyField) => void]> = [
    ['zh', (node) => ((node as HTMLInputElement).value = '早到的标题')],
    ['en', (node) => ((node as HTMLTextAreaElement).value = 'typed early')],
    ['agree', (node) => ((node as HTMLInputElement).checked = true)],
  ];
  return changed.map(([label, change]) => {
    const node = field(label);
    change(node);
    node.__porticoEarlyValue = node.value;
    node.__porticoEarlyChecked = (node as HTMLInputElement).checked;
    return node;
  });
}

describe('replayEarlyFields', () => {
  it('gives React every field changed before hydration, the screen unchanged', async () => {
    document.body.innerHTML = `<div id="root">${renderToString(<Form />)}</div>`;
    const fields = typeBeforeHydration();
    await act(async () => {
      root = hydrateRoot(document.getElementById('root')!, <Form />);
    });
    // Hydrated, React holds the server's values while the screen shows the user's.
    expect(JSON.parse(document.querySelector('output')!.textContent!)).toEqual({
      texts: { zh: '', en: 'server text' },
      agreed: false,
    });
    await act(async () => replayEarlyFields(fields, () => false));
    expect(JSON.parse(document.querySelector('output')!.textContent!)).toEqual({
      texts: { zh: '早到的标题', en: 'typed early' },
      agreed: true,
    });
    expect((field('zh') as HTMLInputElement).value).toBe('早到的标题');
    expect((field('agree') as HTMLInputElement).checked).toBe(true);
    expect(fields).toEqual([]);
  });

  it('leaves alone a field the user set back to the server value, and one gone from the page', async () => {
    document.body.innerHTML = `<div id="root">${renderToString(<Form />)}</div>`;
    const zh = field('zh');
    zh.value = '';
    zh.__porticoEarlyValue = '';
    const gone = document.createElement('input') as EarlyField;
    gone.__porticoEarlyValue = 'lost';
    await act(async () => {
      root = hydrateRoot(document.getElementById('root')!, <Form />);
    });
    await act(async () => replayEarlyFields([zh, gone], () => false));
    expect(JSON.parse(document.querySelector('output')!.textContent!).texts).toEqual({
      zh: '',
      en: 'server text',
    });
  });
});
