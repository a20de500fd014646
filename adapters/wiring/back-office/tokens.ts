import type { ProcessRuntimeMetrics } from '../../system/process-runtime-metrics';
import type { RequestCounter } from '../../system/request-counter';
import { token } from '../shared/tokens';

export const BACK_OFFICE_TOKENS = {
  /** The HTTP edge records every API answer here; the System tab reads its five-minute window. */
  requestCounter: token<RequestCounter>('RequestCounter'),
  runtimeMetrics: token<ProcessRuntimeMetrics>('RuntimeMetrics'),
} as const;
