import { describe, expect, it } from 'vitest';
import { loginTarget } from '@/features/auth/components/login-page-form.tsx';
import { realNameError } from '@/features/name-compliance/utils/validate-real-name.ts';
import { schoolNameError } from '@/features/register/utils/validate-school-name.ts';
import { logoutTarget } from '@/features/user-menu/utils/menu-entries.ts';
import { makeBootstrap, SCHOOL_ID } from './fixtures/bootstrap.ts';

describe('client-side name rules (same as the server)', () => {
  it('school names: required, at most 50, no special characters, no emoji', () => {
    expect(schoolNameError('  ')).toBe('register.nameRequired');
    expect(schoolNameError('a'.repeat(50))).toBeNull();
    expect(schoolNameError('a'.repeat(51))).toBe('register.nameTooLong');
    expect(schoolNameError('Data & AI')).toBe('register.nameSpecial');
    expect(schoolNameError('Data 🚀')).toBe('register.nameEmoji');
    expect(schoolNameError('数据学院 2026')).toBeNull();
  });

  it('real names: required, no special characters, no emoji, at most 30', () => {
    expect(realNameError('')).toBe('name.required');
    expect(realNameError('Li <Wei>')).toBe('name.special');
    expect(realNameError('Li 😀')).toBe('name.emoji');
    expect(realNameError('a'.repeat(31))).toBe('name.tooLong');
    expect(realNameError('李伟')).toBeNull();
  });
});

describe('where login and logout lead', () => {
  it('login goes to a safe redirect, else to the school chooser', () => {
    expect(loginTarget('?redirect=%2Fportal%2F1%3Fa%3D1', 'en_US')).toBe('/portal/1?a=1');
    expect(loginTarget('?redirect=https%3A%2F%2Fevil.example', 'en_US')).toBe('/login/select?sxz-lang=en_US');
    expect(loginTarget('?redirect=%2F%2Fevil.example', 'en_US')).toBe('/login/select?sxz-lang=en_US');
    expect(loginTarget('', 'de_DE')).toBe('/login/select?sxz-lang=de_DE');
  });

  it('logout from an open school personal page goes home, elsewhere to login with a way back', () => {
    const personal = `/center/privateCenter.htm?schoolId=${SCHOOL_ID}`;
    expect(logoutTarget(makeBootstrap(personal), personal)).toBe(`/portal/${SCHOOL_ID}?sxz-lang=en_US`);
    const space = `/personSpace/${SCHOOL_ID}/works`;
    expect(logoutTarget(makeBootstrap(space), space)).toBe(`/portal/${SCHOOL_ID}?sxz-lang=en_US`);
    const home = `/portal/${SCHOOL_ID}?sxz-lang=en_US`;
    expect(logoutTarget(makeBootstrap(home), home)).toBe(
      `/login/index?redirect=${encodeURIComponent(home)}&sxz-lang=en_US`,
    );
    const closed = makeBootstrap(personal);
    const closedSchool = {
      ...closed,
      school: closed.school && { ...closed.school, openSchool: '0' as const },
    };
    expect(logoutTarget(closedSchool, personal)).toBe(
      `/login/index?redirect=${encodeURIComponent(personal)}&sxz-lang=en_US`,
    );
  });
});
