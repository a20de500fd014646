import { toHex, utf8 } from '../fairness/hex';
import { sha256 } from '../fairness/sha256';
import { canonicalJson, type JsonValue } from './canonical-json';

/** The edition of the Official Rules (/official-rules) a game's terms name as in force. */
export const OFFICIAL_RULES_EDITION = '2026-11-29';

/**
 * A game's terms as fixed when it opened, or as an allowed edit changed them (docs/rules/fairness.md,
 * Terms): one JSON document, named by the SHA-256 of its canonical text. Times are ISO 8601 UTC, money
 * in cents. `schedule` holds the end time and the draw rule: drawn at the end time, or
 * `drawAfterSellOutMinutes` after the game sells out before it (docs/rules/games.md, The draw time).
 */
export type TermsDocument = {
  format: 'prize-wheel-terms/1';
  game: { id: number; code: string; name: string; description: string };
  officialRules: { edition: string; url: string };
  prize: { name: string; description: string; valueCents: number };
  price: { gameType: string; rule: string; freeNumbers: string | null };
  numbers: { total: number; freeRange: { from: number; to: number } | null };
  schedule: { startsAt: string; endsAt: string; drawAfterSellOutMinutes: number };
  minimumToRun: { paidNumbers: number; belowMinimum: string; extendHours: number | null } | null;
  entryCap: { paidEntriesPerPlayer: number } | null;
  instantPrizes: { k: number; name: string; valueCents: number }[];
};

/** Lowercase hex SHA-256 of the document's canonical text (UTF-8). */
export const termsHash = (document: JsonValue | TermsDocument): string =>
  toHex(sha256(utf8(canonicalJson(document as JsonValue))));

/** Each part of the terms in the words the players' e-mail and the rules page use. */
const SECTION_WORDS: Record<keyof TermsDocument, string> = {
  format: 'the format of the terms',
  game: "the game's name or description",
  officialRules: 'the Official Rules in force',
  prize: 'the prize or its value',
  price: 'the price of a number',
  numbers: 'the numbers or the free range',
  schedule: 'the start, end or draw time',
  minimumToRun: 'the minimum to run',
  entryCap: 'the cap on paid entries',
  instantPrizes: 'the instant prizes',
};

/** What changed from one version to the next, in words ('the prize or its value'), in the document's order. */
export function termsChanges(before: TermsDocument | null, after: TermsDocument): string[] {
  const keys = Object.keys(SECTION_WORDS) as (keyof TermsDocument)[];
  return keys
    .filter(
      (key) => !before || canonicalJson(before[key] as JsonValue) !== canonicalJson(after[key] as JsonValue),
    )
    .map((key) => SECTION_WORDS[key]);
}
