/** The shapes the creation center's editor works on (placeholder until the authoring contract lands). */
import type { LocalizedTexts } from '@portico/core';

export interface DraftResource {
  id: string;
  kind: string;
  title: LocalizedTexts;
}
export interface DraftChapter {
  id: string;
  title: LocalizedTexts;
  resources: DraftResource[];
}
