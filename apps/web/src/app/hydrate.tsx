import { hydrateRoot, type Root } from 'react-dom/client';
import { DATA_SCRIPT_ID, EARLY_INPUT_SCRIPT_ID, type PorticoData } from '@/lib/portico-data.ts';
import { App } from './app.tsx';
import { releaseEarlyInput } from './early-input-guard.ts';

/**
 * Hydrates the server-rendered document. The head props (stylesheets, nonce, data script text) are read back from
 * the DOM the server produced, so the first client render is byte-for-byte the server's tree.
 */
export function hydrate(data: PorticoData, doc: Document = document): Root {
  const script = doc.getElementById(DATA_SCRIPT_ID) as HTMLScriptElement | null;
  const styles = Array.from(
    doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][data-portico-style]'),
  ).map((link) => link.getAttribute('href') ?? '');
  const preloads = Array.from(
    doc.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"][data-portico-preload]'),
  ).map((link) => link.getAttribute('href') ?? '');
  const head = {
    styles,
    preloads,
    nonce: script?.nonce ?? '',
    dataScript: script?.textContent ?? '',
    earlyInputScript: doc.getElementById(EARLY_INPUT_SCRIPT_ID)?.textContent ?? '',
  };
  const root = hydrateRoot(doc, <App bootstrap={data.bootstrap} messages={data.messages} head={head} />, {
    // Report mismatches and other recoverable errors on the console (tests fail on console.error).
    onRecoverableError: (error) => console.error(error),
  });
  releaseEarlyInput(doc.defaultView ?? window);
  return root;
}
