import { inject, injectable } from 'inversify';
import { formatInstant } from '../../domain/fairness/fairness-log';
import type { Game } from '../../domain/games/game';
import { decideMinimum, extensionDetail } from '../../domain/games/minimum-to-run';
import type { Clock } from '../shared/ports/clock';
import type { UnitOfWork } from '../shared/ports/unit-of-work';
import { CLOCK, UNIT_OF_WORK } from '../shared/tokens';
import { type CancellationStores, cancelGameIn } from './cancellation';
import type { GameRefunds } from './ports/game-refunds';
import { GAME_REFUNDS } from './tokens';

/** Cancelling is one of its decisions, so it uses the stores cancelling a game uses. */
type Stores = CancellationStores;

/** Games decided per run at most; the next run takes the rest. */
const BATCH = 100;

export interface MinimumReport {
  cancelled: number[];
  extended: number[];
}

/**
 * The minimum to run, decided once at a game's end before it counts as closed (the closer runs it
 * first; a game with a minimum is not closed before its decision): below its minimum of paid numbers
 * sold, the game is cancelled with every paid number refunded (the reason worded by the domain), or
 * its end moves once by its extension (an `edit` entry in its log, each participant e-mailed), after
 * which it closes at the new end on whatever it sold. The decision is a compare-and-set on the game
 * row taken under its lock, in the transaction that acts on it: of two processes, one decides.
 */
@injectable()
export class DecideMinimums {
  constructor(
    @inject(UNIT_OF_WORK) private readonly uow: UnitOfWork<Stores>,
    @inject(GAME_REFUNDS) private readonly refunds: GameRefunds,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(): Promise<MinimumReport> {
    const now = this.clock.now();
    const due = await this.uow.run((tx) => tx.games.listMinimumDue(now, BATCH));
    const report: MinimumReport = { cancelled: [], extended: [] };
    for (const gameId of due) {
      const outcome = await this.uow.run((tx) => decide(tx, gameId, now));
      if (outcome?.kind === 'extended') report.extended.push(gameId);
      if (outcome?.kind !== 'cancelled') continue;
      report.cancelled.push(gameId);
      await this.refunds.execute({ gameId, reason: outcome.reason });
    }
    return report;
  }
}

type Outcome = { kind: 'ran' } | { kind: 'extended' } | { kind: 'cancelled'; reason: string } | null;

async function decide(tx: Stores, gameId: number, now: Date): Promise<Outcome> {
  const game = await tx.games.lock(gameId);
  if (!game || game.cancelledAt != null) return null;
  const [left, settled] = await Promise.all([
    tx.numbers.countAvailable(gameId),
    tx.entries.listSettled(gameId),
  ]);
  const paidSold = settled.filter((entry) => entry.kind === 'paid').length;
  // A game already closed another way (a winner picked) runs: only its end decides.
  const soldOut = left <= 0 || game.closedAt !== null;
  const decision = decideMinimum(game, { paidSold, soldOut, extended: false });
  const endTime = decision.kind === 'extend' ? decision.endTime : null;
  if (!(await tx.games.decideMinimum(gameId, now, endTime))) return null;
  if (decision.kind === 'run') return { kind: 'ran' };
  if (decision.kind === 'cancel') {
    const cancelled = await cancelGameIn(tx, gameId, decision.reason, now);
    return cancelled.ok ? { kind: 'cancelled', reason: decision.reason } : { kind: 'ran' };
  }
  await tx.fairness.appendNote(gameId, {
    type: 'edit',
    at: formatInstant(now),
    detail: extensionDetail(decision.endTime),
  });
  await enqueueExtensionMails(tx, game, settled, decision.endTime, now);
  return { kind: 'extended' };
}

/** One e-mail per participant: the game runs once more, until its new end. */
async function enqueueExtensionMails(
  tx: Stores,
  game: Game,
  settled: Awaited<ReturnType<Stores['entries']['listSettled']>>,
  endsAt: Date,
  now: Date,
) {
  const players = new Map<number, { firstName: string; email: string }>();
  for (const entry of settled) if (entry.player) players.set(entry.userId, entry.player);
  for (const player of players.values()) {
    await tx.outbox.enqueue(
      {
        to: player.email,
        message: {
          kind: 'game-extended',
          firstName: player.firstName,
          gameName: game.name,
          gameCode: game.code,
          endsAt: endsAt.toISOString(),
          minimumToRun: game.minimumToRun?.paidNumbers ?? 0,
        },
      },
      now,
    );
  }
}
