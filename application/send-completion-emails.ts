import { completionMails, gameNotOver } from '../domain/completion-mail';
import type { DomainError } from '../domain/errors';
import { gameStatus } from '../domain/game';
import { gameNotFound } from '../domain/game.errors';
import { err, ok, type Result } from '../domain/result';
import type { Clock } from './ports/clock';
import type { UnitOfWork } from './ports/unit-of-work';

/** `sent`: e-mails queued by this call; `alreadySent`: true when an earlier call had sent them (none now). */
export interface CompletionReport {
  sent: number;
  alreadySent: boolean;
}

/**
 * One completion e-mail per participant of a game that ended or sold out, queued in the outbox in
 * the transaction that records them as sent: a game's completion e-mails leave once, however often
 * (or concurrently) the administrator asks.
 */
export class SendCompletionEmails {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(gameId: number): Promise<Result<CompletionReport, DomainError>> {
    const now = this.clock.now();
    return this.uow.run(async (tx) => {
      const game = await tx.games.lock(gameId);
      if (!game) return err(gameNotFound());
      const status = gameStatus(game, await tx.numbers.countAvailable(gameId), now);
      if (status !== 'ended' && status !== 'complete') return err(gameNotOver());
      if (!(await tx.closings.markCompletionMailed(gameId, now))) return ok({ sent: 0, alreadySent: true });
      const [entries, winner] = await Promise.all([
        tx.entries.listSettled(gameId),
        tx.winners.findByGame(gameId),
      ]);
      const mails = completionMails(game, entries, winner?.number ?? null);
      for (const mail of mails) await tx.outbox.enqueue(mail, now);
      return ok({ sent: mails.length, alreadySent: false });
    });
  }
}
