import { describe, expect, it } from 'vitest';
import { isSafeUrl, sanitizeHtml, sanitizeStyle } from '@/lib/sanitize-html.ts';

describe('sanitizeHtml (spec §5 rich text allowlist)', () => {
  it('removes script, style and iframe elements with their content', () => {
    const out = sanitizeHtml(
      '<p>a</p><script>alert(1)</script><style>p{}</style><object data="x"></object><embed src="x"><p>b</p>',
    );
    expect(out).toBe('<p>a</p><p>b</p>');
  });

  it('drops on* handlers and unknown attributes', () => {
    const out = sanitizeHtml(
      '<img src="/a.png" onerror="alert(1)" data-x="1" alt="A"><p onclick="x()" id="i">t</p>',
    );
    expect(out).toBe('<img src="/a.png" alt="A"><p>t</p>');
  });

  it('removes javascript:, data: and vbscript: URLs, however obfuscated', () => {
    const out = sanitizeHtml(
      '<a href="javascript:alert(1)">1</a><a href=" JaVa\tScRiPt:alert(1)">2</a><a href="java&#115;cript:x">3</a>' +
        '<img src="data:image/svg+xml,<svg onload=alert(1)>"><video src="vbscript:x"></video>',
    );
    expect(out).toBe('<a>1</a><a>2</a><a>3</a><img><video></video>');
  });

  it('keeps the allowed tags and safe links', () => {
    const html =
      '<h2>Title</h2><p><strong>b</strong> <em>e</em> <u>u</u> <i>i</i> <s>s</s> x<sub>2</sub> y<sup>3</sup></p>' +
      '<blockquote>q</blockquote><hr><ul><li>one</li></ul><ol start="2"><li>two</li></ol>' +
      '<table><caption>c</caption><thead><tr><th colspan="2">h</th></tr></thead><tbody><tr><td>d</td></tr></tbody></table>' +
      '<div><span>s</span><br></div><select><option value="1">o</option></select>' +
      '<a href="https://example.com/x" target="_blank">ext</a><a href="/help">in</a>';
    const out = sanitizeHtml(html);
    expect(out).toBe(html.replace('target="_blank">', 'target="_blank" rel="noopener noreferrer">'));
  });

  it('unwraps unknown elements but keeps their text', () => {
    expect(sanitizeHtml('<section><font color="red">hello</font></section>')).toBe('hello');
  });

  it('drops comments and form controls', () => {
    expect(sanitizeHtml('<!-- x --><form><input value="a"><button>b</button></form><p>ok</p>')).toBe(
      '<p>ok</p>',
    );
  });

  it('keeps whitelisted styles only', () => {
    expect(sanitizeStyle('color: #f00; text-align: center; position: fixed; font-size: 14px')).toBe(
      'color: #f00; text-align: center; font-size: 14px',
    );
    expect(sanitizeStyle('background-color: rgb(1, 2, 3); width: 50%; float: left')).toBe(
      'background-color: rgb(1, 2, 3); width: 50%; float: left',
    );
    expect(sanitizeStyle('background-color: url(javascript:x); width: expression(alert(1))')).toBe('');
    expect(sanitizeStyle("font-family: 'Microsoft YaHei', sans-serif; font-weight: bold")).toBe(
      "font-family: 'Microsoft YaHei', sans-serif; font-weight: bold",
    );
    expect(sanitizeStyle('font-family: evil')).toBe('');
    expect(sanitizeHtml('<p style="color: red; behavior: x">t</p>')).toBe('<p>t</p>');
    expect(sanitizeHtml('<p style="color: #123456; text-align: right">t</p>')).toBe(
      '<p style="color: #123456; text-align: right">t</p>',
    );
  });

  it('accepts http(s), protocol-relative and same-site URLs', () => {
    expect(isSafeUrl('https://a.com/x', 'href')).toBe(true);
    expect(isSafeUrl('//cdn.example.com/a.png', 'src')).toBe(true);
    expect(isSafeUrl('/path?q=1', 'href')).toBe(true);
    expect(isSafeUrl('mailto:a@b.c', 'href')).toBe(true);
    expect(isSafeUrl('mailto:a@b.c', 'src')).toBe(false);
    expect(isSafeUrl('data:text/html,x', 'href')).toBe(false);
  });
});
