/** Public API of @portico/core (contracts.md §1). Pure: no Node, no DOM, no React, no I/O. */
export type * from './types.ts';
export * from './constants.ts';
export * from './languages.ts';
export * from './region.ts';
export * from './tenant.ts';
export * from './routes/index.ts';
export * from './header.ts';
export * from './text.ts';
export * from './validation.ts';
export * from './permissions.ts';
export * from './nav-overflow.ts';
export * from './nav-text-width.ts';
export * from './mobile-redirect.ts';
export * from './bulletin.ts';
export * from './envelopes.ts';
export * from './rich-text-policy.ts';
export * from './user-panel.ts';
export * from './right-tools.ts';
