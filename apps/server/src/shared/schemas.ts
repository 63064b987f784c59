/** Schemas shared by the route modules: ids, envelopes and error bodies (they also feed the OpenAPI document). */
import { SUCCESS_CODES } from '@portico/core';
import { Type, type TSchema } from 'typebox';
import { ID_PATTERN } from '../db/ids.ts';

export const Id = (description = '19-digit id') => Type.String({ pattern: ID_PATTERN, description });

/** Tenant selectors accepted in the query of school-scoped routes (header tenantId / School-Id also works). */
export const TenantQuery = {
  schoolId: Type.Optional(Id('School (tenant) id')),
  tenantId: Type.Optional(Id('Alias of schoolId')),
  tenant_id: Type.Optional(Id('Alias of schoolId')),
};

export const ErrorBody = Type.Object(
  { code: Type.Integer(), message: Type.String(), details: Type.Optional(Type.Unknown()) },
  { description: 'Error: code repeats the HTTP status' },
);

/** 401: not logged in (or, on a closed school, "Please log in"). */
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

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
