import { describe, expect, it } from 'vitest';
import { SCHOOL_ID_LENGTH, isSchoolId, resolveSchoolId, resolveSubSchoolId } from '../src/index.ts';

const ID = '1000000000000000001';
const ID2 = '1000000000000000002';
const SUB = '1000000000000000011';
const ID18 = ID.slice(0, 18);
const ID20 = `${ID}0`;

const q = (s = ''): URLSearchParams => new URLSearchParams(s);

describe('isSchoolId', () => {
  it('accepts exactly 19 digits', () => {
    expect(SCHOOL_ID_LENGTH).toBe(19);
    expect(isSchoolId(ID)).toBe(true);
    expect(isSchoolId('0'.repeat(19))).toBe(true);
  });
  it('rejects 18 and 20 characters', () => {
    expect(isSchoolId(ID18)).toBe(false);
    expect(isSchoolId(ID20)).toBe(false);
  });
  it('rejects non-digits, whitespace and non-strings', () => {
    expect(isSchoolId('100000000000000000a')).toBe(false);
    expect(isSchoolId(` ${ID18}`)).toBe(false);
    expect(isSchoolId(`${ID}\n`)).toBe(false);
    expect(isSchoolId('１'.repeat(19))).toBe(false); // full-width digits
    expect(isSchoolId(Number(ID))).toBe(false);
    expect(isSchoolId(null)).toBe(false);
    expect(isSchoolId(undefined)).toBe(false);
  });
});

describe('resolveSchoolId', () => {
  it('reads the second path segment last', () => {
    expect(resolveSchoolId({ pathname: `/portal/${ID}`, query: q() })).toBe(ID);
    expect(resolveSchoolId({ pathname: `/course/${ID}/course-view`, query: q() })).toBe(ID);
  });
  it('prefers query tenantId, then tenant_id, then schoolId, then stored, then the path', () => {
    const path = `/portal/${ID}`;
    const A = '1000000000000000005';
    const B = '1000000000000000006';
    const C = '1000000000000000004';
    const S = '1000000000000000003';
    expect(
      resolveSchoolId({ pathname: path, query: q(`schoolId=${C}&tenant_id=${B}&tenantId=${A}`), stored: S }),
    ).toBe(A);
    expect(resolveSchoolId({ pathname: path, query: q(`schoolId=${C}&tenant_id=${B}`), stored: S })).toBe(B);
    expect(resolveSchoolId({ pathname: path, query: q(`schoolId=${C}`), stored: S })).toBe(C);
    expect(resolveSchoolId({ pathname: path, query: q(), stored: S })).toBe(S);
    expect(resolveSchoolId({ pathname: path, query: q(), stored: null })).toBe(ID);
  });
  it('skips candidates that are not 19-digit ids', () => {
    expect(
      resolveSchoolId({
        pathname: `/portal/${ID}`,
        query: q(`tenantId=${ID18}&schoolId=${ID20}`),
        stored: 'x',
      }),
    ).toBe(ID);
    expect(resolveSchoolId({ pathname: '/knowledge/knowledgePortal.htm', query: q(`schoolId=${ID2}`) })).toBe(
      ID2,
    );
  });
  it('returns null when nothing qualifies', () => {
    expect(resolveSchoolId({ pathname: '/knowledge/knowledgePortal.htm', query: q() })).toBeNull();
    expect(resolveSchoolId({ pathname: `/portal/${ID18}`, query: q('tenantId=abc') })).toBeNull();
    expect(resolveSchoolId({ pathname: '/', query: q() })).toBeNull();
    expect(resolveSchoolId({ pathname: '', query: q() })).toBeNull();
  });
  it('does not read the first or third segment', () => {
    expect(resolveSchoolId({ pathname: `/${ID}/portal`, query: q() })).toBeNull();
    expect(resolveSchoolId({ pathname: `/portal/x/${ID}`, query: q() })).toBeNull();
  });
});

describe('resolveSubSchoolId', () => {
  it('reads query subSchoolId first', () => {
    expect(resolveSubSchoolId({ pathname: `/portal/${ID}`, query: q(`subSchoolId=${SUB}`) })).toBe(SUB);
  });
  it('reads the fifth segment of the portal sub-school path', () => {
    expect(resolveSubSchoolId({ pathname: `/portal/${ID}/sub-school/${SUB}`, query: q() })).toBe(SUB);
    expect(resolveSubSchoolId({ pathname: `/portal/${ID}/sub-school/${SUB}/`, query: q() })).toBe(SUB);
  });
  it('reads the fourth segment of iadmin-style paths', () => {
    expect(resolveSubSchoolId({ pathname: `/iadmin/${ID}/${SUB}/workbench`, query: q() })).toBe(SUB);
  });
  it('reads the id of the sub-school management route', () => {
    expect(
      resolveSubSchoolId({ pathname: `/iadmin/${SUB}/sub-college-management/sub-college-info`, query: q() }),
    ).toBe(SUB);
  });
  it('requires 19 characters', () => {
    expect(
      resolveSubSchoolId({ pathname: `/portal/${ID}/sub-school/${SUB.slice(0, 18)}`, query: q() }),
    ).toBeNull();
    expect(resolveSubSchoolId({ pathname: `/portal/${ID}/sub-school/${SUB}1`, query: q() })).toBeNull();
    expect(resolveSubSchoolId({ pathname: `/portal/${ID}`, query: q(`subSchoolId=${SUB}1`) })).toBeNull();
    expect(resolveSubSchoolId({ pathname: `/iadmin/${ID}/${SUB.slice(1)}/x`, query: q() })).toBeNull();
  });
  it('returns null on other paths', () => {
    expect(resolveSubSchoolId({ pathname: `/portal/${ID}`, query: q() })).toBeNull();
    expect(resolveSubSchoolId({ pathname: `/iadmin/${ID}/management/workbench`, query: q() })).toBeNull();
    expect(resolveSubSchoolId({ pathname: `/course/${ID}/${SUB}`, query: q() })).toBeNull();
    expect(resolveSubSchoolId({ pathname: `/portal/${ID}/other/${SUB}`, query: q() })).toBeNull();
  });
});
