/**
 * What the server inlines in the `/h5/` document for the mobile client (`<script type="application/json">`,
 * id H5_DATA_ID): the language, the school the page is for and only the `h5.*` texts of that language.
 */
import type { H5SchoolSource } from '@portico/contracts';
import type { LanguageCode } from '@portico/core';

export const H5_DATA_ID = 'h5-data';

interface H5School {
  id: string;
  name: string;
  logoUrl: string | null;
  /** An O3 (community) school: other schools have no community to show. */
  community: boolean;
}

export interface H5Data {
  lang: LanguageCode;
  school: H5School | null;
  schoolSource: H5SchoolSource;
  /** The `h5.*` messages of `lang` (English fallback applied). */
  messages: Record<string, string>;
}
