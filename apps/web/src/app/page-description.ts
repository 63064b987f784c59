import type { ShellBootstrap } from '@portico/contracts';
import type { TFn } from '@/i18n/keys.ts';
import { localizedName, schoolDisplayName } from '@/lib/names.ts';

/** Search engines show about this many characters of a description; a longer one is cut at a word. */
const DESCRIPTION_MAX_CHARS = 160;

function clip(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= DESCRIPTION_MAX_CHARS) return flat;
  const cut = flat.slice(0, DESCRIPTION_MAX_CHARS - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > DESCRIPTION_MAX_CHARS / 2 ? cut.slice(0, space) : cut}…`;
}

/**
 * `<meta name="description">` of the page (issue 10 §4): a course's own description when it has one, otherwise a
 * translated sentence naming what the route shows — the school, the sub-school, the search keyword, the course.
 */
export function pageDescription(b: ShellBootstrap, t: TFn): string {
  const site = schoolDisplayName(b.school, b.lang);
  if (!site) return clip(t('meta.descriptionDefault'));
  const { page } = b;
  switch (page.kind) {
    case 'course':
      if (!page.course) break;
      return clip(
        page.course.description?.trim() || t('meta.descriptionCourse', { course: page.course.name, site }),
      );
    case 'search':
      return clip(
        page.keyword
          ? t('meta.descriptionSearchResults', { keyword: page.keyword, site })
          : t('meta.descriptionSearch', { site }),
      );
    case 'sub-school':
      if (!page.subSchool) break;
      return clip(
        t('meta.descriptionSubSchool', {
          school: localizedName(page.subSchool.name, page.subSchool.nameEn, b.lang),
          site,
        }),
      );
    default:
      break;
  }
  return clip(t('meta.description', { site }));
}
