import type { AnalyticsReadModel } from '../../../application/back-office/ports/analytics-read-model';
import type { OperatorAlerts } from '../../../application/back-office/ports/operator-alerts';
import type { DatabaseStats } from '../../../application/shared/ports/database-stats';
import type { ProcessRuntimeMetrics } from '../../system/process-runtime-metrics';
import type { RequestCounter } from '../../system/request-counter';
import { token } from '../shared/tokens';

export const BACK_OFFICE_TOKENS = {
  /** The database's health, also read by the health check and the readiness probe. */
  databaseStats: token<DatabaseStats>('DatabaseStats'),
  operatorAlerts: token<OperatorAlerts>('OperatorAlerts'),
  /** The analytics tab's sums (the ledger, claims and accounts). */
  analytics: token<AnalyticsReadModel>('AnalyticsReadModel'),
  /** The HTTP edge records every API answer here; the System tab reads its five-minute window. */
  requestCounter: token<RequestCounter>('RequestCounter'),
  runtimeMetrics: token<ProcessRuntimeMetrics>('RuntimeMetrics'),
} as const;
