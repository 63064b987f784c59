/** The outline's sortable lists in the creation pack's words (`creation.outline.*`, `creation.dnd.*`). */
import type { SortableTexts } from '@/components/sortable/sortable-texts.ts';
import type { TFn } from '@/i18n/keys.ts';

export const creationSortableTexts = (t: TFn): SortableTexts => ({
  instructions: t('creation.dnd.instructions'),
  drag: (item) => t('creation.outline.drag', { item }),
  moveUp: (item) => t('creation.outline.moveUp', { item }),
  moveDown: (item) => t('creation.outline.moveDown', { item }),
  picked: (item, position, total) => t('creation.dnd.picked', { item, position, total }),
  over: (item, position, total) => t('creation.dnd.over', { item, position, total }),
  dropped: (item, position, total) => t('creation.dnd.dropped', { item, position, total }),
  cancelled: (item) => t('creation.dnd.cancelled', { item }),
});
