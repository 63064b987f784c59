/** The provider's own sign-in form: plain HTML, labelled fields, no script (WCAG 2.2 AA, checked by the e2e). */
const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function renderLoginPage(a: { uid: string; error: string | null; login: string }): string {
  const uid = encodeURIComponent(a.uid);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in – Portico identity provider</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f4f6f8; color: #1d2430; }
  main { max-inline-size: 24rem; margin: 3rem auto; padding: 2rem; background: #fff; border-radius: 8px; }
  label { display: block; margin-block-start: 1rem; font-weight: 600; }
  input { box-sizing: border-box; inline-size: 100%; padding: .6rem; font: inherit; border: 1px solid #5b6573; border-radius: 4px; }
  button { margin-block-start: 1.5rem; padding: .6rem 1.2rem; font: inherit; border: 0; border-radius: 4px; cursor: pointer; }
  .primary { background: #0b57d0; color: #fff; }
  .secondary { background: transparent; color: #0b57d0; text-decoration: underline; }
  :focus-visible { outline: 3px solid #0b57d0; outline-offset: 2px; }
  [role=alert] { color: #a4161a; }
</style>
</head>
<body>
<main>
<h1>Sign in</h1>
<p>Portico identity provider (development)</p>
${a.error ? `<p role="alert">${escape(a.error)}</p>` : ''}
<form method="post" action="/interaction/${uid}/login">
  <label for="login">E-mail</label>
  <input id="login" name="login" type="email" autocomplete="username" required value="${escape(a.login)}">
  <label for="password">Password</label>
  <input id="password" name="password" type="password" autocomplete="current-password" required>
  <button class="primary" type="submit">Sign in</button>
</form>
<form method="post" action="/interaction/${uid}/abort">
  <button class="secondary" type="submit">Cancel</button>
</form>
</main>
</body>
</html>`;
}
