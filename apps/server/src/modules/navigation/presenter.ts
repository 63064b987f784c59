import type { HeaderComponentCode, HeaderComponentConfig, HeaderSettings } from '@portico/contracts';
import type { HeaderSettingsRows } from './queries.ts';

/** null when the school configured no header layout (the web app then shows its default header). */
export function presentHeaderSettings({ placements, components }: HeaderSettingsRows): HeaderSettings | null {
  if (placements.length === 0) return null;
  const side = (row: 'top' | 'bottom', which: 'left' | 'right') =>
    placements
      .filter((p) => p.row === row && p.side === which)
      .map((p) => ({ navComId: p.nav_com_id as HeaderComponentCode, width: p.width }));
  return {
    top: { left: side('top', 'left'), right: side('top', 'right') },
    bottom: { left: side('bottom', 'left'), right: side('bottom', 'right') },
    components: components.map((c): HeaderComponentConfig => ({
      code: c.code as HeaderComponentCode,
      displayStyle: c.display_style === 'tile' ? 'tile' : 'list',
      componentStyle: c.component_style === 'stroke' ? 'stroke' : 'text',
      fontStyle: c.font_style === 2 ? 2 : 1,
      width: c.width,
      ...(c.logo_style === 1 || c.logo_style === 2 ? { logoStyle: c.logo_style } : {}),
      configures: JSON.parse(c.configures) as HeaderComponentConfig['configures'],
    })),
  };
}
