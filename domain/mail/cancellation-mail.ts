import type { MailMessage } from './mail-message';

type CancelledMail = Extract<MailMessage, { kind: 'game-cancelled' }>;

/** One entry of a cancelled game, with the card its payment was charged to (paid entries only). */
export interface CancelledEntry {
  userId: number;
  number: number;
  kind: 'paid' | 'free';
  player: { firstName: string; email: string } | null;
  /** The amount charged, refunded in full; 0 for a free entry. */
  amountCents: number;
  card: { brand: string; last4: string } | null;
  /** A paid entry whose charge was still being confirmed at the cancel. */
  pending?: boolean;
  /** The instant prize the entry won: it stands, claimed on the claim page of `winnerId`. */
  instantPrize?: { name: string; valueCents: number; winnerId: number } | null;
}

/**
 * One e-mail per participant of a cancelled game (erased players get none): every paid number with
 * its amount and card, the free entries made void, and the instant prizes the player won, which stand
 * (docs/rules/games.md, Cancelling a game).
 */
export function cancellationMails(
  game: { name: string; code: string; reason: string },
  entries: readonly CancelledEntry[],
): { to: string; message: CancelledMail }[] {
  const byPlayer = new Map<number, { to: string; message: CancelledMail }>();
  for (const e of entries) {
    if (!e.player) continue;
    const mail = byPlayer.get(e.userId) ?? {
      to: e.player.email,
      message: {
        kind: 'game-cancelled',
        firstName: e.player.firstName,
        gameName: game.name,
        gameCode: game.code,
        reason: game.reason,
        refunds: [],
        freeNumbers: [],
      },
    };
    if (e.kind === 'free') mail.message.freeNumbers.push(e.number);
    else
      mail.message.refunds.push({
        number: e.number,
        amountCents: e.amountCents,
        cardBrand: e.card?.brand ?? null,
        cardLast4: e.card?.last4 ?? null,
        ...(e.pending ? { pending: true } : {}),
      });
    if (e.instantPrize) {
      const { name, valueCents, winnerId } = e.instantPrize;
      mail.message.instantPrizes = [
        ...(mail.message.instantPrizes ?? []),
        { number: e.number, prize: name, prizeValueCents: valueCents, winnerId },
      ];
    }
    byPlayer.set(e.userId, mail);
  }
  for (const { message } of byPlayer.values()) {
    message.refunds.sort((a, b) => a.number - b.number);
    message.freeNumbers.sort((a, b) => a - b);
    message.instantPrizes?.sort((a, b) => a.number - b.number);
  }
  return [...byPlayer.values()];
}
