/**
 * Header settings as the console edits them (issue 13 §1, spec §3 "Header settings: top and bottom, each with left
 * and right lists of components (navComId, width)" and the per-component configs). Pure validation shared by the
 * server and the console form.
 */
import { HEADER_COMPONENTS, NAV_WIDTH } from './constants.ts';
import { hasEmoji, isLegalLink } from './validation.ts';

export type HeaderCode = keyof typeof HEADER_COMPONENTS;
export const HEADER_CODES = Object.keys(HEADER_COMPONENTS) as HeaderCode[];

export const HEADER_LIMITS = {
  /** A component or row is never wider than the spec's 1440 px budget (§9). */
  WIDTH_MAX: NAV_WIDTH.BUDGET,
  CONFIGURES_MAX: 20,
  NAME_MAX: 50,
  URL_MAX: 2048,
} as const;

interface Placement {
  navComId: string;
  width: number | null;
}
interface Row {
  left: Placement[];
  right: Placement[];
}
interface Configure {
  name: string;
  nameEn: string | null;
  showName: string | null;
  width: number | null;
  diyUrl: string | null;
}
export interface HeaderSettingsInput {
  top: Row;
  bottom: Row;
  components: Array<{ code: string; width: number | null; configures: Configure[] }>;
}

export interface HeaderProblem {
  path: string;
  rule: 'unknownCode' | 'duplicate' | 'width' | 'required' | 'tooLong' | 'tooMany' | 'illegalLink' | 'emoji';
}

const isCode = (code: string): code is HeaderCode => Object.hasOwn(HEADER_COMPONENTS, code);
const widthOk = (w: number | null) =>
  w === null || (Number.isInteger(w) && w >= 0 && w <= HEADER_LIMITS.WIDTH_MAX);

/**
 * Problems of a header layout (empty = valid): known codes 001–011, each component placed at most once (the
 * placeholder 011 may repeat, once per row side), one config per code, widths 0–1440, function-menu custom entries named (≤ 50) with
 * legal links (spec §5).
 */
export function validateHeaderSettings(input: HeaderSettingsInput): HeaderProblem[] {
  const out: HeaderProblem[] = [];
  const placed = new Set<string>();
  for (const row of ['top', 'bottom'] as const) {
    for (const side of ['left', 'right'] as const) {
      const here = new Set<string>();
      input[row][side].forEach((p, i) => {
        const path = `${row}.${side}.${i}`;
        if (!isCode(p.navComId)) out.push({ path, rule: 'unknownCode' });
        else if (here.has(p.navComId) || (p.navComId !== '011' && placed.has(p.navComId)))
          out.push({ path, rule: 'duplicate' });
        placed.add(p.navComId);
        here.add(p.navComId);
        if (!widthOk(p.width)) out.push({ path: `${path}.width`, rule: 'width' });
      });
    }
  }
  const configured = new Set<string>();
  input.components.forEach((c, i) => {
    const path = `components.${i}`;
    if (!isCode(c.code)) out.push({ path, rule: 'unknownCode' });
    else if (configured.has(c.code)) out.push({ path, rule: 'duplicate' });
    configured.add(c.code);
    if (!widthOk(c.width)) out.push({ path: `${path}.width`, rule: 'width' });
    if (c.configures.length > HEADER_LIMITS.CONFIGURES_MAX)
      out.push({ path: `${path}.configures`, rule: 'tooMany' });
    c.configures.forEach((entry, j) => {
      const at = `${path}.configures.${j}`;
      if (!entry.name.trim()) out.push({ path: `${at}.name`, rule: 'required' });
      for (const key of ['name', 'nameEn', 'showName'] as const) {
        const text = entry[key];
        if (text === null) continue;
        if (Array.from(text).length > HEADER_LIMITS.NAME_MAX)
          out.push({ path: `${at}.${key}`, rule: 'tooLong' });
        else if (hasEmoji(text)) out.push({ path: `${at}.${key}`, rule: 'emoji' });
      }
      if (!widthOk(entry.width)) out.push({ path: `${at}.width`, rule: 'width' });
      if (entry.diyUrl !== null && entry.diyUrl.trim() !== '') {
        if (entry.diyUrl.length > HEADER_LIMITS.URL_MAX) out.push({ path: `${at}.diyUrl`, rule: 'tooLong' });
        else if (!isLegalLink(entry.diyUrl)) out.push({ path: `${at}.diyUrl`, rule: 'illegalLink' });
      }
    });
  });
  return out;
}
