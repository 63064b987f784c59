import type { LanguageCode } from '@portico/core';
import { createContext, useContext } from 'react';

/** What every row of the navigation editor needs: the school's languages and pages, and the form's errors. */
export interface EditorContext {
  languages: LanguageCode[];
  defaultLang: LanguageCode;
  pages: Array<{ id: string; title: string; pageType: number }>;
  /** Error text by document path (`groups.0.pages.2.name.zh_CN`). */
  errors: Map<string, string>;
  /** Rows whose editor is open, by key. */
  open: ReadonlySet<string>;
  toggle: (key: string) => void;
}

export const NavEditorContext = createContext<EditorContext | null>(null);

export function useEditor(): EditorContext {
  const ctx = useContext(NavEditorContext);
  if (!ctx) throw new Error('NavEditorContext missing');
  return ctx;
}

/** The errors under one path prefix, keyed by what follows it (a language code, or '' for the field itself). */
export function errorsAt(errors: Map<string, string>, path: string): Partial<Record<string, string>> {
  const out: Partial<Record<string, string>> = {};
  for (const [key, text] of errors) {
    if (key === path) out[''] = text;
    else if (key.startsWith(`${path}.`)) out[key.slice(path.length + 1)] = text;
  }
  return out;
}
