import type postgres from 'postgres';

/** A pool or an open transaction: adapters run the same queries on either. */
export type Queryable = postgres.ISql;

/** PostgreSQL's unique_violation. */
export const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
