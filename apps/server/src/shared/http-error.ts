/**
 * An error whose status, machine code and message are safe to show to the caller as
 * `{ code, errorCode, message, details? }` (the catalogue is `@portico/contracts` ERROR_STATUS).
 */
import { ERROR_STATUS, type ErrorCode } from '@portico/contracts';

export class HttpError extends Error {
  readonly statusCode: number;
  constructor(
    readonly errorCode: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = ERROR_STATUS[errorCode];
  }
}

/**
 * The one way to fail a request on purpose: a catalogued code (specific enough for a client to act on, and for
 * the web to translate) and an English message for logs and API users. `details` carries values a translation
 * needs (`max`, `minutes`…).
 */
export const fail = (errorCode: ErrorCode, message: string, details?: unknown) =>
  new HttpError(errorCode, message, details);
