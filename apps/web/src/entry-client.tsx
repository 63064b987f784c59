/** Browser entry (contracts.md §2): hydrates the whole document from window.__PORTICO__. */
import { hydrate } from '@/app/hydrate.tsx';

const data = window.__PORTICO__;
if (!data) console.error('Portico: window.__PORTICO__ is missing; the page stays server-rendered.');

export const root = data ? hydrate(data) : null;
