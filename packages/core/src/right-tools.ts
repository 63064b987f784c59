/**
 * Spec §1 / §4 right-side tools: evaluation, feedback, knowledge-assistant link, customer service (when its switch
 * is "1", §5) and go-to-top (shown above 500 px, scrolling up 50 px every 10 ms, §9). In the O3 variant the tools
 * can be expanded or collapsed, and collapsed shows only the first tool (§2 "Header behaviour").
 */
import { SCROLL } from './constants.ts';
import { showCustomerService } from './permissions.ts';

export const RIGHT_TOOLS = [
  'evaluation',
  'feedback',
  'knowledgeAssistant',
  'customerService',
  'goTop',
] as const;
export type RightTool = (typeof RIGHT_TOOLS)[number];

/**
 * The tools to show, in order. `goTopVisible` is `isGoTopVisible(scrollTop)`; `expanded` only matters in the O3
 * variant (elsewhere the tools never collapse).
 */
export function visibleRightTools(input: {
  customerServiceSwitch: unknown;
  goTopVisible: boolean;
  isO3: boolean;
  expanded: boolean;
}): RightTool[] {
  const tools = RIGHT_TOOLS.filter((tool) => {
    if (tool === 'customerService') return showCustomerService(input.customerServiceSwitch);
    if (tool === 'goTop') return input.goTopVisible;
    return true;
  });
  return input.isO3 && !input.expanded ? tools.slice(0, 1) : tools;
}

/** Spec §4 / §9 "go-to-top button shows above 500 px" (strictly above). */
export function isGoTopVisible(scrollTop: number): boolean {
  return Number.isFinite(scrollTop) && scrollTop > SCROLL.GO_TOP_ABOVE_PX;
}

/** Spec §4 "scrolling up moves 50 px every 10 ms": the next position of one step, never below 0. */
export function nextScrollStep(scrollTop: number): number {
  if (!Number.isFinite(scrollTop) || scrollTop <= 0) return 0;
  return Math.max(0, scrollTop - SCROLL.STEP_PX);
}
