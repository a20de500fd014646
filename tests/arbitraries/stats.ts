import fc from 'fast-check';
import type { ClaimKind, ClaimStatus } from '../../domain/play/number-claim';
import type { PlayerStats } from '../../domain/play/player-stats';

export interface ClaimFacts {
  id: string;
  kind: ClaimKind;
  status: ClaimStatus;
  priceCents: number;
}

/** Claims as the ledger can hold them: free entries cost nothing, paid ones may be in any state. */
export const claimArb: fc.Arbitrary<ClaimFacts> = fc.oneof(
  fc.record({
    id: fc.uuid(),
    kind: fc.constant<ClaimKind>('free'),
    status: fc.constantFrom<ClaimStatus>('free', 'released'),
    priceCents: fc.constant(0),
  }),
  fc.record({
    id: fc.uuid(),
    kind: fc.constant<ClaimKind>('paid'),
    status: fc.constantFrom<ClaimStatus>('pending', 'held', 'paid', 'released'),
    priceCents: fc.integer({ min: 0, max: 200 }).map((n) => n * 100),
  }),
);

export const statsArb: fc.Arbitrary<PlayerStats> = fc.record({
  totalSpins: fc.nat({ max: 200 }),
  totalWins: fc.nat({ max: 20 }),
  totalSpentCents: fc.nat({ max: 2_000_000 }),
  freeSpins: fc.nat({ max: 20 }),
});
