import { inject, injectable } from 'inversify';
import type { FairnessAnswer } from '../../domain/fairness/fairness-answer';
import { headOf } from '../../domain/fairness/fairness-log';
import { toHex } from '../../domain/fairness/hex';
import { publishedInstantPrizes } from '../../domain/fairness/instant-wins';
import { gameNotFound } from '../../domain/games/game.errors';
import { isClosed } from '../../domain/games/game-life';
import { freeRangeOf } from '../../domain/games/wheel-spin';
import type { DomainError } from '../../domain/shared/errors';
import { centsToDollars } from '../../domain/shared/money';
import { err, ok, type Result } from '../../domain/shared/result';
import {
  type GameEntries,
  type GameLog,
  type GameRepository,
  type InstantPrizes,
  type NumberPool,
  readGameLife,
  type WinnerRepository,
} from '../games';
import type { Clock } from '../shared/ports/clock';
import { CLOCK, REPOSITORIES } from '../shared/tokens';

/** The stores it reads and writes. */
type Stores = {
  games: GameRepository;
  numbers: NumberPool;
  winners: WinnerRepository;
  entries: GameEntries;
  fairness: GameLog;
  instantPrizes: InstantPrizes;
};

/**
 * A game's fairness answer: the commitment, the log and its head, and the server seed once the game
 * has closed for good (domain/games/game-life.ts: ended, drawn, or sold out with no claim pending or held:
 * a held number that expires would reopen a sold-out game, and its next picks must not be
 * predictable). No player names or ids: the log holds none.
 */
@injectable()
export class GetFairness {
  constructor(
    @inject(REPOSITORIES) private readonly repos: Stores,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(gameId: number): Promise<Result<FairnessAnswer, DomainError>> {
    const game = await this.repos.games.findById(gameId);
    if (!game) return err(gameNotFound());
    // The log is read first: a seed revealed with it belongs to a game closed before the read.
    const fairness = await this.repos.fairness.read(gameId);
    if (!fairness) return err(gameNotFound());
    const { life } = await readGameLife(this.repos, game, this.clock.now());
    const closed = isClosed(life);
    const range = freeRangeOf(game);
    const prizes = await this.repos.instantPrizes.list(gameId);
    const winningSpins = new Map(
      prizes.flatMap((p) => (p.won?.spin != null ? [[p.k, p.won.spin] as const] : [])),
    );
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
      // Each prize's number only once won, or once the seed is public (docs/rules/fairness.md, Instant wins).
      instantPrizes: publishedInstantPrizes(
        prizes.map((p) => ({ name: p.name, value: centsToDollars(p.valueCents) })),
        prizes.map((p) => p.number),
        winningSpins,
        closed,
      ),
    });
  }
}
