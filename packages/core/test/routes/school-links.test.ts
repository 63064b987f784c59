/** School-switcher links (routes/school-links.ts). */
import { describe, expect, it } from 'vitest';
import { matchRoute, schoolSwitcherLinks } from '../../src/index.ts';
import { S, SUB, lang } from './helpers.ts';

describe('schoolSwitcherLinks', () => {
  it('school: protocol-relative portal and management', () => {
    expect(schoolSwitcherLinks({ id: S, domain: 'demo.portico.test', lang: 'zh_CN' })).toEqual({
      portal: `//demo.portico.test/portal/${S}?sxz-lang=zh_CN`,
      management: `//demo.portico.test/iadmin/${S}/management/workbench?sxz-lang=zh_CN`,
    });
  });
  it('sub-school: portal under the parent, sub-college management', () => {
    expect(schoolSwitcherLinks({ id: SUB, parentId: S, domain: 'demo.portico.test', lang })).toEqual({
      portal: `//demo.portico.test/portal/${S}/sub-school/${SUB}?sxz-lang=en_US`,
      management: `//demo.portico.test/iadmin/${SUB}/sub-college-management/sub-college-info?sxz-lang=en_US`,
    });
  });
  it('store-type school: management at college-info (spec §2); a sub-school keeps sub-college-info', () => {
    expect(schoolSwitcherLinks({ id: S, domain: null, lang, store: true }).management).toBe(
      `/iadmin/${S}/management/college-management/college-info?sxz-lang=en_US`,
    );
    expect(schoolSwitcherLinks({ id: S, domain: null, lang, store: false }).management).toBe(
      `/iadmin/${S}/management/workbench?sxz-lang=en_US`,
    );
    expect(schoolSwitcherLinks({ id: SUB, parentId: S, domain: null, lang, store: true }).management).toBe(
      `/iadmin/${SUB}/sub-college-management/sub-college-info?sxz-lang=en_US`,
    );
    expect(matchRoute(`/iadmin/${S}/management/college-management/college-info`)?.id).toBe(
      'school-management',
    );
  });
  it('no domain → path-only links', () => {
    expect(schoolSwitcherLinks({ id: S, domain: null, lang })).toEqual({
      portal: `/portal/${S}?sxz-lang=en_US`,
      management: `/iadmin/${S}/management/workbench?sxz-lang=en_US`,
    });
    expect(schoolSwitcherLinks({ id: SUB, parentId: S, domain: '', lang }).portal).toBe(
      `/portal/${S}/sub-school/${SUB}?sxz-lang=en_US`,
    );
  });
  it('normalises a domain given with scheme, slashes, port or upper case', () => {
    expect(schoolSwitcherLinks({ id: S, domain: 'https://Demo.Portico.test/', lang }).portal).toBe(
      `//demo.portico.test/portal/${S}?sxz-lang=en_US`,
    );
    expect(schoolSwitcherLinks({ id: S, domain: '//demo.test:8080', lang }).portal).toBe(
      `//demo.test:8080/portal/${S}?sxz-lang=en_US`,
    );
  });
  it('a domain that is not a plain host falls back to path-only', () => {
    for (const d of ['evil.com/x', 'a b.com', 'javascript:alert(1)', 'evil.com\\', 'user@evil.com', '-']) {
      expect(schoolSwitcherLinks({ id: S, domain: d, lang }).portal).toBe(`/portal/${S}?sxz-lang=en_US`);
    }
  });
  it('built links pass matchRoute once the host is removed', () => {
    const { portal, management } = schoolSwitcherLinks({ id: SUB, parentId: S, domain: 'x.test', lang });
    expect(matchRoute(new URL(`http:${portal}`).pathname)?.id).toBe('portal-sub-school');
    expect(matchRoute(new URL(`http:${management}`).pathname)?.id).toBe('sub-school-management');
  });
});
