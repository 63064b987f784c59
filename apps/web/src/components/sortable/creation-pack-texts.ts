/**
 * A sortable list in the creation pack's words (`creation.outline.*`, `creation.dnd.*`), for the pages that load
 * that pack: the creation center's outline and the page designer's modules (the design route loads it).
 */
import type { SortableTexts } from './sortable-texts.ts';
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
