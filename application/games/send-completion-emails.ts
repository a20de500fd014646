import { inject, injectable } from 'inversify';
import { gameStatus } from '../../domain/games/game';
import { gameNotFound } from '../../domain/games/game.errors';
import { completionAlreadySent, completionMails, gameNotOver } from '../../domain/mail/completion-mail';
import type { DomainError } from '../../domain/shared/errors';
import { err, ok, type Result } from '../../domain/shared/result';
import type { PreferencesStore } from '../accounts';
import type { Clock } from '../shared/ports/clock';
import type { Outbox } from '../shared/ports/outbox';
import type { UnitOfWork } from '../shared/ports/unit-of-work';
import { CLOCK, UNIT_OF_WORK } from '../shared/tokens';
import type { GameClosings } from './ports/game-closings';
import type { GameEntries } from './ports/game-entries';
import type { GameRepository } from './ports/game-repository';
import type { NumberPool } from './ports/number-pool';
import type { WinnerRepository } from './ports/winner-repository';

/** The stores it uses, bound to one transaction. */
type Stores = {
  games: GameRepository;
  numbers: NumberPool;
  winners: WinnerRepository;
  preferences: PreferencesStore;
  entries: GameEntries;
  outbox: Outbox;
  closings: GameClosings;
};

/** `sent`: e-mails queued by this call. */
export interface CompletionReport {
  sent: number;
}

/**
 * One completion e-mail per participant of a game that ended or sold out, queued in the outbox in
 * the transaction that records them as sent: a game's completion e-mails leave once; asking again
 * (even concurrently) is refused with ALREADY_SENT and queues nothing. Players who turned e-mail notifications off get none.
 */
@injectable()
export class SendCompletionEmails {
  constructor(
    @inject(UNIT_OF_WORK) private readonly uow: UnitOfWork<Stores>,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(gameId: number): Promise<Result<CompletionReport, DomainError>> {
    const now = this.clock.now();
    return this.uow.run(async (tx) => {
      const game = await tx.games.lock(gameId);
      if (!game) return err(gameNotFound());
      const status = gameStatus(game, await tx.numbers.countAvailable(gameId), now);
      if (status !== 'ended' && status !== 'complete') return err(gameNotOver());
      if (!(await tx.closings.markCompletionMailed(gameId, now))) return err(completionAlreadySent());
      const [entries, winner] = await Promise.all([
        tx.entries.listSettled(gameId),
        tx.winners.findByGame(gameId),
      ]);
      const declined = await this.declinedOptionalMail(tx, entries);
      const wanted = entries.filter((entry) => !declined.has(entry.userId));
      const mails = completionMails(game, wanted, winner?.number ?? null);
      for (const mail of mails) await tx.outbox.enqueue(mail, now);
      return ok({ sent: mails.length });
    });
  }

  /** Players who turned 'Email Notifications' off: a completion e-mail is optional mail. */
  private async declinedOptionalMail(tx: Stores, entries: readonly { userId: number }[]) {
    const players = [...new Set(entries.map((entry) => entry.userId))];
    const saved = await Promise.all(players.map((id) => tx.preferences.find(id)));
    return new Set(players.filter((_, i) => saved[i]?.emailNotifications === false));
  }
}
