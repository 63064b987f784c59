/**
 * Issue 26 item 5: the console's path editor — a position, a title, stages with courses and exams picked from the
 * school's, reordered with the move buttons (keyboard reachable), refused locally while a stage is empty, saved
 * whole with the version it read.
 */
import type { LearningPathList } from '@portico/contracts';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PathEditor } from '@/features/console-learning-paths/components/path-editor.tsx';
import { bodyOf, draftOf, draftProblem, moved } from '@/features/console-learning-paths/lib/path-draft.ts';
import { Providers } from './client-helpers.tsx';
import { makeBootstrap, SCHOOL_ID } from './fixtures/bootstrap.ts';

afterEach(cleanup);

const C1 = '1000000000000000011';
const C2 = '1000000000000000012';
const E1 = '1000000000000000021';
const options: LearningPathList = {
  records: [],
  positions: ['Data analyst', 'All staff'],
  courses: [
    { id: C1, name: 'Python' },
    { id: C2, name: 'Pandas' },
  ],
  exams: [{ id: E1, name: 'Final exam' }],
};
const bootstrap = makeBootstrap(`/iadmin/${SCHOOL_ID}/management/learning-paths?sxz-lang=en_US`);

function mountEditor(onSave = vi.fn()) {
  render(
    <Providers bootstrap={bootstrap} packs={['console']}>
      <PathEditor path={null} options={options} pending={false} onSave={onSave} onCancel={() => {}} />
    </Providers>,
  );
  return onSave;
}

const change = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('path draft', () => {
  it('moves within bounds, names what is missing, and sends the version only on replace', () => {
    expect(moved(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moved(['a', 'b'], 1, 5)).toEqual(['a', 'b']);
    const draft = draftOf(null, 'All staff');
    expect(draftProblem(draft)).toBe('title');
    expect(draftProblem({ ...draft, title: 'T' })).toBe('stageTitle');
    expect(bodyOf({ ...draft, title: ' T ' })).toEqual({
      position: 'All staff',
      title: 'T',
      stages: [{ title: '', items: [] }],
    });
    expect(bodyOf({ ...draft, version: 3 }).version).toBe(3);
  });
});

describe('path editor', () => {
  it('builds two stages from the school’s courses and exams, reorders them, and saves the whole path', () => {
    const onSave = mountEditor();
    change('Position', 'All staff');
    change('Path title', 'Staff path');
    change('Title of stage 1', 'Basics');
    change('Add a course or exam to Basics', `course:${C1}`);
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add a stage' }));
    change('Title of stage 2', 'Check');
    change('Add a course or exam to Check', `exam:${E1}`);
    fireEvent.click(screen.getAllByRole('button', { name: 'Add' })[1]!);
    fireEvent.click(screen.getByRole('button', { name: 'Move Check up' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save path' }));
    expect(onSave).toHaveBeenCalledWith({
      position: 'All staff',
      title: 'Staff path',
      stages: [
        { title: 'Check', items: [{ kind: 'exam', id: E1, required: true }] },
        { title: 'Basics', items: [{ kind: 'course', id: C1, required: true }] },
      ],
    });
  });

  it('refuses a stage without items before sending anything', () => {
    const onSave = mountEditor();
    change('Position', 'All staff');
    change('Path title', 'Staff path');
    change('Title of stage 1', 'Basics');
    fireEvent.click(screen.getByRole('button', { name: 'Save path' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Every stage needs at least one course or exam.');
  });
});
