/**
 * Accessibility is tested, not hoped for: axe-core (WCAG 2.0/2.1/2.2 A and AA rules, and axe's best practices)
 * runs on every document a watched page loads and on every state a test names (an open dialog, menu or card). A
 * violation is a problem like a console error: the test's final check fails and names the rule, the state and the
 * offending elements.
 */
import { createRequire } from 'node:module';
import fs from 'node:fs';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** The WCAG 2.2 AA conformance set (axe tags are cumulative per version and level). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** WCAG 2.2 AA plus axe's best practices (heading order, landmarks, …): the tests that ask for them. */
export const STRICT_TAGS = [...WCAG_TAGS, 'best-practice'];

/**
 * Every audit runs the best practices too (issue 22 item 8: landmarks, regions, heading order…);
 * E2E_AXE_BEST_PRACTICE=0 narrows the default back to WCAG 2.2 AA alone.
 */
const DEFAULT_TAGS = process.env.E2E_AXE_BEST_PRACTICE === '0' ? WCAG_TAGS : STRICT_TAGS;

/**
 * Page-structure rules that cannot hold while a modal layer is open: a dialog or modal menu makes the rest of the
 * page inert or aria-hidden on purpose (the aria-hidden library marks those nodes), so in that state the document
 * has no main landmark or h1 left to find, and the open layer (a portal) lies outside the landmarks. The same page
 * is audited closed on every load, where these rules do apply.
 */
const MODAL_LAYER_MARKERS = '[data-inert-ed], [data-aria-hidden]';
const PAGE_STRUCTURE_RULES = ['landmark-one-main', 'page-has-heading-one', 'region'];

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: unknown[] }>;
}

/**
 * Runs axe on the page as it is now; answers one line per violated rule ([] when clean). With `url`, only that
 * fully loaded document is audited: a page already on its way elsewhere is left to its next document's audit.
 */
export async function auditPage(
  page: Page,
  state: string,
  url?: string,
  tags: string[] = DEFAULT_TAGS,
): Promise<string[]> {
  // The document axe goes into (its time origin): a reload to the same URL replaces it with one axe is not in.
  const origin = await page
    .evaluate(() => ({ installed: 'axe' in window, at: performance.timeOrigin }))
    .catch(() => ({ installed: false, at: 0 }));
  if (!origin.installed) await page.addScriptTag({ content: AXE_SOURCE });
  const violations = await page.evaluate(
    async ({
      tags,
      expected,
      markers,
      modalRules,
      at,
    }: {
      tags: string[];
      expected: string | null;
      markers: string;
      modalRules: string[];
      at: number;
    }) => {
      if (expected !== null && (location.href !== expected || document.readyState !== 'complete')) return [];
      const axe = (window as unknown as { axe?: { run: (ctx: unknown, opts: unknown) => Promise<unknown> } })
        .axe;
      // A newer document (a reload) replaced the one axe was added to: its own load event audits it.
      if (!axe && performance.timeOrigin !== at) throw new Error('navigated: a newer document replaced it');
      if (!axe) throw new Error('axe-core is not on the page');
      const modal = document.querySelector(markers) !== null;
      const rules = Object.fromEntries(modalRules.map((id) => [id, { enabled: !modal }]));
      // Only violations are read: axe then skips the details (selectors…) of every passing node — a fifth to a
      // half of a run on the composed home and the search page here — and axe runs on every document loaded.
      const result = (await axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        rules,
        resultTypes: ['violations'],
      })) as {
        violations: unknown[];
      };
      return result.violations;
    },
    {
      tags,
      expected: url ?? null,
      markers: MODAL_LAYER_MARKERS,
      modalRules: PAGE_STRUCTURE_RULES,
      at: origin.at,
    },
  );
  return (violations as AxeViolation[]).map((violation) => {
    const targets = violation.nodes
      .slice(0, 3)
      .map((node) => node.target.join(' '))
      .join(' | ');
    return `a11y ${violation.id} (${violation.impact ?? 'n/a'}) on ${state}: ${violation.help} — ${targets}`;
  });
}

/** Navigation races an audit (the page moved on): that state is audited after its own load instead. */
const isNavigationRace = (error: unknown) =>
  error instanceof Error &&
  /context was destroyed|navigat|Target .*closed|frame was detached/i.test(error.message);

/**
 * Audits every loaded document of the page into `problems`, and returns `audit(state)` for states a test opens,
 * plus `settled()` that waits for the audits still running (call it before asserting on `problems`).
 */
export function watchAccessibility(page: Page, problems: string[]) {
  const pending = new Set<Promise<void>>();
  // One audit at a time per page (axe refuses a second run while one is going).
  let queue: Promise<void> = Promise.resolve();
  // axe waits on timers: a page whose clock the test has frozen (page.clock.install) cannot be audited.
  let paused = false;
  const track = (state: string, url?: string, tags?: string[]) => {
    if (paused) return Promise.resolve();
    const run = (queue = queue.then(() =>
      auditPage(page, state, url, tags)
        .then((lines) => void problems.push(...lines))
        .catch((error: unknown) => {
          if (!isNavigationRace(error)) problems.push(`a11y audit of ${state} failed: ${String(error)}`);
        }),
    )).finally(() => pending.delete(run));
    pending.add(run);
    return run;
  };
  page.on('load', () => {
    const url = new URL(page.url());
    void track(`document ${url.pathname}${url.search}`, url.href);
  });
  return {
    audit: (state: string, tags?: string[]) => track(state, undefined, tags),
    pause: () => {
      paused = true;
    },
    settled: async () => {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
