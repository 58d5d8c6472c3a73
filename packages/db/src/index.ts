export * from './create-db';
export type { SqlDialect } from './dialect';
export * from './errors';
export * from './queries/deal-analyses.queries';
export * from './queries/sessions.queries';
export * from './queries/usage.queries';
export * from './queries/users.queries';
export * from './schema';
