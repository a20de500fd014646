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
}

/**
 * One e-mail per participant of a cancelled game (erased players get none): every paid number with
 * its amount and card, and the free entries made void.
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
    byPlayer.set(e.userId, mail);
  }
  for (const { message } of byPlayer.values()) {
    message.refunds.sort((a, b) => a.number - b.number);
    message.freeNumbers.sort((a, b) => a - b);
  }
  return [...byPlayer.values()];
}
