import { token } from '../shared/tokens';
import type { DrainState } from './ports/drain-state';

/** Set when the process is asked to stop: readiness turns 503 and new requests are refused. */
export const PROCESS_DRAIN = token<DrainState>('ProcessDrain');
