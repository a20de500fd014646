import type { Game } from '../../domain/games/game';
import { type TermsDocument, termsChanges } from '../../domain/terms/terms-document';
import type { Outbox } from '../shared/ports/outbox';
import type { GameEntries } from './ports/game-entries';
import type { StoredTerms } from './ports/game-terms';

/** The stores telling a game's players of new terms use, in the edit's transaction. */
export type TermsMailStores = { entries: GameEntries; outbox: Outbox };

/**
 * One e-mail per player with an entry in the game (settled or being paid): its terms are now `terms`,
 * what changed from `before`, and the new version's hash (docs/rules/fairness.md, Terms).
 */
export async function enqueueTermsChangedMails(
  tx: TermsMailStores,
  game: Game,
  before: TermsDocument | null,
  terms: StoredTerms,
): Promise<void> {
  const entries = [...(await tx.entries.listSettled(game.id)), ...(await tx.entries.listPending(game.id))];
  const players = new Map<number, { firstName: string; email: string }>();
  for (const entry of entries) if (entry.player) players.set(entry.userId, entry.player);
  const changes = termsChanges(before, terms.document);
  for (const player of players.values())
    await tx.outbox.enqueue(
      {
        to: player.email,
        message: {
          kind: 'terms-changed',
          firstName: player.firstName,
          gameId: game.id,
          gameName: game.name,
          gameCode: game.code,
          version: terms.version,
          hash: terms.hash,
          changes,
        },
      },
      terms.at,
    );
}
