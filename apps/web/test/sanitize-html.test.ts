// @vitest-environment jsdom
// DOMPurify does not support happy-dom (cure53/DOMPurify#1457: "you will 100% have a bypass"); jsdom is what
// its own test suite runs on, and browsers are covered by the e2e agreement test.
import { createElement } from 'react';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { sanitizeHtml, useSanitizedHtml } from '@/lib/sanitize-html.ts';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}

describe('sanitizeHtml (DOMPurify with the spec §5 allowlist from core)', () => {
  it('removes script, style, iframe, object and embed elements with their content', () => {
    const out = sanitizeHtml(
      '<p>a</p><script>alert(1)</script><style>p{}</style><iframe src="x">t</iframe><object data="x"></object>' +
        '<embed src="x"><p>b</p>',
    );
    expect(out).toBe('<p>a</p><p>b</p>');
  });

  it('drops on* handlers and unknown attributes', () => {
    const out = sanitizeHtml(
      '<img src="/a.png" onerror="alert(1)" ONLOAD="x" data-x="1" alt="A"><p onclick="x()" id="i">t</p>',
    );
    expect(out).toBe('<img src="/a.png" alt="A"><p>t</p>');
  });

  it.each([
    ['plain', '<a href="javascript:alert(1)">a</a>'],
    ['mixed case and a tab', '<a href=" JaVa\tScRiPt:alert(1)">a</a>'],
    ['a newline reference', '<a href="java&#10;script:alert(1)">a</a>'],
    ['a decimal reference', '<a href="java&#115;cript:alert(1)">a</a>'],
    ['a hex reference', '<a href="jav&#x61;script:alert(1)">a</a>'],
    ['an encoded colon', '<a href="javascript&colon;alert(1)">a</a>'],
    ['leading control characters', '<a href="&#1;&#31;javascript:alert(1)">a</a>'],
    ['vbscript:', '<a href="vbscript:msgbox(1)">a</a>'],
    ['data:', '<a href="data:text/html,<script>alert(1)</script>">a</a>'],
    ['a backslash', '<a href="/\\evil.example">a</a>'],
  ])('removes a javascript:-like href: %s', (_name, html) => {
    expect(sanitizeHtml(html)).toBe('<a>a</a>');
  });

  it('keeps image sources to http(s) and relative URLs', () => {
    expect(sanitizeHtml('<img src="data:image/svg+xml,<svg onload=alert(1)>"><img src="mailto:a@b.c">')).toBe(
      '<img><img>',
    );
    expect(sanitizeHtml('<video src="vbscript:x" poster="javascript:x"></video>')).toBe('<video></video>');
    expect(sanitizeHtml('<img src="//cdn.example.com/a.png"><a href="mailto:a@b.c">m</a>')).toBe(
      '<img src="//cdn.example.com/a.png"><a href="mailto:a@b.c">m</a>',
    );
  });

  it('removes svg and math with everything inside them', () => {
    expect(
      sanitizeHtml(
        '<svg><script>alert(1)</script><a xlink:href="javascript:alert(1)">x</a><foreignObject><p>f</p>' +
          '</foreignObject></svg><math><mtext><img src=x onerror=alert(1)></mtext></math><p>ok</p>',
      ),
    ).toBe('<p>ok</p>');
  });

  it('keeps the allowed tags and safe links; new-tab links get opener isolation, other targets go', () => {
    const html =
      '<h2>Title</h2><p><strong>b</strong> <em>e</em> <u>u</u> <i>i</i> <s>s</s> x<sub>2</sub> y<sup>3</sup></p>' +
      '<blockquote>q</blockquote><hr><ul><li>one</li></ul><ol start="2"><li>two</li></ol>' +
      '<table><caption>c</caption><thead><tr><th colspan="2">h</th></tr></thead><tbody><tr><td>d</td></tr></tbody></table>' +
      '<div><span>s</span><br></div><select><option value="1">o</option></select><a href="/help">in</a>';
    expect(sanitizeHtml(html)).toBe(html);
    expect(sanitizeHtml('<a href="https://e.com/x" target="_blank" rel="opener">e</a>')).toBe(
      '<a href="https://e.com/x" target="_blank" rel="noopener noreferrer">e</a>',
    );
    expect(sanitizeHtml('<a href="/x" target="_top" rel="opener">e</a>')).toBe('<a href="/x">e</a>');
  });

  it('unwraps unknown elements but keeps their text; drops comments and form controls', () => {
    expect(sanitizeHtml('<section><font color="red">hello</font></section>')).toBe('hello');
    expect(sanitizeHtml('<!-- x --><form><input value="a"><button>b</button></form><p>ok</p>')).toBe(
      '<p>ok</p>',
    );
  });

  it('keeps the whitelisted styles and drops dangerous ones', () => {
    expect(
      sanitizeHtml(
        '<p style="color: #f00; text-align: center; position: fixed; font-size: 14px; behavior: url(x.htc)">t</p>',
      ),
    ).toBe('<p style="color:#f00;text-align:center;font-size:14px">t</p>');
    expect(
      sanitizeHtml(
        '<p style="background-color: url(javascript:x); width: expression(alert(1)); color: red; top: 0">t</p>',
      ),
    ).toBe('<p>t</p>');
    expect(
      sanitizeHtml(`<span style="font-family: 'Microsoft YaHei', sans-serif; float: left">s</span>`),
    ).toBe(`<span style="font-family:'Microsoft YaHei', sans-serif;float:left">s</span>`);
  });

  it('leaves what the server sanitiser printed as it is (both sides share one policy)', () => {
    const server =
      '<p style="color:#c00;text-align:center">a</p><a href="https://e.com/" target="_blank" rel="noopener noreferrer">' +
      'e</a><table border="1" width="100%"><tbody><tr><td colspan="2">d</td></tr></tbody></table>';
    expect(sanitizeHtml(server)).toBe(server);
  });
});

function Fragment({ html }: { html: string }) {
  return createElement('div', { id: 'rich', dangerouslySetInnerHTML: { __html: useSanitizedHtml(html) } });
}

describe('useSanitizedHtml across server rendering and hydration', () => {
  // What the server's sanitizer printed (self-closing img), trusted for the first paint.
  const serverHtml = '<p style="color:#c00">Rule</p><img src="/a.png" />';

  it('renders the server text on the server, hydrates without a mismatch, then holds DOMPurify output', async () => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = true;
    const markup = renderToString(createElement(Fragment, { html: serverHtml }));
    expect(markup).toBe(`<div id="rich">${serverHtml}</div>`);
    const container = document.createElement('div');
    container.innerHTML = markup;
    document.body.append(container);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      hydrateRoot(container, createElement(Fragment, { html: serverHtml }));
    });
    expect(errors.mock.calls).toEqual([]);
    errors.mockRestore();
    expect(container.querySelector('#rich')?.innerHTML).toBe(
      '<p style="color:#c00">Rule</p><img src="/a.png">',
    );
    container.remove();
  });

  it('sanitises straight away in a client-only render', async () => {
    const container = document.createElement('div');
    const { createRoot } = await import('react-dom/client');
    await act(async () => {
      createRoot(container).render(
        createElement(Fragment, { html: '<p onclick="x()">t</p><script>1</script>' }),
      );
    });
    expect(container.querySelector('#rich')?.innerHTML).toBe('<p>t</p>');
  });
});
