/**
 * Console navigation and header sections (issue 13 §1–2, §5): the navigation document (groups, pages of spec §3,
 * custom menus; every title per language), its draft and published states, and the header settings (codes
 * 001–011). Core's console-navigation.ts / console-header.ts hold the rules; these are the wire shapes.
 */
import { HEADER_LIMITS, NAV_DOC_LIMITS, NAV_PAGE_KINDS, SUPPORTED_LANGUAGES } from '@portico/core';
import { Type, type Static, type TSchema } from 'typebox';
import { Nullable } from './common.ts';
import { LocalizedTextsSchema, WithVersion } from './console.ts';
import { HeaderSettingsSchema } from './navigation.ts';
import { BoundedInt, SmallInt } from './primitives.ts';
import { NavigationTemplateSchema } from './schools.ts';

/**
 * Nullable with null FIRST: the server's validator coerces types, and in `number | null` a null would be coerced to
 * 0 by the number branch (a width "automatic" would turn into 0 px).
 */
const OrNull = <T extends TSchema>(schema: T) => Type.Union([Type.Null(), schema]);

const RowId = OrNull(Type.String({ pattern: '^\\d{19}$', description: 'Row id; null for a new entry' }));
const Width = OrNull(BoundedInt({ minimum: 0, maximum: NAV_DOC_LIMITS.WIDTH_MAX, description: 'px' }));
const Url = OrNull(Type.String({ maxLength: NAV_DOC_LIMITS.URL_MAX }));

/** A menu item whose children are the next level (none at the third level, spec §2 "up to three levels"). */
const menuLevel = (children: TSchema) =>
  Type.Object({
    id: RowId,
    label: LocalizedTextsSchema,
    tip: LocalizedTextsSchema,
    url: Url,
    open: Type.Boolean({ description: 'Opens in a new tab' }),
    children,
  });
const NoMore = Type.Array(Type.Never(), { maxItems: 0, description: 'Third level: no deeper entries' });
const Menu3 = menuLevel(NoMore);
const Menu2 = menuLevel(Type.Array(Menu3, { maxItems: NAV_DOC_LIMITS.MENUS_MAX }));
export const NavDocMenuSchema = menuLevel(Type.Array(Menu2, { maxItems: NAV_DOC_LIMITS.MENUS_MAX }));
const Menus = Type.Array(NavDocMenuSchema, { maxItems: NAV_DOC_LIMITS.MENUS_MAX });

/**
 * Levels are spelled out (three, spec §2) rather than one cyclic definition: the section answer carries two
 * documents (published and draft), and a named cyclic definition may appear only once in a response schema.
 */
const pageLevel = (children: TSchema) =>
  Type.Object({
    id: RowId,
    kind: Type.Enum([...NAV_PAGE_KINDS]),
    pageId: Type.String({ maxLength: 19, description: '"0" custom link, "1" custom menus, else a page id' }),
    name: LocalizedTextsSchema,
    showName: LocalizedTextsSchema,
    isView: Type.Boolean(),
    diyUrl: Url,
    width: Width,
    minWidth: Width,
    children,
    menus: Menus,
  });
const Page3 = pageLevel(NoMore);
const Page2 = pageLevel(Type.Array(Page3, { maxItems: NAV_DOC_LIMITS.PAGES_MAX }));
export const NavDocPageSchema = pageLevel(Type.Array(Page2, { maxItems: NAV_DOC_LIMITS.PAGES_MAX }));

export const NavDocGroupSchema = Type.Object({
  id: RowId,
  name: LocalizedTextsSchema,
  templateName: NavigationTemplateSchema,
  pages: Type.Array(NavDocPageSchema, { maxItems: NAV_DOC_LIMITS.PAGES_MAX }),
});

export const NavigationDocumentSchema = Type.Object({
  groups: Type.Array(NavDocGroupSchema, { maxItems: NAV_DOC_LIMITS.GROUPS_MAX }),
});
export type NavigationDocumentInput = Static<typeof NavigationDocumentSchema>;

const Lang = Type.Enum([...SUPPORTED_LANGUAGES]);

/** `GET /api/console/{id}/navigation`: both states, what the editor needs to fill its choices. */
export const ConsoleNavigationSchema = Type.Object({
  published: NavigationDocumentSchema,
  /** The unpublished edits (preview shows them to admins); null when there are none. */
  draft: Nullable(NavigationDocumentSchema),
  draftSavedAt: Nullable(Type.String({ description: 'ISO 8601' })),
  defaultLang: Lang,
  languages: Type.Array(Lang, { description: 'Languages the school offers (one title field each)' }),
  /** The school's pages a navigation entry of kind page/knowledge/exercise/learningGroup can open. */
  pages: Type.Array(Type.Object({ id: Type.String(), title: Type.String(), pageType: SmallInt() })),
  isO3: Type.Boolean(),
});
export type ConsoleNavigation = Static<typeof ConsoleNavigationSchema>;
export const VersionedConsoleNavigationSchema = WithVersion(ConsoleNavigationSchema);

/** `GET /api/console/{id}/header`: the layout (null = the default header) and the codes' names. */
export const ConsoleHeaderSchema = Type.Object({
  settings: Nullable(HeaderSettingsSchema),
});
export type ConsoleHeader = Static<typeof ConsoleHeaderSchema>;
export const VersionedConsoleHeaderSchema = WithVersion(ConsoleHeaderSchema);
const HeaderWidth = OrNull(BoundedInt({ minimum: 0, maximum: HEADER_LIMITS.WIDTH_MAX, description: 'px' }));
const HeaderText = (max: number) => Type.String({ maxLength: max });
const InputPlacement = Type.Object({ navComId: Type.String({ maxLength: 3 }), width: HeaderWidth });
const InputRow = Type.Object({
  left: Type.Array(InputPlacement, { maxItems: 11 }),
  right: Type.Array(InputPlacement, { maxItems: 11 }),
});

/**
 * The header layout a save sends (the shape of HeaderSettingsSchema, with bounds and null-first widths); null
 * resets to the default header. Core's validateHeaderSettings checks codes, repeats and links.
 */
export const HeaderSettingsInputSchema = OrNull(
  Type.Object({
    top: InputRow,
    bottom: InputRow,
    components: Type.Array(
      Type.Object({
        code: Type.String({ maxLength: 3 }),
        displayStyle: Type.Enum(['tile', 'list']),
        componentStyle: Type.Enum(['text', 'stroke']),
        fontStyle: Type.Enum([1, 2]),
        width: HeaderWidth,
        logoStyle: Type.Optional(Type.Enum([1, 2])),
        configures: Type.Array(
          Type.Object({
            pageType: BoundedInt({ minimum: 0, maximum: 99 }),
            name: HeaderText(HEADER_LIMITS.NAME_MAX),
            nameEn: OrNull(HeaderText(HEADER_LIMITS.NAME_MAX)),
            status: Type.Boolean(),
            width: HeaderWidth,
            showName: OrNull(HeaderText(HEADER_LIMITS.NAME_MAX)),
            diyUrl: OrNull(HeaderText(HEADER_LIMITS.URL_MAX)),
          }),
          { maxItems: HEADER_LIMITS.CONFIGURES_MAX },
        ),
      }),
      { maxItems: 11 },
    ),
  }),
);
