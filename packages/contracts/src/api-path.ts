/**
 * Filling an API_PATHS template (`api-paths.ts`): its own module, so a bundle that fills only a few paths (the
 * `/h5/` pages) does not carry the whole table with it.
 */
/** The `:name` params of a path template, as a union of their names (never when it has none). */
export type PathParams<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** The arguments `apiPath` takes for a template: none without params, every param (and only those) with them. */
export type PathArgs<Path extends string> = [PathParams<Path>] extends [never]
  ? []
  : [params: Record<PathParams<Path>, string>];

function fill(template: string, params: Record<string, string>): string {
  return template.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`apiPath: ${template} needs :${name}`);
    return encodeURIComponent(value);
  });
}

/** A template with its params filled in, each percent-encoded (an id never changes the path's shape). */
export function apiPath<Path extends string>(template: Path, ...args: PathArgs<Path>): string {
  return fill(template, (args[0] ?? {}) as Record<string, string>);
}

/** Where every console area lives: `/api/console/{schoolId}/` + the area's tail. */
export const CONSOLE_ROOT = '/api/console/:schoolId/';

type ConsoleTemplate = `${typeof CONSOLE_ROOT}${string}`;
type TailArgs<Path extends string> = [Exclude<PathParams<Path>, 'schoolId'>] extends [never]
  ? []
  : [params: Record<Exclude<PathParams<Path>, 'schoolId'>, string>];

/**
 * A console template's part after `/api/console/{schoolId}/`, params filled: the web's console areas are keyed
 * and fetched by this tail (`consoleTail(API_PATHS.consoleContent.bulletin, { bulletinId })` → `bulletins/42`).
 */
export function consoleTail<Path extends ConsoleTemplate>(template: Path, ...args: TailArgs<Path>): string {
  return fill(template.slice(CONSOLE_ROOT.length), (args[0] ?? {}) as Record<string, string>);
}
