/**
 * Spec §2 routes: the route table and matcher, and the link builders by route family. Only the public names are
 * re-exported (the serialiser internals of href.ts stay inside this folder).
 */
export * from './match.ts';
export { withLang, type ExtraQuery, type LinkOptions, type QueryValue } from './href.ts';
export * from './portal-links.ts';
export * from './center-links.ts';
export * from './community-links.ts';
export * from './auth-links.ts';
export * from './site-links.ts';
export * from './school-links.ts';
