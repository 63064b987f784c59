/** Login and registration links (routes/auth-links.ts). */
import { describe, expect, it } from 'vitest';
import { loginLink, loginSelectLink, registerCreateLink, registerInviteLink } from '../../src/index.ts';
import { S, lang, parse } from './helpers.ts';

describe('auth links: exact shapes', () => {
  it('login: redirect is encodeURIComponent(path)', () => {
    const path = `/portal/${S}/search?keyword=a b&x=1#h`;
    expect(loginLink({ redirect: path, lang })).toBe(
      `/login/index?redirect=${encodeURIComponent(path)}&sxz-lang=en_US`,
    );
    expect(parse(loginLink({ redirect: path, lang })).query.get('redirect')).toBe(path);
    expect(loginLink({ lang })).toBe('/login/index?sxz-lang=en_US');
  });

  it('login: unsafe redirects are dropped', () => {
    for (const bad of ['//evil.com', '/\\evil.com', 'https://evil.com', 'javascript:alert(1)', '', null]) {
      expect(loginLink({ redirect: bad, lang })).toBe('/login/index?sxz-lang=en_US');
    }
  });

  it('login select and register', () => {
    expect(loginSelectLink({ lang })).toBe('/login/select?sxz-lang=en_US');
    expect(registerInviteLink({ lang: 'zh_CN' })).toBe(
      '/register/invite?way=go_back&exitSign=0&sxz-lang=zh_CN',
    );
    expect(registerCreateLink({ lang: 'zh_CN' })).toBe(
      '/register/create?way=go_back&exitSign=0&sxz-lang=zh_CN',
    );
  });
});
