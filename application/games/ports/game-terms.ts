import type { TermsDocument } from '../../../domain/terms/terms-document';

/** One stored version of a game's terms: its number, when it took effect, its hash and its document. */
export interface StoredTerms {
  version: number;
  at: Date;
  /** Lowercase hex SHA-256 of the document's canonical text (domain/terms/terms-document.ts termsHash). */
  hash: string;
  document: TermsDocument;
}

/**
 * The versions of each game's terms (docs/rules/fairness.md, Terms): version 1 written when the game
 * opens, one more for each edit that changes them; each version's hash is also in the game's log.
 * A game opened before terms were recorded has none.
 */
export interface GameTerms {
  /** Every version of the game's terms, oldest first; empty when none was recorded. */
  list(gameId: number): Promise<StoredTerms[]>;
  /** Adds the game's next version (the caller holds the game's lock); versions never change after. */
  add(gameId: number, terms: StoredTerms): Promise<void>;
}
