/**
 * What a footer template row stores in its JSON columns. Since issue 13 each link and QR code carries an `id` (its
 * per-language texts live in content_translations under that id); rows written before have none and show their
 * own text in every language. Parsing is lenient: the public footer must never fail on an odd row.
 */
import type { FooterRelateType } from '@portico/contracts';

export interface StoredFooterLink {
  id?: string;
  showName: string;
  relateType: FooterRelateType;
  relateUrl: string | null;
  children: StoredFooterLink[];
}

export interface StoredFooterQr {
  id?: string;
  url: string;
  urlEn: string | null;
  urlMobile: string | null;
  showName: string;
  explainMobile: string | null;
}

export interface StoredCopyright {
  company: string | null;
  beian: string | null;
  registerSystemInfo: string | null;
  support: string | null;
}

const parseArray = <T>(json: string): T[] => {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
};

export const parseLinks = (json: string) => parseArray<StoredFooterLink>(json);
export const parseQrCodes = (json: string) => parseArray<StoredFooterQr>(json);

export function parseCopyright(json: string): StoredCopyright {
  try {
    const value = JSON.parse(json) as Partial<StoredCopyright> | null;
    return {
      company: value?.company ?? null,
      beian: value?.beian ?? null,
      registerSystemInfo: value?.registerSystemInfo ?? null,
      support: value?.support ?? null,
    };
  } catch {
    return { company: null, beian: null, registerSystemInfo: null, support: null };
  }
}
