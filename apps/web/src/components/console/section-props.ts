/**
 * What every console section component receives (issue 13): the console page bootstrap; `page.data` is what the
 * section's GET API answers. It lives here, below the features, so a console feature never imports `app/` — the
 * route table (app/routes/console-sections.ts) imports the features, not the other way round.
 */
import type { ConsolePage } from '@portico/contracts';

export interface ConsoleSectionProps {
  page: ConsolePage;
}
