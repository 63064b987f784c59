import { describe, expect, it } from 'vitest';
import { REGION_ORDER, deriveRegion, isOverseasHost, normalizeHost, siteLanguageCode } from '../src/index.ts';
import type { Region, RegionHostLists } from '../src/index.ts';

const LISTS: RegionHostLists = {
  sit: ['sit.portico.test'],
  uat: ['uat.portico.test'],
  de: ['eu.portico.test', '*.eu-portico.test'],
  ru: ['ru.portico.test'],
  sg: ['sg.portico.test'],
  mx: ['mx.portico.test'],
  icsl: ['icsl.portico.test'],
  icslHost: ['*.icsl-host.test'],
};

describe('normalizeHost', () => {
  it.each([
    ['Example.COM', 'example.com'],
    ['example.com:8080', 'example.com'],
    ['example.com.', 'example.com'],
    ['https://Example.com:443/path?x=1', 'example.com'],
    ['//example.com/x', 'example.com'],
    ['user:pw@example.com:80', 'example.com'],
    ['[::1]:3000', '[::1]'],
    ['  example.com  ', 'example.com'],
    ['', ''],
  ])('%j → %j', (input, out) => {
    expect(normalizeHost(input)).toBe(out);
  });
});

describe('deriveRegion', () => {
  it('defaults to cn with no lists or no match', () => {
    expect(deriveRegion('www.portico.test', {})).toBe('cn');
    expect(deriveRegion('www.portico.test', LISTS)).toBe('cn');
    expect(deriveRegion('', LISTS)).toBe('cn');
  });

  it.each([
    ['sit.portico.test', 'sit'],
    ['uat.portico.test', 'uat'],
    ['eu.portico.test', 'de'],
    ['ru.portico.test', 'ru'],
    ['sg.portico.test', 'sg'],
    ['mx.portico.test', 'mx'],
    ['icsl.portico.test', 'icsl'],
    ['a.icsl-host.test', 'icslHost'],
  ] as Array<[string, Region]>)('%s → %s', (host, region) => {
    expect(deriveRegion(host, LISTS)).toBe(region);
  });

  it('checks every region of the spec', () => {
    expect([...REGION_ORDER, 'cn'].sort()).toEqual(
      ['sit', 'uat', 'de', 'ru', 'sg', 'mx', 'icsl', 'icslHost', 'cn'].sort(),
    );
  });

  it('ignores case and port', () => {
    expect(deriveRegion('SIT.Portico.Test:8443', LISTS)).toBe('sit');
    expect(deriveRegion('uat.portico.test:80', LISTS)).toBe('uat');
  });

  it('matches list entries written with a port or in upper case', () => {
    expect(deriveRegion('ru.example', { ru: ['RU.Example:443'] })).toBe('ru');
  });

  it('wildcards match subdomains only, at a label boundary', () => {
    expect(deriveRegion('x.eu-portico.test', LISTS)).toBe('de');
    expect(deriveRegion('a.b.eu-portico.test', LISTS)).toBe('de');
    expect(deriveRegion('eu-portico.test', LISTS)).toBe('cn');
    expect(deriveRegion('evil-eu-portico.test', LISTS)).toBe('cn');
  });

  it('exact entries do not match suffixes or prefixes', () => {
    expect(deriveRegion('x.sit.portico.test', LISTS)).toBe('cn');
    expect(deriveRegion('sit.portico.test.evil.com', LISTS)).toBe('cn');
    expect(deriveRegion('sit.portico.tes', LISTS)).toBe('cn');
  });

  it('first region in order wins when a host is listed twice', () => {
    expect(deriveRegion('dup.test', { mx: ['dup.test'], sit: ['dup.test'] })).toBe('sit');
  });

  it('ignores blank entries', () => {
    expect(deriveRegion('', { sit: [''] })).toBe('cn');
    expect(deriveRegion('a.test', { sit: ['', '*.'] })).toBe('cn');
  });
});

describe('isOverseasHost', () => {
  const overseas = ['global.portico.test', '*.portico-intl.test'];
  it('matches exact hosts case-insensitively and without port', () => {
    expect(isOverseasHost('global.portico.test', overseas)).toBe(true);
    expect(isOverseasHost('GLOBAL.portico.test:443', overseas)).toBe(true);
  });
  it('matches wildcard subdomains', () => {
    expect(isOverseasHost('de.portico-intl.test', overseas)).toBe(true);
    expect(isOverseasHost('portico-intl.test', overseas)).toBe(false);
  });
  it('is false otherwise', () => {
    expect(isOverseasHost('www.portico.test', overseas)).toBe(false);
    expect(isOverseasHost('global.portico.test', [])).toBe(false);
  });
});

describe('siteLanguageCode', () => {
  it("is 'de' for the Europe site and 'en' elsewhere", () => {
    expect(siteLanguageCode('de')).toBe('de');
    for (const r of ['sit', 'uat', 'ru', 'sg', 'mx', 'icsl', 'icslHost', 'cn'] as Region[]) {
      expect(siteLanguageCode(r)).toBe('en');
    }
  });
});
