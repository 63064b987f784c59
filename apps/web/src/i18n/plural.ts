/**
 * Plural forms (issue 22 item 6): a count's message is a family of keys `<key>_<category>` with the CLDR plural
 * categories of the language (i18next's JSON v4 form: en `_one`/`_other`, ar `_zero`/`_one`/`_two`/`_few`/`_many`/
 * `_other`, zh/ja/ko `_other` only), chosen by `Intl.PluralRules` for the `count` value — as i18next itself does.
 */
export const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
export type PluralCategory = (typeof PLURAL_CATEGORIES)[number];

const RULES = new Map<string, Intl.PluralRules>();

function rulesFor(lang: string): Intl.PluralRules {
  let rules = RULES.get(lang);
  if (!rules) {
    rules = new Intl.PluralRules(lang);
    RULES.set(lang, rules);
  }
  return rules;
}

/** The category of `count` in `lang` (a BCP 47 tag or a `zh_CN`-style code); 'other' when it is not a number. */
function pluralCategory(lang: string, count: unknown): PluralCategory {
  const n = typeof count === 'number' ? count : Number.parseFloat(String(count));
  return Number.isFinite(n) ? rulesFor(lang.replace('_', '-')).select(n) : 'other';
}

/** The categories a language distinguishes: exactly the keys its plural families must have. */
export function pluralCategories(lang: string): PluralCategory[] {
  return rulesFor(lang.replace('_', '-')).resolvedOptions().pluralCategories as PluralCategory[];
}

/** The text of `key` for `count`: its category's form, else its `_other` form. */
export function pluralText(
  bundle: Record<string, unknown>,
  lang: string,
  key: string,
  count: unknown,
): string | undefined {
  const form = bundle[`${key}_${pluralCategory(lang, count)}`] ?? bundle[`${key}_other`];
  return typeof form === 'string' ? form : undefined;
}
