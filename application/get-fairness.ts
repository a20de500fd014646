import type { DomainError } from '../domain/errors';
import type { FairnessAnswer } from '../domain/fairness/fairness-answer';
import { headOf } from '../domain/fairness/fairness-log';
import { toHex } from '../domain/fairness/hex';
import { freeRangeOf } from '../domain/free-play-policy';
import { gameStatus } from '../domain/game';
import { gameNotFound } from '../domain/game.errors';
import { err, ok, type Result } from '../domain/result';
import type { Clock } from './ports/clock';
import type { Repositories } from './ports/unit-of-work';

/**
 * A game's fairness answer (issue 12): the commitment, the log and its head, and the server seed once
 * the game is closed for good: ended, or sold out with no claim pending or held (a held number that
 * expires would reopen a sold-out game, and its next picks must not be predictable). No player names
 * or ids: the log holds none.
 */
export class GetFairness {
  constructor(
    private readonly repos: Pick<Repositories, 'games' | 'numbers' | 'entries' | 'fairness'>,
    private readonly clock: Clock,
  ) {}

  async execute(gameId: number): Promise<Result<FairnessAnswer, DomainError>> {
    const game = await this.repos.games.findById(gameId);
    if (!game) return err(gameNotFound());
    // The log is read first: a seed revealed with it belongs to a game closed before the read.
    const fairness = await this.repos.fairness.read(gameId);
    if (!fairness) return err(gameNotFound());
    const [left, counts] = await Promise.all([
      this.repos.numbers.countAvailable(gameId),
      this.repos.entries.claimCounts([gameId]),
    ]);
    const status = gameStatus(game, left, this.clock.now());
    const unsettled = counts.get(gameId)?.unsettled ?? 0;
    const closed = status === 'ended' || (status === 'complete' && unsettled === 0);
    const range = freeRangeOf(game);
    return ok({
      gameId,
      totalNumbers: game.totalNumbers,
      freePlayStart: range ? range.from : null,
      freePlayEnd: range ? range.to : null,
      schemeVersion: fairness.schemeVersion,
      serverSeedHash: fairness.serverSeedHash,
      serverSeed: closed ? toHex(fairness.serverSeed) : null,
      log: fairness.log,
      logHead: headOf(fairness.serverSeedHash, fairness.log),
    });
  }
}
