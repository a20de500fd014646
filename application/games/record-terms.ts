import { formatInstant } from '../../domain/fairness/fairness-log';
import { termsLogDetail } from '../../domain/fairness/terms-entry';
import { drawDelayOf } from '../../domain/games/draw-time';
import type { Game } from '../../domain/games/game';
import { termsDocumentOf } from '../../domain/games/game-terms';
import { officialRulesText, type RulesSponsor } from '../../domain/games/official-rules';
import { type TermsDocument, termsHash } from '../../domain/terms/terms-document';
import type { GameLog } from './ports/game-log';
import type { GameTerms, StoredTerms } from './ports/game-terms';
import type { InstantPrizes } from './ports/instant-prizes';

/** The stores recording a game's terms uses, in the caller's transaction. */
export type TermsStores = { terms: GameTerms; fairness: GameLog; instantPrizes: InstantPrizes };

/**
 * What the terms take from outside the game, as they stand now: the 'drawDelayMinutes' setting (the
 * draw rule a game's first terms fix; close-games.ts keeps to it), the Sponsor the site names
 * (GetSponsor) and the 'claimWindowHours' setting, which the Official Rules' text states.
 */
export interface TermsContext {
  drawDelayMinutes: number;
  claimWindowHours: number;
  sponsor: RulesSponsor;
}

/**
 * Fixes the game's terms as they stand (docs/rules/fairness.md, Terms): when they differ from its last
 * version (or it has none: the game is opening), a new version is stored and its hash logged as a
 * `terms` entry, `v{version}:{hash}`. Answers the new version with the document it follows (null for
 * the first), or null when nothing changed. A game opened before terms were recorded gets its version 1
 * at its first edit.
 */
export async function recordTerms(
  tx: TermsStores,
  game: Game,
  now: Date,
  context: TermsContext,
): Promise<{ terms: StoredTerms; before: TermsDocument | null } | null> {
  const prizes = await tx.instantPrizes.list(game.id);
  const versions = await tx.terms.list(game.id);
  const last = versions.at(-1);
  // An edit keeps the draw rule the game opened under, whatever the setting says since.
  // The Official Rules are those in force now: an edit records the text the game runs under from then.
  const document = termsDocumentOf(
    game,
    prizes,
    drawDelayOf(game, last?.document, context.drawDelayMinutes),
    officialRulesText(context.sponsor, context.claimWindowHours),
  );
  const hash = termsHash(document);
  if (last?.hash === hash) return null;
  const terms: StoredTerms = { version: (last?.version ?? 0) + 1, at: now, hash, document };
  await tx.terms.add(game.id, terms);
  await tx.fairness.appendNote(game.id, {
    type: 'terms',
    at: formatInstant(now),
    detail: termsLogDetail(terms.version, hash),
  });
  return { terms, before: last?.document ?? null };
}
