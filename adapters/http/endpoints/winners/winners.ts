import { z } from 'zod';
import type { PublicWinnersPage } from '../../../../application/winners/list-public-winners';
import type { WinnersCursor } from '../../../../application/winners/ports/winners-list';
import { readInstant } from '../../../../domain/shared/calendar';
import { invalidInput } from '../../../../domain/shared/errors';
import { centsToDollars } from '../../../../domain/shared/money';
import { trpcErrorOf } from '../../trpc-errors';
import { query } from '../endpoint';
import { text } from '../shared';

export const winnersCursorQuery = z.object({ cursor: text(200).optional() });

const winnersCursorInput = z.object({ cursor: text(200).nullish() });

export const publicWinnersOut = z.object({
  items: z.array(
    z.object({
      gameId: z.number(),
      gameName: z.string(),
      prize: z.string(),
      prizeValue: z.number(),
      kind: z.enum(['draw', 'pick', 'instant']),
      wonAt: z.string(),
      winner: z.string(),
      fairnessUrl: z.string(),
    }),
  ),
  nextCursor: z.string().nullable(),
});

const encodeCursor = (c: WinnersCursor) =>
  Buffer.from(`${c.wonAt.toISOString()}|${c.winnerId}`).toString('base64url');

/**
 * The page's cursor as sent back; null when it does not read (the caller answers 400), its time
 * outside the calendar included (domain/shared/calendar.ts), so none reaches the database.
 */
export function decodeCursor(text: string): WinnersCursor | null {
  const [at, id] = Buffer.from(text, 'base64url').toString('utf8').split('|');
  const wonAt = readInstant(at ?? '');
  const winnerId = Number(id);
  if (wonAt === null || !Number.isSafeInteger(winnerId) || winnerId < 1) return null;
  return { wonAt, winnerId };
}

export function presentPublicWinners(page: PublicWinnersPage): z.infer<typeof publicWinnersOut> {
  return {
    items: page.items.map((i) => ({
      gameId: i.gameId,
      gameName: i.gameName,
      prize: i.prize,
      prizeValue: centsToDollars(i.prizeValueCents),
      kind: i.kind,
      wonAt: i.wonAt.toISOString(),
      winner: i.winner,
      fairnessUrl: `/fairness/${i.gameId}`,
    })),
    nextCursor: page.nextCursor ? encodeCursor(page.nextCursor) : null,
  };
}

/**
 * `winners.*`: the public winners list. Its REST read, GET /api/winners, is hand-written
 * (rest/winner-claim-routes.ts): shared by every client, with an ETag and 304 answers.
 */
export const winners = {
  list: query({
    summary: 'The public winners list, newest first, a page at a time',
    access: 'public',
    input: winnersCursorInput,
    output: publicWinnersOut,
    rest: false,
    run: async ({ useCases }, input) => {
      const after = input.cursor ? decodeCursor(input.cursor) : null;
      if (input.cursor && !after) throw trpcErrorOf(invalidInput('cursor', 'Invalid cursor'));
      return presentPublicWinners(await useCases.listPublicWinners.execute({ after }));
    },
  }),
};
