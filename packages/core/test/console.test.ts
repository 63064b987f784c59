import { describe, expect, it } from 'vitest';
import {
  CONSOLE_SECTIONS,
  LECTURER_CONSOLE_SECTIONS,
  SUB_SCHOOL_CONSOLE_SECTIONS,
  cleanLocalizedTexts,
  consoleSectionsFor,
  consoleSectionLink,
  localizedText,
  matchRoute,
  wouldLoseLastAdmin,
} from '../src/index.ts';

const ID = '1000000000000000001';

describe('console routes', () => {
  it.each(CONSOLE_SECTIONS)('matches /iadmin/{id}/management/%s and links back to it', (section) => {
    const link = consoleSectionLink({ schoolId: ID, section, lang: 'en_US' });
    expect(link).toBe(`/iadmin/${ID}/management/${section}?sxz-lang=en_US`);
    expect(matchRoute(link)).toEqual({ id: 'school-management', params: { schoolId: ID, section } });
  });

  it('keeps the spec paths: workbench, college-info (store) and sub-college-info', () => {
    expect(matchRoute(`/iadmin/${ID}/management/college-management/college-info`)).toEqual({
      id: 'school-management',
      params: { schoolId: ID, store: '1', section: 'profile' },
    });
    expect(matchRoute(`/iadmin/${ID}/sub-college-management/sub-college-info`)).toEqual({
      id: 'sub-school-management',
      params: { subSchoolId: ID, section: 'profile' },
    });
    expect(consoleSectionLink({ schoolId: ID, section: 'profile', subSchool: true, lang: 'zh_CN' })).toBe(
      `/iadmin/${ID}/sub-college-management/sub-college-info?sxz-lang=zh_CN`,
    );
  });

  it.each(SUB_SCHOOL_CONSOLE_SECTIONS.filter((s) => s !== 'profile'))(
    'matches a sub-school section %s',
    (section) => {
      const link = consoleSectionLink({ schoolId: ID, section, subSchool: true, lang: 'en_US' });
      expect(matchRoute(link)).toEqual({ id: 'sub-school-management', params: { subSchoolId: ID, section } });
    },
  );

  it("opens the learning paths in a sub-school's console (issue 26 item 5)", () => {
    expect(SUB_SCHOOL_CONSOLE_SECTIONS).toContain('learning-paths');
    expect(matchRoute(`/iadmin/${ID}/sub-college-management/learning-paths`)).toEqual({
      id: 'sub-school-management',
      params: { subSchoolId: ID, section: 'learning-paths' },
    });
  });

  it('matches no unknown section, and no school-only section under a sub-school', () => {
    expect(matchRoute(`/iadmin/${ID}/management/secrets`)).toBeNull();
    expect(matchRoute(`/iadmin/${ID}/sub-college-management/sub-schools`)).toBeNull();
    expect(matchRoute(`/iadmin/${ID}/sub-college-management/agreements`)).toBeNull();
  });

  it('keeps the feedback inbox its own route', () => {
    expect(matchRoute(`/iadmin/${ID}/management/feedback`)?.id).toBe('school-feedback');
  });
});

describe('localizedText', () => {
  it('uses the language, then the school default, then the row text', () => {
    const texts = { en_US: 'Home', ar_SA: 'الرئيسية' };
    expect(localizedText('首页', texts, 'ar_SA', 'zh_CN')).toBe('الرئيسية');
    expect(localizedText('首页', texts, 'de_DE', 'zh_CN')).toBe('首页');
    expect(localizedText('首页', texts, 'de_DE', 'en_US')).toBe('Home');
    expect(localizedText('首页', { ar_SA: '   ' }, 'ar_SA', 'zh_CN')).toBe('首页');
    expect(localizedText('首页', undefined, 'en_US', 'zh_CN')).toBe('首页');
  });

  it('stores only supported languages with text', () => {
    expect(cleanLocalizedTexts({ en_US: 'A', xx_XX: 'B', ar_SA: ' ', de_DE: 3 })).toEqual({ en_US: 'A' });
  });
});

describe('wouldLoseLastAdmin', () => {
  it('refuses demoting or removing the only admin', () => {
    expect(wouldLoseLastAdmin(['u1'], 'u1', 'member')).toBe(true);
    expect(wouldLoseLastAdmin(['u1'], 'u1', null)).toBe(true);
  });
  it('allows it when another admin remains, and any change to non-admins', () => {
    expect(wouldLoseLastAdmin(['u1', 'u2'], 'u1', null)).toBe(false);
    expect(wouldLoseLastAdmin(['u1'], 'u2', null)).toBe(false);
    expect(wouldLoseLastAdmin(['u1'], 'u1', 'admin')).toBe(false);
  });
});

describe('console sections by role (issue 24)', () => {
  it('a lecturer gets the question bank, exams and grading, on a school and a sub-school alike', () => {
    expect(LECTURER_CONSOLE_SECTIONS).toEqual(['question-bank', 'exams', 'grading']);
    expect(consoleSectionsFor({ admin: false, subSchool: false })).toEqual(LECTURER_CONSOLE_SECTIONS);
    expect(consoleSectionsFor({ admin: false, subSchool: true })).toEqual(LECTURER_CONSOLE_SECTIONS);
    for (const section of LECTURER_CONSOLE_SECTIONS) expect(SUB_SCHOOL_CONSOLE_SECTIONS).toContain(section);
  });

  it('an administrator gets every section of the school or of the sub-school', () => {
    expect(consoleSectionsFor({ admin: true, subSchool: false })).toEqual(CONSOLE_SECTIONS);
    expect(consoleSectionsFor({ admin: true, subSchool: true })).toEqual(SUB_SCHOOL_CONSOLE_SECTIONS);
  });
});
