import { describe, expect, it } from 'vitest';
import {
  ACADEMY_LISTS,
  AGREEMENT,
  BADGE_MAX,
  CACHE_AND_SESSION,
  CERTIFICATION_LEVELS,
  CLIENT_TYPE,
  COUNT_PLUS_THRESHOLD,
  CURRENCY_SYMBOL,
  DELAYS,
  FEEDBACK_TYPES,
  FOOTER_RELATE_TYPES,
  FUNCTION_MENU_PAGE_TYPES,
  HEADER_COMPONENTS,
  LIMITS,
  NAV_MODES,
  NAV_VISIBLE_COUNTS,
  NAV_WIDTH,
  PAGE_TYPE_IDS,
  PERSONAL_CENTER_TYPES,
  SCROLL,
  STORAGE_KEYS,
  SUCCESS_CODES,
} from '../src/index.ts';

// These tests pin the spec §9 numbers so an accidental edit is caught; the behaviour that uses them is tested
// in the module tests.
describe('constants (spec §9)', () => {
  it('delays match §4/§9', () => {
    expect(DELAYS).toEqual({
      CATEGORY_HOVER_MS: 300,
      FUNCTION_MENU_HIDE_MS: 100,
      NAV_DROPDOWN_HIDE_MS: 200,
      NAV_GROUP_HOVER_HIDE_MS: 100,
      NAV_TIP_MS: 3000,
      AI_TASK_TIP_MS: 5000,
    });
  });

  it('limits match §5/§9', () => {
    expect(LIMITS).toMatchObject({
      SEARCH_KEYWORD: 500,
      SCHOOL_SEARCH: 80,
      HOT_SEARCHES: 8,
      SEARCH_HISTORY: 5,
      DISPLAY_USER_NAME: 12,
      FEEDBACK_TEXT: 200,
      SEARCH_FEEDBACK_TEXT: 100,
      FEEDBACK_IMAGES: 4,
      PHONE_DIGITS: 11,
      FEEDBACK_KEYWORD: 50,
      LECTURING_FIELD: 100,
      SCHOOL_ID: 19,
      FOOTER_IMAGE_WIDTH: 100,
    });
  });

  it('navigation widths and counts', () => {
    expect(NAV_WIDTH).toMatchObject({
      BUDGET: 1440,
      CHAR: 18,
      ITEM_PADDING: 30,
      ARROW: 22,
      ARROW_WITH_CHILDREN: 23,
      MORE: 59,
      MORE_EN: 69,
      MAX_SINGLE: 720,
      CATEGORY_CAP: 162,
      CATEGORY_TILE_COLUMN: 250,
      CATEGORY_TILE_GAP: 0,
      HEADER_FONT: 14,
      HEADER_GAP_LARGE: 24,
      HEADER_GAP_SMALL: 22,
      HEADER_ICON: 26,
      HEADER_PADDING: 24,
    });
    expect(NAV_VISIBLE_COUNTS.standard).toEqual({ index1: 6, index2: 10, index3: 7 });
    expect(NAV_VISIBLE_COUNTS.o3).toEqual({ index1: 8, index2: 12, index3: 9 });
  });

  it('academy lists, cache/session, scroll and agreement', () => {
    expect(ACADEMY_LISTS).toMatchObject({
      JOINED_INITIAL_PAGE_SIZE: 4,
      JOINED_EXPAND_PAGE_SIZE: 10,
      VISITED_PAGE_SIZE: 20,
      PUBLIC_PAGE_SIZE: 20,
      PUBLIC_CHILD_PAGE_SIZE: 4,
      SUB_SCHOOL_PAGE_SIZE: 4,
      SUB_SCHOOL_SHOW_MORE_ABOVE: 4,
      ONE_SCREEN_THRESHOLD: 4,
      ONE_SCREEN_THRESHOLD_LOGIN_SELECT: 6,
      SCROLL_LOAD_TRIGGER_PX: 50,
    });
    expect(CACHE_AND_SESSION.VIP_CACHE_BUCKET_MS).toBe(5 * 60 * 1000);
    expect(CACHE_AND_SESSION.LANGUAGE_LIST_CACHE_MS).toBe(60 * 60 * 1000);
    expect(CACHE_AND_SESSION.SESSION_RENEWAL_INTERVAL_MS).toBe(10 * 60 * 1000);
    expect(CACHE_AND_SESSION.SESSION_RENEWAL_STALENESS_MS).toBe(588000);
    // 1/144 day is exactly the 10-minute renewal interval.
    expect(CACHE_AND_SESSION.SESSION_RENEWAL_COOKIE_DAYS * 24 * 60 * 60 * 1000).toBeCloseTo(
      CACHE_AND_SESSION.SESSION_RENEWAL_INTERVAL_MS,
    );
    expect(CACHE_AND_SESSION.PENDING_AUTH_CODES_WINDOW_S).toBe(600);
    expect(CACHE_AND_SESSION.NAME_COMPLIANCE_COOKIE_DAYS).toBe(1);
    expect(CACHE_AND_SESSION.CONFIG_CACHE_MS).toBe(1);
    expect(SCROLL).toEqual({
      HEADER_FIXED_ABOVE_PX: 0,
      GO_TOP_ABOVE_PX: 500,
      STEP_PX: 50,
      STEP_INTERVAL_MS: 10,
    });
    expect(AGREEMENT).toEqual({ COUNTDOWN_S: 10, SCROLL_TOLERANCE_PX: 10, MODAL_WIDTH: 600 });
  });

  it('codes and enumerations', () => {
    expect(FEEDBACK_TYPES).toEqual({
      EXPERIENCE: 0,
      FAULT: 1,
      CONSULTATION: 2,
      CONTENT_COMMENT: 3,
      SEARCH: 4,
    });
    expect(CLIENT_TYPE).toBe('1');
    expect(SUCCESS_CODES).toEqual({
      CODE: 200,
      RESULT_CODE: 200000,
      UPLOAD_RESULT_CODE: 20000,
      INTERNAL_CODE: '000000',
      DETAILS: 'success',
    });
    expect(PAGE_TYPE_IDS).toEqual({
      DECORATION: 0,
      KNOWLEDGE: 1,
      HOME: 2,
      PERSONAL_INFO_OR_SEARCH: 3,
      LEARNING_GROUP: 4,
      EXERCISE: 5,
    });
    expect(Object.keys(HEADER_COMPONENTS)).toEqual([
      '001',
      '002',
      '003',
      '004',
      '005',
      '006',
      '007',
      '008',
      '009',
      '010',
      '011',
    ]);
    expect(HEADER_COMPONENTS['001']).toBe('logo');
    expect(HEADER_COMPONENTS['011']).toBe('placeholder');
    expect(FUNCTION_MENU_PAGE_TYPES).toEqual({
      SCHOOL_MANAGEMENT: 1,
      CONSOLE: 2,
      STUDY: 3,
      CUSTOM_LINK: 4,
      NO_LINK: 5,
    });
    expect(NAV_MODES).toEqual({ CATEGORY_NAV: 1, NAV_ONLY: 2, NAV_GROUP_NAV: 3 });
    expect(Object.values(CERTIFICATION_LEVELS)).toEqual(['0', '1', '2', '3', '4']);
    expect(FOOTER_RELATE_TYPES).toEqual([
      'centerGuide',
      'stuGuide',
      'manGuide',
      'feedback',
      'privacy',
      'custom',
    ]);
    expect(PERSONAL_CENTER_TYPES).toHaveLength(10);
    expect(PERSONAL_CENTER_TYPES).toContain('personalCenter_Message');
    expect(COUNT_PLUS_THRESHOLD).toBe(9998950);
    expect(BADGE_MAX).toBe(99);
    expect(CURRENCY_SYMBOL).toBe('¥');
  });

  it('storage keys are the spec §3 names, all distinct', () => {
    const values = Object.values(STORAGE_KEYS);
    expect(new Set(values).size).toBe(values.length);
    expect(values).toHaveLength(25);
    for (const k of [
      'access_token',
      'refresh_token',
      'tenant_id',
      'schoolId',
      'bulletinId',
      'closeBulletin',
      'closeCookieTip',
      'preHeaderData',
    ]) {
      expect(values).toContain(k);
    }
  });
});
