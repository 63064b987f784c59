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

/** `GET /healthz` (issue 17 §4): the process answers; no I/O. Plain JSON for load balancers, no envelope. */
export const LivenessSchema = Type.Object({ status: Type.Literal('ok') });
export type Liveness = Static<typeof LivenessSchema>;

const DependencyState = Type.Union([Type.Literal('ok'), Type.Literal('failed')]);

/**
 * `GET /readyz`: 200 when the database (and Redis, when configured) answered; 503 naming what failed, or
 * `draining` while the instance shuts down (so a load balancer stops sending it new requests).
 */
export const ReadinessSchema = Type.Object({
  status: Type.Union([Type.Literal('ready'), Type.Literal('unavailable'), Type.Literal('draining')]),
  checks: Type.Object({
    database: DependencyState,
    redis: Type.Union([DependencyState, Type.Literal('not-configured')]),
  }),
});
export type Readiness = Static<typeof ReadinessSchema>;
