import { describe, expect, it } from 'vitest';
import {
  nextPathItems,
  pathPercent,
  stageComplete,
  stageStates,
  type PathItemProgress,
} from '../src/index.ts';

const item = (id: string, completed: boolean, required = true): PathItemProgress => ({
  kind: id.startsWith('e') ? 'exam' : 'course',
  id,
  required,
  completed,
});

describe('stageComplete (issue 26 item 5)', () => {
  it('needs every required item, and ignores optional ones', () => {
    expect(stageComplete({ items: [item('c1', true), item('e1', false)] })).toBe(false);
    expect(stageComplete({ items: [item('c1', true), item('e1', true)] })).toBe(true);
    expect(stageComplete({ items: [item('c1', true), item('c2', false, false)] })).toBe(true);
  });
  it('an all-optional stage completes with any one item; an empty stage never blocks', () => {
    expect(stageComplete({ items: [item('c1', false, false), item('c2', false, false)] })).toBe(false);
    expect(stageComplete({ items: [item('c1', false, false), item('c2', true, false)] })).toBe(true);
    expect(stageComplete({ items: [] })).toBe(true);
  });
});

describe('stageStates: each stage unlocked by the previous', () => {
  it('opens stage 1 and locks the rest until it is complete', () => {
    expect(stageStates([{ items: [item('c1', false)] }, { items: [item('c2', false)] }])).toEqual([
      'open',
      'locked',
    ]);
  });
  it('unlocks stage 2 once the last required item of stage 1 completes', () => {
    expect(stageStates([{ items: [item('c1', true)] }, { items: [item('e2', false)] }])).toEqual([
      'completed',
      'open',
    ]);
  });
  it('keeps a stage behind a locked one locked even if its own items are done', () => {
    expect(
      stageStates([
        { items: [item('c1', false)] },
        { items: [item('c2', true)] },
        { items: [item('c3', true)] },
      ]),
    ).toEqual(['open', 'locked', 'locked']);
  });
  it('all complete, and no stages at all', () => {
    expect(stageStates([{ items: [item('c1', true)] }, { items: [item('c2', true)] }])).toEqual([
      'completed',
      'completed',
    ]);
    expect(stageStates([])).toEqual([]);
  });
});

describe('nextPathItems (the AI role-learning tab)', () => {
  it('lists incomplete items of open stages, required first, never a locked stage', () => {
    const stages = [
      { items: [item('c1', true), item('c2', false, false), item('e1', false)] },
      { items: [item('c3', false)] },
    ];
    expect(nextPathItems(stages).map((next) => next.id)).toEqual(['e1', 'c2']);
  });
  it('moves to the next stage once one completes, and caps the list', () => {
    const stages = [{ items: [item('c1', true)] }, { items: ['a', 'b', 'c'].map((id) => item(id, false)) }];
    expect(nextPathItems(stages, 2).map((next) => next.id)).toEqual(['a', 'b']);
    expect(nextPathItems([{ items: [item('c1', true)] }])).toEqual([]);
  });
});

describe('pathPercent', () => {
  it('counts completed items over all items, rounded', () => {
    expect(pathPercent([])).toBe(0);
    expect(pathPercent([{ items: [item('a', true), item('b', false), item('c', false)] }])).toBe(33);
    expect(pathPercent([{ items: [item('a', true)] }, { items: [item('b', true)] }])).toBe(100);
  });
});
