import { describe, expect, it } from 'vitest';
import { decodeTargetUrl, encodeTargetUrl, o3LoginLink } from '../src/third-login.ts';

const ORIGIN = 'http://portal.example:3000';

describe('O3 login targetUrl', () => {
  it('round-trips a same-site URL (absolute or path) to its path, query and hash, non-ASCII included', () => {
    const url = `${ORIGIN}/portal/1000000000000000003/search?keyword=数学#top`;
    expect(decodeTargetUrl(encodeTargetUrl(url), ORIGIN)).toBe(
      '/portal/1000000000000000003/search?keyword=%E6%95%B0%E5%AD%A6#top',
    );
    expect(decodeTargetUrl(encodeTargetUrl('/portal/1?sxz-lang=en_US'), ORIGIN)).toBe(
      '/portal/1?sxz-lang=en_US',
    );
  });

  it.each([
    ['another origin', 'https://evil.example/portal/1'],
    ['another port', 'http://portal.example:4000/portal/1'],
    ['protocol-relative', '//evil.example/x'],
    ['backslash trick', '/\\evil.example'],
    ['encoded slash', '/%2Fevil.example'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['credentials', 'http://user:pw@portal.example:3000/x'],
    ['relative path', 'portal/1'],
    ['too long', `/${'a'.repeat(2100)}`],
  ])('refuses %s', (_label, target) => {
    expect(decodeTargetUrl(encodeTargetUrl(target), ORIGIN)).toBeNull();
  });

  it('refuses what is not base64 or not UTF-8, and nothing at all', () => {
    expect(decodeTargetUrl('not base64!', ORIGIN)).toBeNull();
    expect(decodeTargetUrl('//4=', ORIGIN)).toBeNull();
    expect(decodeTargetUrl('', ORIGIN)).toBeNull();
    expect(decodeTargetUrl(undefined, ORIGIN)).toBeNull();
  });

  it('accepts base64url too', () => {
    const encoded = encodeTargetUrl('/portal/1?a=>>>').replace(/\+/g, '-').replace(/\//g, '_');
    expect(decodeTargetUrl(encoded, ORIGIN)).toBe('/portal/1?a=>>>');
  });

  it('builds the spec §7 start link with sxz-lang last', () => {
    const link = o3LoginLink({ lang: 'en_US', schoolId: '1000000000000000003', currentUrl: '/portal/x' });
    const url = new URL(link, ORIGIN);
    expect(url.pathname).toBe('/api/auth/open/third/uniportal/authorization_code');
    expect(url.searchParams.get('targetUrl')).toBe(encodeTargetUrl('/portal/x'));
    expect(url.searchParams.get('tenantId')).toBe('1000000000000000003');
    expect(link.endsWith('sxz-lang=en_US')).toBe(true);
  });
});

describe('O3 header and callback route', () => {
  it('uses the designed header in O3 schools only with useDesignedHeader 1', async () => {
    const { usesDesignedHeader, matchRoute } = await import('../src/index.ts');
    expect(usesDesignedHeader({ kind: 'o3', useDesignedHeader: '0' })).toBe(false);
    expect(usesDesignedHeader({ kind: 'o3', useDesignedHeader: '1' })).toBe(true);
    expect(usesDesignedHeader({ kind: 'standard', useDesignedHeader: '0' })).toBe(true);
    expect(matchRoute('/login/third/callback')?.id).toBe('third-login-callback');
  });
});
