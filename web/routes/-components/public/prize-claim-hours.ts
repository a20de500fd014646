import { DEFAULT_CLAIM_WINDOW_HOURS } from '../../../../domain/winners/claim-window';
import { trpc } from '../../../lib/trpc';

/**
 * The hours a winner has to claim the prize: the operator's claim window as the server holds it, the
 * default until it answers (the claims themselves follow the server's setting).
 */
export function usePrizeClaimHours(): number {
  const terms = trpc.config.prizeClaim.useQuery(undefined, { staleTime: 60_000 });
  return terms.data?.claimWindowHours ?? DEFAULT_CLAIM_WINDOW_HOURS;
}
