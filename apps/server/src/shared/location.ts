/**
 * Redirect targets as valid `Location` values (issue 9 §5). A Location is a URI reference: ASCII only (RFC 9110
 * §10.2.2, RFC 3986). Targets built from user input — the login page's `redirect`, a page URL carried into the
 * login link — may hold non-ASCII text (`?keyword=数学`), and Node refuses such a header when the answer is
 * written, after every handler and error hook: the client got a bare 500. Every `reply.redirect` goes through
 * `locationHeader`.
 */

const PROBE_ORIGIN = 'http://portico.invalid';

/**
 * The target re-serialised by the WHATWG URL parser: non-ASCII (as UTF-8), spaces, quotes, angle brackets and
 * C0/DEL controls are percent-encoded, existing escapes are kept, a lone surrogate becomes U+FFFD, tab and
 * newline are dropped. A same-site path stays a path; an absolute URL stays absolute. A target the parser cannot
 * read (only ever a bug upstream) falls back to the home page rather than to an invalid header.
 */
export function locationHeader(target: string): string {
  try {
    const url = new URL(target, PROBE_ORIGIN);
    return url.origin === PROBE_ORIGIN && target.startsWith('/') && !target.startsWith('//')
      ? `${url.pathname}${url.search}${url.hash}`
      : url.href;
  } catch {
    return '/';
  }
}
