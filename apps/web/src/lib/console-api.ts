/**
 * The admin console's calls (issue 13), shared by every console section: `/api/console/{schoolId}/{tail}`; reads
 * answer `{ version, data }` for versioned areas, writes send `{ expectedVersion, data }` and get the new
 * `{ version, data }` back — or EDIT_CONFLICT when someone saved meanwhile.
 */
import { apiPath, CONSOLE_ROOT } from '@portico/contracts';
import { apiRequest, ApiError, type ApiOptions } from './api-client.ts';

export interface VersionedData<T> {
  version: number;
  data: T;
}

/**
 * A console area's URL from its tail. Tails come from the area's API_PATHS template through `consoleTail`
 * (`consoleTail(CONSOLE_SCHOOLS_API_PATHS.ai)` → `ai`), so the console's paths too are named once.
 */
export const consolePath = (schoolId: string, tail: string) =>
  `${apiPath(CONSOLE_ROOT, { schoolId })}${tail}`;

export function consoleGet<T>(schoolId: string, tail: string, query?: ApiOptions['query']): Promise<T> {
  return apiRequest<T>(consolePath(schoolId, tail), query ? { query } : {});
}

/** A versioned save: PUT (or POST/DELETE) `{ expectedVersion, data }`. */
export function consoleSave<TIn, TOut>(
  schoolId: string,
  tail: string,
  expectedVersion: number,
  data: TIn,
  method: 'PUT' | 'POST' | 'DELETE' = 'PUT',
): Promise<VersionedData<TOut>> {
  return apiRequest<VersionedData<TOut>>(consolePath(schoolId, tail), {
    method,
    json: { expectedVersion, data },
  });
}

/** Someone else saved this area since it was loaded: the UI offers to reload instead of overwriting. */
export const isEditConflict = (error: unknown): boolean =>
  error instanceof ApiError && error.errorCode === 'EDIT_CONFLICT';
