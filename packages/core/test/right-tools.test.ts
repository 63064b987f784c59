import { describe, expect, it } from 'vitest';
import { isGoTopVisible, nextScrollStep, visibleRightTools } from '../src/index.ts';

const tools = (over: Partial<Parameters<typeof visibleRightTools>[0]> = {}) =>
  visibleRightTools({
    customerServiceSwitch: '1',
    goTopVisible: false,
    isO3: false,
    expanded: false,
    ...over,
  });

describe('visibleRightTools (spec §1, §2, §4, §5)', () => {
  it('lists evaluation, feedback, knowledge assistant and customer service in order', () => {
    expect(tools()).toEqual(['evaluation', 'feedback', 'knowledgeAssistant', 'customerService']);
  });

  it('shows customer service only when its switch is "1"', () => {
    expect(tools({ customerServiceSwitch: '0' })).not.toContain('customerService');
    expect(tools({ customerServiceSwitch: null })).not.toContain('customerService');
    expect(tools({ customerServiceSwitch: 1 })).toContain('customerService');
  });

  it('adds go-to-top last, when it is visible', () => {
    expect(tools({ goTopVisible: isGoTopVisible(500) })).not.toContain('goTop');
    expect(tools({ goTopVisible: isGoTopVisible(501) }).at(-1)).toBe('goTop');
  });

  it('O3: collapsed shows only the first tool, expanded shows them all; other schools never collapse', () => {
    expect(tools({ isO3: true, goTopVisible: true })).toEqual(['evaluation']);
    expect(tools({ isO3: true, expanded: true, goTopVisible: true })).toHaveLength(5);
    expect(tools({ isO3: false, expanded: false, goTopVisible: true })).toHaveLength(5);
  });
});

describe('go-to-top (spec §4 / §9)', () => {
  it('is visible strictly above 500 px', () => {
    expect(isGoTopVisible(499)).toBe(false);
    expect(isGoTopVisible(500)).toBe(false);
    expect(isGoTopVisible(500.5)).toBe(true);
    expect(isGoTopVisible(Number.NaN)).toBe(false);
  });

  it('steps up 50 px and stops at 0', () => {
    expect(nextScrollStep(1000)).toBe(950);
    expect(nextScrollStep(50)).toBe(0);
    expect(nextScrollStep(49)).toBe(0);
    expect(nextScrollStep(0)).toBe(0);
    expect(nextScrollStep(-5)).toBe(0);
  });
});
