// @vitest-environment jsdom
// The dialog sanitises with DOMPurify, which does not support happy-dom (see sanitize-html.test.ts).
import type { AgreementStatus } from '@portico/contracts';
import type { LanguageCode } from '@portico/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AgreementDialog from '@/features/agreement/components/agreement-dialog.tsx';
import { nav } from '@/lib/navigation.ts';
import { envelope, Providers } from './client-helpers.tsx';
import { homeUrl, makeBootstrap, SCHOOL_ID } from './fixtures/bootstrap.ts';

const viewer = {
  id: '2000000000000000001',
  nickName: 'Ann',
  realName: null,
  mobile: null,
  email: null,
  avatarUrl: null,
};
const status = (agreementUpdated: boolean): AgreementStatus => ({
  signed: agreementUpdated,
  needSign: true,
  agreementUpdated,
  latestAgreement: {
    id: '1',
    version: 2,
    title: 'Convention',
    url: '/api/assist/v2/agreement/open/text/1?lang=en-US',
  },
});

/** The body scrolls 1000 px of content in a 300 px box unless told otherwise. */
let sizes = { scrollHeight: 1000, clientHeight: 300 };
function stubBoxSizes() {
  for (const prop of ['scrollHeight', 'clientHeight'] as const) {
    Object.defineProperty(HTMLElement.prototype, prop, {
      configurable: true,
      get(this: HTMLElement) {
        return this.dataset.testid === 'agreement-body' ? sizes[prop] : 0;
      },
    });
  }
}

async function flush(ms = 0) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

function renderDialog(s: AgreementStatus, onDone = vi.fn(), lang: LanguageCode = 'en_US') {
  render(
    <Providers bootstrap={makeBootstrap(homeUrl, { viewer, lang })}>
      <AgreementDialog status={s} schoolId={SCHOOL_ID} onDone={onDone} />
    </Providers>,
  );
  return onDone;
}

const agreeButton = () => screen.getByRole('button', { name: /^Agree/ }) as HTMLButtonElement;

describe('agreement dialog', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    vi.useFakeTimers();
    sizes = { scrollHeight: 1000, clientHeight: 300 };
    stubBoxSizes();
    fetchMock = vi.fn(async (url: string) =>
      url.startsWith('/api/assist/v2/agreement/open/text/')
        ? new Response('<p>Rule one</p><script>alert(1)</script><p onclick="x()">Rule two</p>', {
            headers: { 'content-type': 'text/html' },
          })
        : envelope(200, { code: 200, data: null }),
    );
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('titles first signing and updates differently', async () => {
    renderDialog(status(false));
    expect(screen.getByRole('dialog', { name: 'School convention agreement' })).toBeTruthy();
    cleanup();
    renderDialog(status(true));
    expect(
      screen.getByRole('dialog', { name: 'The school convention agreement has been updated' }),
    ).toBeTruthy();
  });

  it('shows the sanitised text and locks Agree for 10 s and until scrolled to the end', async () => {
    const onDone = renderDialog(status(false));
    await flush();
    const body = screen.getByTestId('agreement-body');
    expect(body.textContent).toBe('Rule oneRule two');
    expect(body.innerHTML).not.toContain('script');
    expect(body.innerHTML).not.toContain('onclick');
    expect(agreeButton().textContent).toBe('Agree (10 s)');
    expect(agreeButton().disabled).toBe(true);

    for (let i = 0; i < 9; i += 1) await flush(1000);
    expect(agreeButton().textContent).toBe('Agree (1 s)');
    await flush(1000);
    expect(agreeButton().textContent).toBe('Agree');
    // Countdown over, but the text has not been read to the end.
    expect(agreeButton().disabled).toBe(true);

    Object.defineProperty(body, 'scrollTop', { configurable: true, value: 680 }); // 20 px short
    fireEvent.scroll(body);
    expect(agreeButton().disabled).toBe(true);
    Object.defineProperty(body, 'scrollTop', { configurable: true, value: 690 }); // within the 10 px tolerance
    fireEvent.scroll(body);
    expect(agreeButton().disabled).toBe(false);

    fireEvent.click(agreeButton());
    await flush();
    const sign = fetchMock.mock.calls.find((c) => String(c[0]).includes('signSchoolConventionAgreement'));
    expect(sign?.[0]).toBe('/api/assist/v2/agreement/signSchoolConventionAgreement?lang=en-US');
    expect((sign?.[1] as RequestInit).method).toBe('POST');
    expect(((sign?.[1] as RequestInit).headers as Record<string, string>).tenantId).toBe(SCHOOL_ID);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('text that fits without scrolling counts as scrolled: only the countdown gates', async () => {
    sizes = { scrollHeight: 200, clientHeight: 300 };
    renderDialog(status(false));
    await flush();
    expect(agreeButton().disabled).toBe(true);
    for (let i = 0; i < 10; i += 1) await flush(1000);
    expect(agreeButton().disabled).toBe(false);
  });

  it('ar_SA counts the seconds down in their plural forms (few, two, one)', async () => {
    renderDialog(status(false), vi.fn(), 'ar_SA');
    await flush();
    const agree = () => screen.getByRole('button', { name: /^موافق/ });
    expect(agree().textContent).toBe('موافق (10 ثوانٍ)');
    for (let i = 0; i < 8; i += 1) await flush(1000);
    expect(agree().textContent).toBe('موافق (ثانيتان)');
    await flush(1000);
    expect(agree().textContent).toBe('موافق (ثانية واحدة)');
    await flush(1000);
    expect(agree().textContent).toBe('موافق');
  });

  it('Cancel asks for confirmation; Back returns; Refuse withdraws and leaves for /login/select', async () => {
    const assign = vi.spyOn(nav, 'assign').mockImplementation(() => {});
    renderDialog(status(false));
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('dialog', { name: 'Refuse the agreement?' }).textContent).toContain(
      'If you refuse, you will leave this school',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('dialog', { name: 'School convention agreement' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Refuse' }));
    await flush();
    const refuse = fetchMock.mock.calls.find((c) => String(c[0]) === '/api/assist/v2/agreement/user/signs');
    expect((refuse?.[1] as RequestInit).method).toBe('DELETE');
    expect(assign).toHaveBeenCalledWith('/login/select?sxz-lang=en_US');
  });
});
