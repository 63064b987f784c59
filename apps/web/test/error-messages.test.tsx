/**
 * Issue 28 item 3: the API error texts are not in a page's messages but load on demand (i18n/error-messages.ts).
 * A failed call rejects only once they are there, so its handler reads the code's words at once; a render that
 * names one before they came shows the page's translated generic error, then the code's words.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '@/i18n/create-i18n.ts';
import { setErrorMessagesSource } from '@/i18n/error-messages.ts';
import { errorMessagesOf, messagesFor } from '@/i18n/server-messages.ts';
import { useT } from '@/i18n/use-t.ts';
import { ApiError, apiRequest } from '@/lib/api-client.ts';
import { errorText } from '@/lib/api-errors.ts';
import { envelope } from './client-helpers.tsx';

const zh = messagesFor('zh_CN');
const zhErrors = errorMessagesOf('zh_CN');

function ShowsError({ error }: { error: ApiError }) {
  const t = useT();
  return <p role="alert">{errorText(error, t)}</p>;
}

/** Stores the text when the call fails, as the dialogs do (`setError(errorText(error, t))`). */
function StoresError() {
  const t = useT();
  const [text, setText] = useState('');
  return (
    <>
      <button
        onClick={() => void apiRequest('/api/x').catch((error: unknown) => setText(errorText(error, t)))}
      >
        go
      </button>
      <p role="status">{text}</p>
    </>
  );
}

/** A fresh instance (createI18n keeps one per messages object, and a load adds the texts to it). */
const inChinese = (children: React.ReactNode) => (
  <I18nextProvider i18n={createI18n('zh_CN', { ...zh })}>{children}</I18nextProvider>
);

describe('API error texts on demand', () => {
  let load: ReturnType<typeof vi.fn<() => Promise<Record<string, string>>>>;
  beforeEach(() => {
    // Later than the failed call's own answer, as a second request is.
    load = vi.fn(() => new Promise((resolve) => setTimeout(() => resolve(zhErrors), 30)));
    setErrorMessagesSource('zh-CN', load);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('the page messages keep the generic text and none of the codes', () => {
    expect(zh['errors.generic']).toBeTruthy();
    expect((zh as Record<string, string>)['errors.LOGIN_FAILED']).toBeUndefined();
    expect(zhErrors['errors.LOGIN_FAILED']).toBe('登录失败');
  });

  it('a failed call rejects once the texts are there: the stored text is the code’s, in the page language', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => envelope(404, { code: 404, errorCode: 'INVITE_NOT_FOUND', message: 'Not found' })),
    );
    render(inChinese(<StoresError />));
    await act(async () => screen.getByRole('button').click());
    expect(await screen.findByText('邀请码不存在或已过期')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a render before the texts came shows the generic error, then the code’s words', async () => {
    let arrive: (texts: Record<string, string>) => void = () => {};
    load.mockImplementation(() => new Promise((resolve) => (arrive = resolve)));
    const i18n = createI18n('zh_CN', { ...zh });
    render(
      <I18nextProvider i18n={i18n}>
        <ShowsError error={new ApiError(429, 'x', 'LOGIN_RATE_LIMITED', { minutes: 12 })} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('alert').textContent).toBe(zh['errors.generic']);
    await act(async () => arrive(zhErrors));
    expect(screen.getByRole('alert').textContent).toBe('登录尝试次数过多，请在 12 分钟后重试。');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed load keeps the generic text and is tried again', async () => {
    load.mockRejectedValueOnce(new Error('offline'));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => envelope(400, { code: 400, errorCode: 'NOT_FOUND', message: 'x' })),
    );
    render(inChinese(<StoresError />));
    await act(async () => screen.getByRole('button').click());
    expect(await screen.findByText(zh['errors.generic'])).toBeTruthy();
    await act(async () => screen.getByRole('button').click());
    expect(await screen.findByText(zhErrors['errors.NOT_FOUND'] ?? '?')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
