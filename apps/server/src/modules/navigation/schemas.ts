import { Type, type TSchema } from 'typebox';
import { Nullable } from '../../shared/schemas.ts';

/** Nested levels are typed down to `depth`; deeper levels (none in practice) pass through unchecked. */
const nested = (item: (depth: number) => TSchema, depth: number) =>
  Type.Array(depth > 0 ? item(depth - 1) : Type.Unknown());

const CustomMenuItem = (depth: number): TSchema =>
  Type.Object({
    label: Type.String(),
    labelEn: Nullable(Type.String()),
    tip: Nullable(Type.String()),
    tipEn: Nullable(Type.String()),
    url: Nullable(Type.String()),
    open: Type.Boolean(),
    children: nested(CustomMenuItem, depth),
  });

const NavigationPage = (depth: number): TSchema =>
  Type.Object({
    pageId: Type.String({ description: '"0" external link (diyUrl), "1" custom menu, else a page id' }),
    name: Type.String(),
    nameEn: Nullable(Type.String()),
    showName: Nullable(Type.String()),
    isView: Type.Boolean(),
    diyUrl: Nullable(Type.String()),
    pageType: Type.String(),
    index: Type.Integer(),
    children: nested(NavigationPage, depth),
    diyMenus: nested(CustomMenuItem, 3),
    width: Nullable(Type.Number()),
    minWidth: Nullable(Type.Number()),
  });

export const NavigationGroupSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  nameEn: Nullable(Type.String()),
  templateName: Type.String(),
  navigationPages: Type.Array(NavigationPage(3)),
});

const Placement = Type.Object({ navComId: Type.String(), width: Nullable(Type.Number()) });
const Row = Type.Object({ left: Type.Array(Placement), right: Type.Array(Placement) });

export const HeaderSettingsSchema = Type.Object({
  top: Row,
  bottom: Row,
  components: Type.Array(
    Type.Object({
      code: Type.String(),
      displayStyle: Type.String(),
      componentStyle: Type.String(),
      fontStyle: Type.Integer(),
      width: Nullable(Type.Number()),
      logoStyle: Type.Optional(Type.Integer()),
      configures: Type.Array(
        Type.Object({
          pageType: Type.Integer(),
          name: Type.String(),
          nameEn: Nullable(Type.String()),
          status: Type.Boolean(),
          width: Nullable(Type.Number()),
          showName: Nullable(Type.String()),
          diyUrl: Nullable(Type.String()),
        }),
      ),
    }),
  ),
});
