/** Course categories of a school (spec §3 Category, contracts.md §3): the mega-menu's tabs and terms. */
import { Type, type Static } from 'typebox';
import { Id, TenantQuery } from './common.ts';
import { SmallInt } from './primitives.ts';

export const CategorySchema = Type.Cyclic(
  {
    Category: Type.Object({
      id: Type.String(),
      title: Type.String(),
      source: SmallInt(),
      children: Type.Array(Type.Ref('Category')),
      terms: Type.Array(Type.Ref('Category'), {
        description: 'Sub-categories shown as terms under a second-level category',
      }),
    }),
  },
  'Category',
);

const Source = SmallInt({ default: 0, description: 'Category source (0 = courses)' });

export const TopCategoriesQuery = Type.Object({ ...TenantQuery, source: Source });
export const ChildCategoriesQuery = Type.Object({
  ...TenantQuery,
  facetId: Id('Parent category id'),
  source: Source,
});

export type Category = Static<typeof CategorySchema>;
