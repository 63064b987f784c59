/** Navigation groups and header settings (spec §3, contracts.md §3). */
import { FONT_WEIGHTS, HEADER_COMPONENTS, LOGO_STYLES, SUCCESS_CODES } from '@portico/core';
import { Type, type Static } from 'typebox';
import { Nullable } from './common.ts';
import { SmallInt, StoredNumber } from './primitives.ts';
import { NavigationTemplateSchema } from './schools.ts';

/** pageType of a navigation page: which kind of page it opens. */
const NAVIGATION_PAGE_TYPES = ['page', 'link', 'knowledge', 'exercise', 'learningGroup', 'menu'] as const;

/** Custom menus and navigation pages nest (three levels in practice); one cyclic definition types every level. */
const NavigationDefs = {
  CustomMenuItem: Type.Object({
    label: Type.String(),
    labelEn: Nullable(Type.String()),
    tip: Nullable(Type.String()),
    tipEn: Nullable(Type.String()),
    url: Nullable(Type.String()),
    open: Type.Boolean(),
    children: Type.Array(Type.Ref('CustomMenuItem')),
  }),
  NavigationPage: Type.Object({
    pageId: Type.String({ description: '"0" external link (diyUrl), "1" custom menu, else a page id' }),
    name: Type.String(),
    nameEn: Nullable(Type.String()),
    showName: Nullable(Type.String()),
    isView: Type.Boolean(),
    diyUrl: Nullable(Type.String()),
    pageType: Type.Enum([...NAVIGATION_PAGE_TYPES]),
    index: SmallInt(),
    children: Type.Array(Type.Ref('NavigationPage')),
    diyMenus: Type.Array(Type.Ref('CustomMenuItem')),
    width: Nullable(StoredNumber()),
    minWidth: Nullable(StoredNumber()),
  }),
};

export const NavigationPageSchema = Type.Cyclic(NavigationDefs, 'NavigationPage');
/** Routes carry custom menus inside NavigationPageSchema; this one names the shape on its own. */
export const CustomMenuItemSchema = Type.Cyclic(NavigationDefs, 'CustomMenuItem');

export const NavigationGroupSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  nameEn: Nullable(Type.String()),
  templateName: NavigationTemplateSchema,
  navigationPages: Type.Array(NavigationPageSchema),
});

const HeaderComponentCodeSchema = Type.Enum(
  Object.keys(HEADER_COMPONENTS) as (keyof typeof HEADER_COMPONENTS)[],
  { description: 'Header component code 001…011' },
);

const Placement = Type.Object({ navComId: HeaderComponentCodeSchema, width: Nullable(StoredNumber()) });
const Row = Type.Object({ left: Type.Array(Placement), right: Type.Array(Placement) });

export const HeaderComponentConfigSchema = Type.Object({
  code: HeaderComponentCodeSchema,
  displayStyle: Type.Enum(['tile', 'list']),
  componentStyle: Type.Enum(['text', 'stroke']),
  fontStyle: Type.Enum(Object.values(FONT_WEIGHTS), { description: 'normal 1 / bold 2' }),
  width: Nullable(StoredNumber()),
  logoStyle: Type.Optional(
    Type.Enum(Object.values(LOGO_STYLES), { description: 'icon+text 1 / icon only 2 (code 001 only)' }),
  ),
  configures: Type.Array(
    Type.Object({
      pageType: SmallInt(),
      name: Type.String(),
      nameEn: Nullable(Type.String()),
      status: Type.Boolean(),
      width: Nullable(StoredNumber()),
      showName: Nullable(Type.String()),
      diyUrl: Nullable(Type.String()),
    }),
  ),
});

export const HeaderSettingsSchema = Type.Object({
  top: Row,
  bottom: Row,
  components: Type.Array(HeaderComponentConfigSchema),
});

/** `{ details: 'success', data }` — the navigation call's own envelope (spec §7). */
export const NavigationsResponse = Type.Object({
  details: Type.Literal(SUCCESS_CODES.DETAILS),
  data: Type.Array(NavigationGroupSchema),
});

/** `{ resultCode: 200000, data: { settings } }`; settings null = the default header. */
export const NavigationSettingsResponse = Type.Object({
  resultCode: Type.Literal(SUCCESS_CODES.RESULT_CODE),
  data: Type.Object({ settings: Nullable(HeaderSettingsSchema) }),
});

export type CustomMenuItem = Static<typeof CustomMenuItemSchema>;
export type NavigationPage = Static<typeof NavigationPageSchema>;
export type NavigationPageType = NavigationPage['pageType'];
export type NavigationGroup = Static<typeof NavigationGroupSchema>;
export type HeaderComponentCode = Static<typeof HeaderComponentCodeSchema>;
export type HeaderComponentPlacement = Static<typeof Placement>;
export type HeaderRow = Static<typeof Row>;
export type HeaderComponentConfig = Static<typeof HeaderComponentConfigSchema>;
export type HeaderSettings = Static<typeof HeaderSettingsSchema>;
