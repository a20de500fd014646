import type { ServiceIdentifier } from 'inversify';
import { PROCESS_DRAIN } from '../../../application/operations/tokens';
import type { ServerMetrics } from '../../metrics/server-metrics';
import type { ProcessDrain } from '../../system/process-drain';
import { token } from '../shared/tokens';

export const OPERATIONS_TOKENS = {
  /** Set when the process is asked to stop: readiness turns 503 and new requests are refused. */
  drain: PROCESS_DRAIN as ServiceIdentifier<ProcessDrain>,
  /** This process's Prometheus registry: the ports count into it, GET /metrics reads it. */
  metrics: token<ServerMetrics>('ServerMetrics'),
} as const;
