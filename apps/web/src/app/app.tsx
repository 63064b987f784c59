import type { ShellBootstrap } from '@portico/contracts';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '@/i18n/create-i18n.ts';
import type { Messages } from '@/i18n/keys.ts';
import { BootstrapProvider } from '@/lib/bootstrap-context.tsx';
import { LocationProvider } from '@/lib/location.tsx';
import { Document, type HeadAssets } from './document.tsx';
import { useReplayEarlyInput } from './early-input-guard.ts';
import { FeedbackGateProvider } from './feedback-gate.tsx';
import { LoginGateProvider } from './login-gate.tsx';
import '@/styles/global.css';

export interface AppProps {
  bootstrap: ShellBootstrap;
  messages: Messages;
  head: HeadAssets;
  /** Server: the request URL. Client: omitted (window.location). */
  location?: string;
}

/** The whole document with its providers; identical tree on the server and during hydration. */
export function App({ bootstrap, messages, head, location }: AppProps) {
  // Created once per render (server) or per page (client) from the messages the server chose.
  const [i18n] = useState(() => createI18n(bootstrap.lang, messages));
  useReplayEarlyInput();
  return (
    <LocationProvider url={location}>
      <I18nextProvider i18n={i18n}>
        <BootstrapProvider value={bootstrap}>
          <LoginGateProvider>
            <FeedbackGateProvider>
              <Document head={head} />
            </FeedbackGateProvider>
          </LoginGateProvider>
        </BootstrapProvider>
      </I18nextProvider>
    </LocationProvider>
  );
}
