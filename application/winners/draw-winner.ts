import { inject, injectable } from 'inversify';
import { headOf, setAsideNumbers } from '../../domain/fairness/fairness-log';
import { drawIndex } from '../../domain/fairness/picks';
import { gameNotFound } from '../../domain/games/game.errors';
import { checkDraw } from '../../domain/games/game-life';
import type { DomainError } from '../../domain/shared/errors';
import { err, ok, type Result } from '../../domain/shared/result';
import { winnerAlreadySelected } from '../../domain/winners/winner-selection';
import { readGameLife } from '../games';
import type { Clock } from '../shared/ports/clock';
import type { SettingsStore } from '../shared/ports/settings-store';
import type { UnitOfWork } from '../shared/ports/unit-of-work';
import { CLOCK, SETTINGS, UNIT_OF_WORK } from '../shared/tokens';
import { type ChoosingStores, type ChosenWinner, type SelectingAdmin, winnerOf } from './winner-choice';
import { claimWindowHours, enqueueWinnerMail } from './winner-mail';

/** The stores it uses, bound to one transaction. */
type Stores = ChoosingStores;

const DRAW_REASON = 'Random draw';
/** Expired holds of the game released before the draw counts what still waits for a payment. */
const RELEASE_LIMIT = 10_000;

/**
 * The random draw: uniform over the game's settled entries (paid and free alike: one chance per
 * number) but those of players set aside, once the game has closed and no payment of it is pending
 * or held. Under the game's lock, picked by the provably fair scheme (m = `g:draw:H`, H the log head
 * before the draw entry), logged as the game's draw entry, and recorded with the index drawn; the
 * game is then closed for good. One transaction with the winner's e-mail (the outbox).
 */
@injectable()
export class DrawWinner {
  constructor(
    @inject(UNIT_OF_WORK) private readonly uow: UnitOfWork<Stores>,
    @inject(CLOCK) private readonly clock: Clock,
    /** The claim window the notice states ('claimWindowHours'); its default without settings. */
    @inject(SETTINGS) private readonly settings: Pick<SettingsStore, 'getAll'> | null = null,
  ) {}

  async execute(input: {
    gameId: number;
    admin: SelectingAdmin;
  }): Promise<Result<ChosenWinner, DomainError>> {
    const windowHours = await claimWindowHours(this.settings);
    return this.uow.run(async (tx) => {
      const now = this.clock.now();
      const locked = await tx.games.lockForSpin(input.gameId);
      if (!locked) return err(gameNotFound());
      const { game, spinSequence } = locked;
      // Holds that ended go back to the pool first (as the reconciler would): they are no entry,
      // and a number they free may reopen a sold-out game.
      const released = await tx.numbers.releaseExpiredHolds(now, RELEASE_LIMIT, game.id);
      const { life, counts } = await readGameLife(tx, game, now, locked.numbersLeft + released.length);
      const fairness = await tx.fairness.read(game.id);
      if (!fairness) return err(gameNotFound());
      // A redraw passes over every number of a player set aside.
      const setAside = setAsideNumbers(fairness.log);
      const candidates = (await tx.entries.listSettled(game.id))
        .filter((e) => !setAside.has(e.number))
        .sort((a, b) => a.number - b.number);
      const open = checkDraw(life, { unsettled: counts.unsettled, settled: candidates.length });
      if (!open.ok) return open;
      const head = headOf(fairness.serverSeedHash, fairness.log);
      const index = drawIndex(fairness.serverSeed, game.id, head, candidates.length);
      const entry = candidates[index];
      if (!entry) throw new Error(`the draw gave ${index} for ${candidates.length} candidates`);
      const draw = { index, candidates: candidates.length, sequence: spinSequence };
      const winner = winnerOf(game.id, entry, DRAW_REASON, input.admin, now, draw);
      if (!(await tx.winners.record(winner.record))) return err(winnerAlreadySelected());
      await tx.games.close(game.id, now);
      await tx.fairness.appendDraw(game.id, entry.number, now);
      await enqueueWinnerMail(tx, game, entry, now, windowHours);
      return ok(winner.chosen);
    });
  }
}
