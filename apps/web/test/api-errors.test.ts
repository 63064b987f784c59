/** Error codes → what the user reads (issue 9 §2): translations keyed by code, never the server's English. */
import { ERROR_CODES } from '@portico/contracts';
import { SUPPORTED_LANGUAGES } from '@portico/core';
import { describe, expect, it } from 'vitest';
import type { TFn } from '@/i18n/keys.ts';
import { pluralText } from '@/i18n/plural.ts';
import { ERROR_PACK, LOCALES, messagesFor, PACK_LOCALES } from '@/i18n/server-messages.ts';
import { ApiError } from '@/lib/api-client.ts';
import {
  DEVELOPER_ERRORS,
  ERROR_MESSAGE_KEYS,
  USER_FACING_ERRORS,
  errorMessageKey,
  errorText,
  knownErrorText,
} from '@/lib/api-errors.ts';

/** The app's lookup (plural families by `count`, i18n/plural.ts) over one language's messages. */
const tFor =
  (messages: Record<string, string>, lang: string): TFn =>
  (key, vars) =>
    (
      (vars?.count !== undefined ? pluralText(messages, lang, key, vars.count) : undefined) ??
      messages[key] ??
      key
    ).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars?.[name] ?? `{{${name}}}`));
// The page's messages and its error texts (loaded on demand: i18n/error-messages.ts).
const en = tFor(messagesFor('en_US', [ERROR_PACK]), 'en-US');
const zh = tFor(messagesFor('zh_CN', [ERROR_PACK]), 'zh-CN');
const ar = tFor(messagesFor('ar_SA', [ERROR_PACK]), 'ar-SA');

describe('error codes the web knows', () => {
  it('classifies every catalogued code exactly once (user-facing or developer-only)', () => {
    const classified = [...USER_FACING_ERRORS, ...DEVELOPER_ERRORS];
    expect(new Set(classified).size).toBe(classified.length);
    expect([...classified].sort()).toEqual([...ERROR_CODES].sort());
  });

  it.each(SUPPORTED_LANGUAGES)('%s has a non-empty text for every code a user can meet', (lang) => {
    // The error texts of the language (its errors module) and those the main messages keep (errors.generic…).
    const messages = { ...LOCALES[lang], ...PACK_LOCALES[ERROR_PACK][lang] } as Record<
      string,
      string | undefined
    >;
    // A count's message is a plural family: its `_other` form is always there.
    const text = (key: string) => messages[key] ?? messages[`${key}_other`];
    const missing = USER_FACING_ERRORS.filter((code) => !text(ERROR_MESSAGE_KEYS[code])?.trim());
    expect(missing).toEqual([]);
    expect(messages['errors.generic']?.trim()).toBeTruthy();
  });

  it('maps each user-facing code to errors.<CODE> and nothing else to a key', () => {
    for (const code of USER_FACING_ERRORS) expect(errorMessageKey(code)).toBe(`errors.${code}`);
    for (const code of DEVELOPER_ERRORS) expect(errorMessageKey(code)).toBeNull();
    expect(errorMessageKey(null)).toBeNull();
  });
});

describe('errorText', () => {
  it('translates the code in the page language, whatever English the server sent', () => {
    expect(errorText(new ApiError(401, 'anything', 'LOGIN_FAILED'), zh)).toBe('登录失败');
    expect(errorText(new ApiError(404, 'Invitation code not found', 'INVITE_NOT_FOUND'), zh)).toBe(
      '邀请码不存在或已过期',
    );
    expect(errorText(new ApiError(403, 'x', 'SCHOOL_CLOSED'), en)).toBe(
      'This school is only open to its members',
    );
  });

  it('fills the variables from the details', () => {
    const locked = new ApiError(429, 'Too many login attempts', 'LOGIN_RATE_LIMITED', { minutes: 12 });
    expect(errorText(locked, zh)).toBe('登录尝试次数过多，请在 12 分钟后重试。');
    // The minutes pick the plural form (issue 22 item 6).
    const oneMinute = new ApiError(429, 'x', 'LOGIN_RATE_LIMITED', { minutes: 1 });
    expect(errorText(oneMinute, en)).toBe('Too many login attempts. Try again in 1 minute.');
    expect(errorText(locked, en)).toBe('Too many login attempts. Try again in 12 minutes.');
    expect(errorText(oneMinute, ar)).toBe('محاولات تسجيل دخول كثيرة جدًا. حاول مرة أخرى بعد دقيقة واحدة.');
    expect(errorText(new ApiError(429, 'x', 'LOGIN_RATE_LIMITED', { minutes: 2 }), ar)).toBe(
      'محاولات تسجيل دخول كثيرة جدًا. حاول مرة أخرى بعد دقيقتين.',
    );
    expect(errorText(new ApiError(400, 'x', 'KEYWORD_TOO_LONG', { max: 80 }), en)).toBe(
      'The search term can have at most 80 characters.',
    );
  });

  it('answers the generic text for an unknown or developer-only code, never the server message', () => {
    const generic = messagesFor('en_US')['errors.generic'];
    expect(errorText(new ApiError(400, 'Something specific'), en)).toBe(generic);
    expect(errorText(new ApiError(400, 'grant_type must be refresh_token', 'GRANT_TYPE_INVALID'), en)).toBe(
      generic,
    );
    expect(errorText(new ApiError(418, 'I am a teapot', null), en)).not.toContain('teapot');
  });

  it('names network and system failures (spec §8)', () => {
    const messages = messagesFor('en_US');
    expect(errorText(new ApiError(0, 'Failed to fetch'), en)).toBe(messages['common.networkError']);
    expect(errorText(new ApiError(500, 'boom'), en)).toBe(messages['common.systemError']);
    expect(errorText(new Error('boom'), en)).toBe(messages['common.systemError']);
  });

  it('knownErrorText is null when there is nothing a user should read', () => {
    expect(knownErrorText(new ApiError(400, 'x', 'BODY_NOT_JSON'), en)).toBeNull();
    expect(knownErrorText(new Error('x'), en)).toBeNull();
    expect(knownErrorText(new ApiError(400, 'x', 'FEEDBACK_TOO_LONG', { max: 100 }), en)).toBe(
      'Feedback can have at most 100 characters.',
    );
  });
});
