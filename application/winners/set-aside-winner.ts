import { formatInstant } from '../../domain/fairness/fairness-log';
import type {
  GameEntries,
  GameEntry,
  GameLog,
  GameRepository,
  WinnerRecord,
  WinnerRepository,
} from '../games';
import type { Outbox } from '../shared/ports/outbox';

/** The stores setting a winner aside uses, in its caller's transaction (its callers compose theirs from it). */
export type SetAsideStores = {
  games: GameRepository;
  winners: WinnerRepository;
  entries: GameEntries;
  outbox: Outbox;
  fairness: GameLog;
};

/**
 * Sets a winner aside in the transaction `tx`, under the game's lock: the win record goes, its claims
 * and ledger stay, and the game's public log keeps the set-aside with its reason, one entry per number
 * the player holds (the won number first) so that a redraw passes them all over. With `tell`, the
 * player is told by e-mail in the same transaction. Null when the winner is gone (set aside already).
 */
export async function setAsideWinner(
  tx: SetAsideStores,
  winnerId: number,
  reason: string,
  now: Date,
  tell: boolean,
): Promise<WinnerRecord | null> {
  const found = await tx.winners.findById(winnerId);
  if (!found) return null;
  await tx.games.lock(found.gameId);
  // Read again under the lock: a parallel set-aside of the same winner finds it gone.
  const winner = await tx.winners.findById(winnerId);
  if (!winner) return null;
  const held = (await tx.entries.listSettled(winner.gameId)).filter((e) => e.userId === winner.userId);
  const numbers = [winner.number, ...held.map((e) => e.number).filter((n) => n !== winner.number)];
  const at = formatInstant(now);
  for (const number of numbers)
    await tx.fairness.appendNote(winner.gameId, { type: 'setaside', number, at, detail: reason });
  await tx.winners.delete(winnerId);
  if (tell) await enqueueSetAsideMail(tx, winner, held[0], reason, now);
  return winner;
}

async function enqueueSetAsideMail(
  tx: SetAsideStores,
  winner: { gameId: number; number: number },
  entry: GameEntry | undefined,
  reason: string,
  at: Date,
): Promise<void> {
  if (!entry?.player) return;
  const game = await tx.games.findById(winner.gameId);
  const message = {
    kind: 'winner-set-aside' as const,
    firstName: entry.player.firstName,
    gameName: game?.name ?? `Game ${winner.gameId}`,
    number: winner.number,
    reason,
  };
  await tx.outbox.enqueue({ to: entry.player.email, message }, at);
}
