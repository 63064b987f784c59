/** Liveness (contracts.md §3 `GET /api/health`). */
import { Type, type Static } from 'typebox';
import { Nullable } from './common.ts';

export const HealthSchema = Type.Object({
  status: Type.Literal('ok'),
  database: Type.Object({
    engine: Type.Union([Type.Literal('sqlite'), Type.Literal('postgres')]),
    migration: Nullable(Type.String()),
  }),
});

export type Health = Static<typeof HealthSchema>;
