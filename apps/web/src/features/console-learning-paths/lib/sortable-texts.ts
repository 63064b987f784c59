/** The path editor's sortable lists in the console pack's words (`paths.editor.*`): one "position n of m" line. */
import type { SortableTexts } from '@/components/sortable/sortable-texts.ts';
import type { TFn } from '@/i18n/keys.ts';

export const pathSortableTexts = (t: TFn): SortableTexts => {
  const moved = (item: string, position: number, total: number) =>
    t('paths.editor.moved', { item, position, total });
  return {
    instructions: t('paths.editor.dndInstructions'),
    drag: (item) => t('paths.editor.drag', { item }),
    moveUp: (item) => t('paths.editor.moveUp', { item }),
    moveDown: (item) => t('paths.editor.moveDown', { item }),
    picked: moved,
    over: moved,
    dropped: moved,
    cancelled: (item) => t('paths.editor.notMoved', { item }),
  };
};
