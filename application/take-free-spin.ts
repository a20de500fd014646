import { type DomainError, domainError } from '../domain/errors';
import { claimIndex } from '../domain/fairness/picks';
import { freeRangeOf } from '../domain/free-play-policy';
import { gameStatus } from '../domain/game';
import { freePlayExhausted, gameNotFound, gameNotLive } from '../domain/game.errors';
import type { NumberClaim } from '../domain/number-claim';
import { err, ok, type Result } from '../domain/result';
import { spinEvent } from './activity-events';
import { ensureNotInMaintenance } from './ensure-not-in-maintenance';
import type { Clock } from './ports/clock';
import type { IdGenerator } from './ports/id-generator';
import type { NewClaim } from './ports/number-pool';
import type { SettingsStore } from './ports/settings-store';
import type { UnitOfWork } from './ports/unit-of-work';
import { ensureNotExcluded } from './spending-guard';

/**
 * The no-purchase entry: one per player per game, picked by the provably fair scheme among the free
 * range's available numbers. Check, pick, claim and its log entry happen in one transaction under the
 * game's spin lock.
 */
export class TakeFreeSpin {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
    private readonly settings: Pick<SettingsStore, 'get'>,
  ) {}

  async execute(input: { userId: number; gameId: number }): Promise<Result<NumberClaim, DomainError>> {
    const open = await ensureNotInMaintenance(this.settings);
    if (!open.ok) return open;
    return this.uow.run(async (tx) => {
      const onBreak = await ensureNotExcluded(tx, input.userId, this.clock.now());
      if (!onBreak.ok) return onBreak;
      // A fast fail before queueing for the lock: a free entry, once taken, stays.
      const usedBefore = (await tx.numbers.findFreeEntry(input.userId, input.gameId)) !== null;
      // Under the lock: one statement to lock and read the counters, one to draw and claim.
      const locked = await tx.games.lockForSpin(input.gameId);
      if (!locked) return err(gameNotFound());
      const { game, numbersLeft, freeNumbersLeft } = locked;
      const now = this.clock.now();
      const status = gameStatus(game, numbersLeft, now);
      if (status !== 'live') return err(gameNotLive(status, game.startTime));
      if (usedBefore) return err(freePlayExhausted('used'));
      const range = freeRangeOf(game);
      if (!range) return err(freePlayExhausted('no-free-range'));
      if (freeNumbersLeft === 0) return err(freePlayExhausted('none-left'));
      // Provably fair (issue 12): the free range's available numbers, picked by `g:k:c`.
      const seeds = await tx.fairness.spinSeeds(game.id, input.userId);
      if (!seeds) return err(domainError('UNAUTHENTICATED', 'Authentication required'));
      const { serverSeed, nextSpin: spin, clientSeed } = seeds;
      const claim: NewClaim = {
        id: this.ids.uuid(),
        gameId: game.id,
        userId: input.userId,
        kind: 'free',
        status: 'free',
        priceCents: 0,
        requestId: null,
        createdAt: now,
        settledAt: now,
        holdExpiresAt: null,
        spin,
        clientSeed,
      };
      const k = claimIndex(serverSeed, game.id, spin, clientSeed, freeNumbersLeft);
      const drawn = await tx.numbers.claimNthAvailable(claim, k, range);
      // The entry was taken meanwhile (a second request of the same player): re-checked in the claim.
      if ('refused' in drawn && drawn.refused === 'free-entry-exists') return err(freePlayExhausted('used'));
      if ('refused' in drawn) throw new Error(`number pool of game ${game.id} changed under its spin lock`);
      await tx.events.record(spinEvent({ ...claim, number: drawn.claimed }, now));
      return ok({ ...claim, number: drawn.claimed });
    });
  }
}
