/**
 * The one fetch wrapper of the web app (contracts.md §3/§5): same-origin cookies, JSON in and out, the
 * `{ code: 200, data }` envelope unwrapped, errors as `ApiError`, and spec §4's failed-auth handler on any 401 of an
 * authenticated call.
 */
import { ACCOUNTS_API_PATHS, AUTH_API_PATHS, apiPath } from '@portico/contracts';
import { isErrorCode, type ErrorCode } from '@portico/contracts/errors';
import { loginLink } from '@portico/core';
import { loadErrorMessages } from '@/i18n/error-messages.ts';
import { clearCachedUser, currentLang, LOGIN_EVENT_KEY, safeStorage } from './auth-storage.ts';
import { currentPathAndQuery, nav } from './navigation.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiOptions {
  method?: Method;
  query?: Record<string, string | number | boolean | null | undefined>;
  /** JSON body. */
  json?: unknown;
  /** application/x-www-form-urlencoded body. */
  form?: Record<string, string>;
  headers?: Record<string, string>;
  /**
   * Authenticated call (default): a 401 runs the failed-auth handler. Pass false for calls whose 401 is an
   * answer, not an expired session (the login itself).
   */
  auth?: boolean;
  signal?: AbortSignal;
}

/**
 * A failed call: `status` is the HTTP status, 0 for a network failure; `errorCode` the envelope's stable code
 * (null when the answer carried none we know) and `details` its values, which is what the UI shows
 * (lib/api-errors.ts); `message` is the server's English text, for logs only.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly errorCode: ErrorCode | null;
  readonly details: unknown;
  constructor(status: number, message: string, errorCode: ErrorCode | null = null, details?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errorCode = errorCode;
    this.details = details;
  }
}

/**
 * Issue 13 §2: lists of schools show admin-written descriptions in the page's language; their spec query stays as
 * it is and the language travels in an `sxz-lang` header (server shared/asked-language.ts).
 */
export function pageLanguageHeader(): Record<string, string> {
  return { 'sxz-lang': currentLang() };
}

function buildUrl(path: string, query: ApiOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== null && value !== undefined) params.append(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

/** A 401 on a call that needs the session signs the page out (handleAuthFailure). */
const signsOut = (response: Response, options: ApiOptions) =>
  response.status === 401 && options.auth !== false;

async function send(path: string, options: ApiOptions, accept: string): Promise<Response> {
  const headers: Record<string, string> = { Accept: accept, ...options.headers };
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  }
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      credentials: 'same-origin',
      headers,
      body,
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, error instanceof Error ? error.message : 'Network request failed');
  }
  // Fire-and-forget on purpose: the caller gets its 401 now while the logout and the redirect to login run on
  // (handleAuthFailure catches its own network errors, so nothing is left unhandled).
  if (signsOut(response, options)) void handleAuthFailure();
  return response;
}

/**
 * Issue 28 item 3: the API error texts load on demand (i18n/error-messages.ts); a call that fails with a code
 * rejects once they are there, so whoever turns the error into words — now or from state later — finds them. Not
 * for a 401 that sends the page to the login (handleAuthFailure): its caller gets it at once, as before.
 */
export async function errorTextsLoaded(errorCode: ErrorCode | null, signedOut = false): Promise<void> {
  if (errorCode && !signedOut) await loadErrorMessages();
}

/** A JSON call; resolves with the envelope's `data`. */
export async function apiRequest<T>(path: string, options: ApiOptions = {}): Promise<T> {
  const response = await send(path, options, 'application/json');
  const body = (await response.json().catch(() => null)) as {
    code?: unknown;
    data?: T;
    errorCode?: unknown;
    message?: unknown;
    details?: unknown;
  } | null;
  if (response.ok && body && body.code === 200) return body.data as T;
  const message = typeof body?.message === 'string' ? body.message : response.statusText;
  const errorCode = isErrorCode(body?.errorCode) ? body.errorCode : null;
  await errorTextsLoaded(errorCode, signsOut(response, options));
  throw new ApiError(response.status, message, errorCode, body?.details);
}

/** A call answering text (the agreement body is `text/html`). */
export async function apiText(path: string, options: ApiOptions = {}): Promise<string> {
  const response = await send(path, options, 'text/html, text/plain');
  if (!response.ok) {
    // Errors still come as the JSON envelope: keep its code for the message shown.
    const body = (await response.json().catch(() => null)) as {
      errorCode?: unknown;
      details?: unknown;
    } | null;
    const errorCode = isErrorCode(body?.errorCode) ? body.errorCode : null;
    await errorTextsLoaded(errorCode, signsOut(response, options));
    throw new ApiError(response.status, response.statusText, errorCode, body?.details);
  }
  return response.text();
}

/** Module-level latch: one failed-auth handling per page, however many calls fail at once. */
let authFailureHandled = false;

/**
 * Spec §4 "Failed/expired authenticated request": cached user keys cleared, login-event marker written, pending
 * authorization codes of the last 600 s deleted, the auth cookies cleared by the server (logout), then the login
 * page with a redirect back here. The two DELETEs are best-effort and never re-enter this handler.
 */
export function handleAuthFailure(): Promise<void> {
  if (authFailureHandled) return Promise.resolve();
  authFailureHandled = true;
  clearCachedUser();
  safeStorage()?.setItem(LOGIN_EVENT_KEY, String(Date.now()));
  const bestEffort = (path: string) =>
    fetch(path, { method: 'DELETE', credentials: 'same-origin' }).catch(() => undefined);
  return bestEffort(apiPath(ACCOUNTS_API_PATHS.authCode))
    .then(() => bestEffort(apiPath(AUTH_API_PATHS.logout)))
    .then(() => {
      nav.assign(loginLink({ lang: currentLang(), redirect: currentPathAndQuery() }));
    });
}

/** Tests only: a fresh page. */
export function resetAuthFailureLatch(): void {
  authFailureHandled = false;
}
