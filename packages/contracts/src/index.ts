/** Public API of @portico/contracts: the wire schemas (TypeBox) and the types derived from them, error codes. */
export * from './errors.ts';
export * from './primitives.ts';
export * from './common.ts';
export * from './schools.ts';
export * from './navigation.ts';
export * from './categories.ts';
export * from './courses.ts';
export * from './footer.ts';
export * from './bulletins.ts';
export * from './search.ts';
export * from './feedback.ts';
export * from './accounts.ts';
export * from './auth.ts';
export * from './members.ts';
export * from './agreements.ts';
export * from './academies.ts';
export * from './health.ts';
export type * from './bootstrap.ts';
