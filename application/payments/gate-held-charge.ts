import { gameStatus, unsoldNumbers } from '../../domain/games/game';
import { chargeGate } from '../../domain/payments/charge-gate';
import type { NumberClaim } from '../../domain/play/number-claim';
import type { DomainError } from '../../domain/shared/errors';
import { err, type Result } from '../../domain/shared/result';
import type { UserRepository } from '../accounts';
import type { GameEntries, GameRepository, NumberPool } from '../games';
import { limitsAndSpending, type ResponsiblePlayStore } from '../responsible-play';

/** The stores it uses, in its caller's transaction. */
type Stores = {
  games: GameRepository;
  numbers: NumberPool;
  users: UserRepository;
  entries: GameEntries;
  responsiblePlay: ResponsiblePlayStore;
};

/**
 * Inside a unit of work: may the held claim be charged now? Takes the locks a paid spin takes, the
 * player's responsible-play record and then the game's row, and keeps them until the unit ends, so
 * the charge attempt written in the same unit is counted by every later spin or payment of theirs
 * and no two can pass the limits together.
 */
export async function gateHeldCharge(
  tx: Stores,
  /** Read before the unit began: no other connection is waited for while its locks are held. */
  maintenance: boolean,
  claim: NumberClaim,
  now: Date,
): Promise<Result<void, DomainError>> {
  const { userId } = claim;
  if (userId === null) return err({ code: 'UNAUTHENTICATED', message: 'Authentication required' });
  const record = await tx.responsiblePlay.lock(userId);
  const game = await tx.games.lock(claim.gameId);
  const user = await tx.users.findById(userId);
  if (!user) return err({ code: 'UNAUTHENTICATED', message: 'Authentication required' });
  const { limits, starts, spentList } = await limitsAndSpending(tx.responsiblePlay, userId, record, now);
  // The claim itself is counted as spending where it was made in the period: leave it out once.
  const spentBesides = (i: number) =>
    (spentList[i] ?? 0) - (claim.createdAt.getTime() >= (starts[i]?.getTime() ?? 0) ? claim.priceCents : 0);
  // The held number is not sold: it keeps the game open even when no other number is available.
  const unsettled = game ? ((await tx.entries.claimCounts([game.id])).get(game.id)?.unsettled ?? 0) : 0;
  const unsold = game ? unsoldNumbers(await tx.numbers.countAvailable(game.id), unsettled) : 0;
  return chargeGate({
    maintenance,
    player: user,
    excludedUntil: record?.excludedUntil ?? null,
    gameStatus: game ? gameStatus(game, unsold, now) : null,
    gameStartTime: game?.startTime ?? null,
    limits,
    spent: { daily: spentBesides(0), weekly: spentBesides(1), monthly: spentBesides(2) },
    amount: claim.priceCents,
    now,
  });
}
