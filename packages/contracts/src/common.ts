/**
 * Building blocks of every route's schema: ids, the tenant selectors, the success and error envelopes
 * (contracts.md §3). Pure data: the server mounts them on routes (and the OpenAPI document is generated from
 * them); server and web derive their TypeScript types from them with `Static<>`.
 */
import { SCHOOL_ID_PATTERN, SUCCESS_CODES } from '@portico/core';
import { Type, type Static, type TSchema, type TSchemaOptions } from 'typebox';
import { ERROR_CODES } from './errors.ts';
import { Count, HttpStatus } from './primitives.ts';

/** Every id of ours (schools, users, courses…) is a 19-digit string: the school id rule of core, spec §2. */
export const ID_PATTERN = SCHOOL_ID_PATTERN;

export const Id = (description = '19-digit id') => Type.String({ pattern: ID_PATTERN, description });

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** The spec's '0' / '1' string flags. */
export const Flag = (options?: TSchemaOptions) => Type.Union([Type.Literal('0'), Type.Literal('1')], options);

/** Tenant selectors accepted in the query of school-scoped routes (header tenantId / School-Id also works). */
export const TenantQuery = {
  schoolId: Type.Optional(Id('School (tenant) id')),
  tenantId: Type.Optional(Id('Alias of schoolId')),
  tenant_id: Type.Optional(Id('Alias of schoolId')),
};

/** The querystring of a route that takes nothing but the school. */
export const TenantOnlyQuery = Type.Object(TenantQuery);

/**
 * The catalogue as a named definition (`$defs` + `$ref`): the OpenAPI document holds it once, as a component,
 * instead of repeating every code in every error answer of every route.
 */
const ErrorCodeSchema = Type.Cyclic(
  {
    ErrorCode: Type.Enum(ERROR_CODES, {
      description: 'Stable machine code (@portico/contracts ERROR_STATUS)',
    }),
  },
  'ErrorCode',
);

/** Every non-2xx JSON answer: `code` repeats the HTTP status, `errorCode` is the stable machine code. */
export const ErrorBody = Type.Object(
  {
    code: HttpStatus(),
    errorCode: ErrorCodeSchema,
    message: Type.String({ description: 'English, for logs and API users; clients translate errorCode' }),
    details: Type.Optional(Type.Unknown()),
  },
  { description: 'Error: code repeats the HTTP status, errorCode says what went wrong' },
);

/** The error envelope every non-2xx JSON answer carries. */
export type ErrorEnvelope = Static<typeof ErrorBody>;

/** The error answers every route may give (a route adds 409 / 429 where it has them). */
export const errorResponses = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  500: ErrorBody,
};

/** `{ code: 200, data }` — the default envelope of contracts.md §3. */
export const Ok = <T extends TSchema>(data: T) =>
  Type.Object({ code: Type.Literal(SUCCESS_CODES.CODE), data });

export const ok = <T>(data: T) => ({ code: SUCCESS_CODES.CODE, data });

/** `{ records, total }` — every paged list. */
export const Page = <T extends TSchema>(item: T) =>
  Type.Object({ records: Type.Array(item), total: Count() });

/** `{ deleted }` — how many rows a DELETE-like call removed. */
export const DeletedSchema = Type.Object({ deleted: Count() });
