/**
 * Spec §7 response envelopes: "a code field where 200 means success with a data payload; other success markers
 * seen: resultCode 200 / 200000 / 20000, details equal to "success", code '000000'".
 */
import { SUCCESS_CODES } from './constants.ts';

/** Our API's success envelope (contracts.md §3). */
export type ApiOk<T> = { code: 200; data: T };

// The error envelope is part of the wire contract: @portico/contracts `ErrorEnvelope` (with its stable errorCode).

const SUCCESS_VALUES: ReadonlySet<unknown> = new Set<unknown>([
  SUCCESS_CODES.CODE,
  SUCCESS_CODES.RESULT_CODE,
  SUCCESS_CODES.UPLOAD_RESULT_CODE,
  SUCCESS_CODES.INTERNAL_CODE,
  SUCCESS_CODES.DETAILS,
  String(SUCCESS_CODES.CODE),
  String(SUCCESS_CODES.RESULT_CODE),
  String(SUCCESS_CODES.UPLOAD_RESULT_CODE),
]);

/**
 * Is `code` one of the spec's success markers: 200, 200000, 20000 (numbers or their decimal strings), '000000'
 * (string only — the number 0 is not a success marker) or 'success'?
 */
export function isSuccessCode(code: unknown): boolean {
  return SUCCESS_VALUES.has(code);
}

/** Does an envelope carry a success marker in `code`, `resultCode` or `details`? */
export function isSuccessEnvelope(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const b = body as { code?: unknown; resultCode?: unknown; details?: unknown };
  return isSuccessCode(b.code) || isSuccessCode(b.resultCode) || b.details === SUCCESS_CODES.DETAILS;
}
