/**
 * Issue 17: pages are rendered with the synchronous renderToString when nothing suspends, and through React's
 * stream otherwise — the client gets the same document either way.
 */
import { lazy, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHtml, renderStreamed } from '@/app/render-html.tsx';
import { makeBootstrap, homeUrl } from './fixtures/bootstrap.ts';
import { parse, renderToString } from './render-helpers.ts';

const SCRIPTS = { modules: ['/assets/entry.js', '/assets/shared.js'], nonce: 'n0nce' };

function Page({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <title>Page</title>
        <link rel="stylesheet" href="/assets/app.css" />
      </head>
      <body>
        <main>{children}</main>
      </body>
    </html>
  );
}

/** A lazily loaded component nobody loaded before the render: it suspends. */
function lateComponent(text: string) {
  return lazy(
    () =>
      new Promise<{ default: () => React.JSX.Element }>((resolve) =>
        setTimeout(() => resolve({ default: () => <p>{text}</p> }), 5),
      ),
  );
}

function Broken(): React.JSX.Element {
  throw new Error('broken section');
}

const elements = (html: string, selector: string) =>
  [...parse(html).querySelectorAll(selector)].map((element) => element.outerHTML).sort();

afterEach(() => vi.restoreAllMocks());

describe('renderHtml', () => {
  it('gives the document the stream gives: doctype, the same head and body, the entry scripts with the nonce', async () => {
    const element = (
      <Page>
        <h1>Hello</h1>
      </Page>
    );
    const fast = await renderHtml(element, 200, SCRIPTS);
    const streamed = await renderStreamed(element, 200, SCRIPTS);
    expect(fast.status).toBe(200);
    expect(fast.html.startsWith('<!DOCTYPE html><html lang="en">')).toBe(true);
    // The stream marks its first script for render blocking; nothing reads that id.
    const withoutShellId = streamed.html.replace(' id="_R_"', '');
    for (const selector of ['head > *', 'body > *']) {
      expect(elements(fast.html, selector)).toEqual(elements(withoutShellId, selector));
    }
    expect(elements(fast.html, 'link[rel="modulepreload"]')).toEqual([
      '<link rel="modulepreload" fetchpriority="low" nonce="n0nce" href="/assets/entry.js">',
      '<link rel="modulepreload" fetchpriority="low" nonce="n0nce" href="/assets/shared.js">',
    ]);
    expect(
      parse(fast.html).querySelectorAll('body > script[type="module"][async][nonce="n0nce"]'),
    ).toHaveLength(2);
  });

  it('waits for a part that suspends instead of sending its fallback', async () => {
    const Late = lateComponent('loaded later');
    const { status, html } = await renderHtml(
      <Page>
        <Suspense fallback={<p>loading</p>}>
          <Late />
        </Suspense>
      </Page>,
      200,
      SCRIPTS,
    );
    expect(status).toBe(200);
    expect(parse(html).querySelector('main')?.textContent).toBe('loaded later');
    expect(parse(html).querySelectorAll('script[type="module"]')).toHaveLength(2);
  });

  it('answers 500 (and reports the error) when a section fails inside a boundary', async () => {
    const report = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { status } = await renderHtml(
      <Page>
        <Suspense fallback={<p>unavailable</p>}>
          <Broken />
        </Suspense>
      </Page>,
      200,
      SCRIPTS,
    );
    expect(status).toBe(500);
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ message: 'broken section' }));
  });

  it('rejects when the document itself cannot render', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(
      renderHtml(
        <Page>
          <Broken />
        </Page>,
        200,
        SCRIPTS,
      ),
    ).rejects.toThrow('broken section');
  });

  it('renders the real home page without falling back to the stream', async () => {
    const { status, html } = await renderToString(makeBootstrap(homeUrl));
    expect(status).toBe(200);
    // The stream would mark its first module script with the shell's id.
    expect(html).not.toContain('id="_R_"');
    expect(html).not.toContain('<!--$!-->');
  });
});
