/**
 * The public entry of application/operations/: what other features may use of it, and the only module
 * of it they import (the dependency rule feature-through-its-entry).
 */
export {
  type ConnectionUse,
  DATABASE_TIMEOUT_MS,
  type DatabaseStats,
  type TableSize,
} from './ports/database-stats';
export type { RuntimeMetrics, RuntimeSnapshot } from './ports/runtime-metrics';
