import type { HeaderComponentCode, HeaderComponentConfig, HeaderSettings } from '@portico/contracts';

const config = (
  code: HeaderComponentCode,
  over: Partial<HeaderComponentConfig> = {},
): HeaderComponentConfig => ({
  code,
  displayStyle: 'list',
  componentStyle: 'text',
  fontStyle: 1,
  width: null,
  configures: [],
  ...over,
});

/**
 * The default header (spec §8 "Navigation settings failure or code other than 200000 → Default header", and any
 * school without settings): logo with its name, switch academy and search on the top row's start; function menu
 * (as inline links), language, site, notifications, AI and login/user at its end; the navigation row below.
 */
export const DEFAULT_HEADER: HeaderSettings = {
  top: {
    left: [
      { navComId: '001', width: null },
      { navComId: '002', width: null },
      { navComId: '004', width: 360 },
    ],
    right: [
      { navComId: '010', width: null },
      { navComId: '007', width: null },
      { navComId: '008', width: null },
      { navComId: '006', width: null },
      { navComId: '009', width: null },
      { navComId: '005', width: null },
    ],
  },
  bottom: { left: [{ navComId: '003', width: null }], right: [] },
  components: [
    config('001', { logoStyle: 1, fontStyle: 2 }),
    config('003'),
    config('010', { displayStyle: 'tile' }),
  ],
};
