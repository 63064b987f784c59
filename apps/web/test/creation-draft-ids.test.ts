/**
 * Issue 25: new chapters and resources travel with `id: null` and get the server's ids; items the author added
 * while a save was on its way keep their client ids, so the next save does not create the saved ones twice.
 */
import type { CourseDraft } from '@portico/contracts';
import { describe, expect, it } from 'vitest';
import {
  applyIds,
  assignedIds,
  newClientId,
  toEditor,
  toWire,
  type EditorDraft,
} from '@/features/creation-center/lib/draft-ids.ts';
import { newResource } from '@/features/creation-center/lib/new-resource.ts';

const BASE: CourseDraft = {
  title: { en_US: 'Colour' },
  description: {},
  cover: null,
  categoryId: null,
  lecturerIds: [],
  price: 0,
  actualPrice: 0,
  visibility: 'public',
  chapters: [
    {
      id: '6000000000000000001',
      title: { en_US: 'Hue' },
      resources: [{ id: '7000000000000000001', kind: 'article', title: {}, required: true, body: '' }],
    },
  ],
};

describe('draft ids between the editor and the wire', () => {
  it('gives new items client ids in the editor and null on the wire, keeping server ids', () => {
    const editor = toEditor(BASE);
    const chapterId = newClientId();
    const added: EditorDraft = {
      ...editor,
      chapters: [...editor.chapters, { id: chapterId, title: {}, resources: [newResource('external')] }],
    };
    const wire = toWire(added);
    expect(wire.chapters.map((c) => c.id)).toEqual(['6000000000000000001', null]);
    expect(wire.chapters[1]?.resources[0]?.id).toBeNull();
    expect(wire.chapters[0]?.resources[0]?.id).toBe('7000000000000000001');
  });

  it('carries the server’s ids onto items added while the save was on its way', () => {
    const sent: EditorDraft = {
      ...toEditor(BASE),
      chapters: [
        ...toEditor(BASE).chapters,
        { id: newClientId(), title: {}, resources: [newResource('article')] },
      ],
    };
    const answered: CourseDraft = {
      ...BASE,
      chapters: [
        ...BASE.chapters,
        {
          id: '6000000000000000002',
          title: {},
          resources: [{ id: '7000000000000000002', kind: 'article', title: {}, required: true, body: '' }],
        },
      ],
    };
    const ids = assignedIds(sent, answered);
    expect([...ids.values()]).toEqual(['6000000000000000002', '7000000000000000002']);
    // Meanwhile the author added one more resource to the new chapter: it keeps its client id.
    const later = newResource('exam');
    const current: EditorDraft = {
      ...sent,
      chapters: sent.chapters.map((c, i) => (i === 1 ? { ...c, resources: [...c.resources, later] } : c)),
    };
    const next = applyIds(current, ids);
    expect(next.chapters[1]?.id).toBe('6000000000000000002');
    expect(next.chapters[1]?.resources.map((r) => r.id)).toEqual(['7000000000000000002', later.id]);
    expect(toWire(next).chapters[1]?.resources.map((r) => r.id)).toEqual(['7000000000000000002', null]);
  });
});
