import type { DomainError } from '../domain/errors';
import { freeRangeOf } from '../domain/free-play-policy';
import { gameStatus } from '../domain/game';
import { freePlayExhausted, gameNotFound, gameNotLive } from '../domain/game.errors';
import type { NumberClaim } from '../domain/number-claim';
import { err, ok, type Result } from '../domain/result';
import { ensureNotInMaintenance } from './ensure-not-in-maintenance';
import type { Clock } from './ports/clock';
import type { IdGenerator } from './ports/id-generator';
import type { RandomSource } from './ports/random-source';
import type { SettingsStore } from './ports/settings-store';
import type { UnitOfWork } from './ports/unit-of-work';

/**
 * The no-purchase entry: one per player per game, drawn uniformly among the free range's available
 * numbers. Check, pick and claim happen in one transaction under the game's spin lock.
 */
export class TakeFreeSpin {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly random: RandomSource,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
    private readonly settings: Pick<SettingsStore, 'get'>,
  ) {}

  async execute(input: { userId: number; gameId: number }): Promise<Result<NumberClaim, DomainError>> {
    const open = await ensureNotInMaintenance(this.settings);
    if (!open.ok) return open;
    return this.uow.run(async (tx) => {
      const locked = await tx.games.lockForSpin(input.gameId);
      if (!locked) return err(gameNotFound());
      const { game, spinSequence } = locked;
      const now = this.clock.now();
      const status = gameStatus(game, await tx.numbers.countAvailable(game.id), now);
      if (status !== 'live') return err(gameNotLive(status));
      if (await tx.numbers.findFreeEntry(input.userId, game.id)) return err(freePlayExhausted('used'));
      const range = freeRangeOf(game);
      if (!range) return err(freePlayExhausted('no-free-range'));
      const left = await tx.numbers.countAvailable(game.id, range);
      if (left === 0) return err(freePlayExhausted('none-left'));
      const number = await tx.numbers.nthAvailable(
        game.id,
        this.random.pick(game.id, spinSequence, left),
        range,
      );
      if (number === null) throw new Error(`number pool of game ${game.id} changed under its spin lock`);
      const claim: NumberClaim = {
        id: this.ids.uuid(),
        gameId: game.id,
        number,
        userId: input.userId,
        kind: 'free',
        status: 'free',
        priceCents: 0,
        requestId: null,
        createdAt: now,
        settledAt: now,
        holdExpiresAt: null,
      };
      await tx.numbers.claim(claim);
      return ok(claim);
    });
  }
}
