import { formatInstant } from '../../domain/fairness/fairness-log';
import type { Game } from '../../domain/games/game';
import { gameCancelled, gameNotFound } from '../../domain/games/game.errors';
import { checkCancel } from '../../domain/games/game-life';
import { standingInstantPrizes } from '../../domain/games/instant-prizes';
import { type CancelledEntry, cancellationMails } from '../../domain/mail/cancellation-mail';
import type { DomainError } from '../../domain/shared/errors';
import { err, ok, type Result } from '../../domain/shared/result';
import { winnerAlreadySelected } from '../../domain/winners/winner-selection';
import type { Outbox } from '../shared/ports/outbox';
import type { EntryCards, EntryCharges } from './ports/entry-charges';
import type { GameEntries } from './ports/game-entries';
import type { GameLog } from './ports/game-log';
import type { GameRepository } from './ports/game-repository';
import type { InstantPrizes, StoredInstantPrize } from './ports/instant-prizes';
import type { NumberPool } from './ports/number-pool';
import type { WinnerRepository } from './ports/winner-repository';
import { readGameLife } from './read-game-life';

/** The stores cancelling a game uses, bound to one transaction. */
export type CancellationStores = {
  games: GameRepository;
  numbers: NumberPool;
  winners: WinnerRepository;
  cards: EntryCards;
  payments: EntryCharges;
  entries: GameEntries;
  outbox: Outbox;
  fairness: GameLog;
  instantPrizes: InstantPrizes;
};

/** A game just cancelled, with how many instant prizes already won stand. */
export interface CancelledInTx {
  game: Game;
  instantPrizesStanding: number;
}

/**
 * Cancels a game in the caller's transaction, under the game's lock: only a game without a winner
 * (domain/games/game-life.ts checkCancel), once (the repository's compare-and-set). Its held numbers
 * go back, the log records a `cancel` entry with the reason, and each participant's e-mail is queued
 * in the same transaction, so it leaves once. The instant prizes already won stand (their wins and
 * prize claims are left as they are; their winners' e-mails say so, with the claim link). The refunds
 * are opened by the caller after commit.
 */
export async function cancelGameIn(
  tx: CancellationStores,
  gameId: number,
  reason: string,
  now: Date,
): Promise<Result<CancelledInTx, DomainError>> {
  const game = await tx.games.lock(gameId);
  if (!game) return err(gameNotFound());
  const { life } = await readGameLife(tx, game, now);
  const allowed = checkCancel(life);
  if (!allowed.ok) return allowed;
  const cancelled = await tx.games.cancel(gameId, now, reason);
  if (!cancelled)
    return err((await tx.winners.findByGame(gameId)) ? winnerAlreadySelected() : gameCancelled());
  await tx.numbers.releaseHolds(gameId, now);
  await tx.fairness.appendNote(gameId, { type: 'cancel', at: formatInstant(now), detail: reason });
  const standing = standingInstantPrizes(await tx.instantPrizes.list(gameId));
  await enqueueCancellationMails(tx, cancelled, reason, now, standing);
  return ok({ game: cancelled, instantPrizesStanding: standing.length });
}

/**
 * One e-mail per participant: each paid number with its amount and card (a charge still in flight
 * too, refunded once it completes), the free entries void, the instant prizes won standing.
 */
async function enqueueCancellationMails(
  tx: CancellationStores,
  game: Game,
  reason: string,
  now: Date,
  standing: readonly StoredInstantPrize[],
) {
  const wonBy = new Map(standing.flatMap((p) => (p.won ? [[p.won.claimId, p] as const] : [])));
  // Charges still in flight are listed too: they are refunded once they settle (the reconciler).
  const pending = await tx.entries.listPending(game.id);
  const pendingIds = new Set(pending.map((e) => e.claimId));
  const settled = [...(await tx.entries.listSettled(game.id)), ...pending];
  const cardsOf = new Map<number, Awaited<ReturnType<CancellationStores['cards']['list']>>>();
  const entries: CancelledEntry[] = [];
  for (const e of settled) {
    const inFlight = pendingIds.has(e.claimId);
    const payment = e.kind === 'paid' && !inFlight ? await tx.payments.findPayment(e.claimId) : null;
    const attempt = payment
      ? await tx.payments.findAttempt(payment.attemptId)
      : inFlight
        ? await tx.payments.latestAttempt(e.claimId)
        : null;
    let card: CancelledEntry['card'] = null;
    if (attempt) {
      if (!cardsOf.has(e.userId)) cardsOf.set(e.userId, await tx.cards.list(e.userId));
      const found = cardsOf.get(e.userId)?.find((c) => c.gatewayCardId === attempt.gatewayCardId);
      card = found ? { brand: found.brand, last4: found.last4 } : null;
    }
    entries.push({
      userId: e.userId,
      number: e.number,
      kind: payment || inFlight ? 'paid' : 'free',
      player: e.player,
      amountCents: payment?.amountCents ?? (inFlight ? e.priceCents : 0),
      card,
      ...(inFlight ? { pending: true } : {}),
      ...instantPrizeOf(wonBy.get(e.claimId)),
    });
  }
  for (const mail of cancellationMails({ name: game.name, code: game.code, reason }, entries))
    await tx.outbox.enqueue(mail, now);
}

const instantPrizeOf = (prize: StoredInstantPrize | undefined) =>
  prize?.won
    ? { instantPrize: { name: prize.name, valueCents: prize.valueCents, winnerId: prize.won.winnerId } }
    : {};
