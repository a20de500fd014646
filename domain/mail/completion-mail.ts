import { domainError } from '../shared/errors';
import type { MailMessage } from './mail-message';

const GAME_NOT_OVER_MESSAGE = 'Completion emails can be sent once the game has ended or sold out';
export const gameNotOver = () => domainError('GAME_NOT_OVER', GAME_NOT_OVER_MESSAGE);

const COMPLETION_ALREADY_SENT_MESSAGE = 'Completion emails were already sent for this game';
export const completionAlreadySent = () => domainError('ALREADY_SENT', COMPLETION_ALREADY_SENT_MESSAGE);

interface Entry {
  userId: number;
  number: number;
  player: { firstName: string; email: string } | null;
}

/** One completion e-mail per participant (erased players get none), listing all of their numbers. */
export function completionMails(
  game: { name: string; prize: string },
  entries: readonly Entry[],
  winningNumber: number | null,
): { to: string; message: Extract<MailMessage, { kind: 'completion' }> }[] {
  const byPlayer = new Map<number, { to: string; firstName: string; numbers: number[] }>();
  for (const e of entries) {
    if (!e.player) continue;
    const mail = byPlayer.get(e.userId) ?? { to: e.player.email, firstName: e.player.firstName, numbers: [] };
    mail.numbers.push(e.number);
    byPlayer.set(e.userId, mail);
  }
  return [...byPlayer.values()].map((m) => ({
    to: m.to,
    message: {
      kind: 'completion',
      firstName: m.firstName,
      gameName: game.name,
      prize: game.prize,
      winningNumber,
      numbers: [...m.numbers].sort((a, b) => a - b),
    },
  }));
}
