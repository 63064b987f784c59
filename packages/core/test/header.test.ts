import { describe, expect, it } from 'vitest';
import { activeIndexString, isDesignPath, isHeaderHidden, moduleForPath } from '../src/index.ts';

const S = '1000000000000000001';
const q = (s = ''): URLSearchParams => new URLSearchParams(s);

describe('isHeaderHidden (spec §2 header visibility)', () => {
  it('is shown on ordinary pages', () => {
    expect(isHeaderHidden(`/portal/${S}`, q())).toBe(false);
    expect(isHeaderHidden(`/portal/${S}/search`, q('keyword=open'))).toBe(false);
    expect(isHeaderHidden('/design/x', q())).toBe(false);
  });

  it('path containing /open hides it', () => {
    expect(isHeaderHidden(`/iexam/${S}/open/examInfo`, q())).toBe(true);
    expect(isHeaderHidden('/open', q())).toBe(true);
    expect(isHeaderHidden('/x/openCourse.htm', q())).toBe(true);
  });

  it('"open" without the slash, or only in the query/hash, does not', () => {
    expect(isHeaderHidden(`/iexam/${S}/reopen`, q())).toBe(false);
    expect(isHeaderHidden(`/portal/${S}?x=/open`, q())).toBe(false);
    expect(isHeaderHidden(`/portal/${S}#/open`, q())).toBe(false);
    expect(isHeaderHidden('/OPEN', q())).toBe(false);
  });

  it('the help center hides it (with or without trailing slash)', () => {
    expect(isHeaderHidden('/helpCenter/helpPage.htm', q())).toBe(true);
    expect(isHeaderHidden('/helpCenter/helpPage.htm/', q())).toBe(true);
    expect(isHeaderHidden('/helpCenter/other.htm', q())).toBe(false);
  });

  it('source=open hides it; other sources do not', () => {
    expect(isHeaderHidden(`/portal/${S}`, q('source=open'))).toBe(true);
    expect(isHeaderHidden(`/portal/${S}`, q('source=postDetail'))).toBe(false);
    expect(isHeaderHidden(`/portal/${S}`, q('source=Open'))).toBe(false);
  });

  it('headershow=true hides it; other values do not', () => {
    expect(isHeaderHidden(`/portal/${S}`, q('headershow=true'))).toBe(true);
    expect(isHeaderHidden(`/portal/${S}`, q('headershow=false'))).toBe(false);
    expect(isHeaderHidden(`/portal/${S}`, q('headershow='))).toBe(false);
  });

  it('hideSxzHeader=true hides it; other values do not', () => {
    expect(isHeaderHidden(`/portal/${S}`, q('hideSxzHeader=true'))).toBe(true);
    expect(isHeaderHidden(`/portal/${S}`, q('hideSxzHeader=1'))).toBe(false);
    expect(isHeaderHidden(`/portal/${S}`, q('hidesxzheader=true'))).toBe(false);
  });
});

describe('isDesignPath', () => {
  it('first segment design', () => {
    expect(isDesignPath('/design')).toBe(true);
    expect(isDesignPath('/design/')).toBe(true);
    expect(isDesignPath('/design/portal/1?x=1')).toBe(true);
  });
  it('anything else', () => {
    expect(isDesignPath('/designer')).toBe(false);
    expect(isDesignPath(`/portal/${S}/design`)).toBe(false);
    expect(isDesignPath('/')).toBe(false);
    expect(isDesignPath('')).toBe(false);
  });
});

describe('moduleForPath', () => {
  it('iexam → exam', () => {
    expect(moduleForPath(`/iexam/${S}/examInfo`, q())).toBe('exam');
    expect(moduleForPath(`/iexam/${S}/exercise/home`, q())).toBe('exam');
    expect(moduleForPath(`/ctx/iexam/${S}`, q())).toBe('exam');
  });
  it('discussDetail.htm → community', () => {
    expect(moduleForPath('/community/discussDetail.htm', q())).toBe('community');
  });
  it('knowledgeDetail.htm → documentLibrary with libName or libId, else article', () => {
    expect(moduleForPath('/knowledge/knowledgeDetail.htm', q('libName=docs'))).toBe('documentLibrary');
    expect(moduleForPath('/knowledge/knowledgeDetail.htm', q('libId=7'))).toBe('documentLibrary');
    expect(moduleForPath('/knowledge/knowledgeDetail.htm', q('id=7'))).toBe('article');
    expect(moduleForPath('/knowledge/knowledgeDetail.htm', q('libId='))).toBe('article');
  });
  it('null otherwise', () => {
    expect(moduleForPath(`/portal/${S}`, q())).toBeNull();
    expect(moduleForPath(`/a/b/iexam`, q())).toBeNull();
    expect(moduleForPath('/community/discussDetail.html', q())).toBeNull();
  });
});

describe('activeIndexString', () => {
  it('joins activeIndex, subIndex and thirdIndex', () => {
    expect(activeIndexString({ activeIndex: 0, subIndex: 1, thirdIndex: 2 })).toBe('0,1,2');
    expect(activeIndexString({ activeIndex: '3', subIndex: '0' })).toBe('3,0');
    expect(activeIndexString({ activeIndex: 5 })).toBe('5');
  });
  it('defaults to the first item', () => {
    expect(activeIndexString({})).toBe('0');
    expect(activeIndexString({ activeIndex: null })).toBe('0');
    expect(activeIndexString({ activeIndex: '' })).toBe('0');
  });
  it('ignores a third index without a sub index', () => {
    expect(activeIndexString({ activeIndex: 1, thirdIndex: 2 })).toBe('1');
  });
  it('preview and design use -1', () => {
    expect(activeIndexString({ activeIndex: 1, subIndex: 2, preview: true })).toBe('-1');
    expect(activeIndexString({ activeIndex: 1, design: true })).toBe('-1');
  });
  it('keeps -1 from the query (search results)', () => {
    expect(activeIndexString({ activeIndex: '-1' })).toBe('-1');
  });
});
