import { toHex, utf8 } from '../fairness/hex';
import { sha256 } from '../fairness/sha256';
import { canonicalJson, type JsonValue } from './canonical-json';

/**
 * One block of a section of the Official Rules: a paragraph, a bulleted list, a postal address (the
 * name, then the address as configured, its line breaks kept), or a notice set apart (the demo's).
 */
export type RulesBlock =
  | { kind: 'text'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'address'; lines: string[] }
  | { kind: 'notice'; text: string };

/**
 * The Official Rules as plain structured text: what /official-rules shows and a game's terms hold
 * (their words: domain/games/official-rules.ts).
 */
export type OfficialRulesText = {
  title: string;
  intro: string;
  sections: { title: string; blocks: RulesBlock[] }[];
};

/** The Official Rules in force as a game's terms hold them: edition, address and (format 2 on) text. */
type RulesInForce = {
  edition: string;
  url: string;
  /** Format 2 on; versions of format 1 hold only the edition and the address. */
  text?: OfficialRulesText;
};

/** The format a game's terms are written in now; versions stored in format 1 keep verifying as written. */
export const TERMS_FORMAT = 'prize-wheel-terms/2';

/**
 * A game's terms as fixed when it opened, or as an allowed edit changed them (docs/rules/fairness.md,
 * Terms): one JSON document, named by the SHA-256 of its canonical text. Times are ISO 8601 UTC, money
 * in cents. `schedule` holds the end time and the draw rule: drawn at the end time, or
 * `drawAfterSellOutMinutes` after the game sells out before it (docs/rules/games.md, The draw time).
 */
export type TermsDocument = {
  format: typeof TERMS_FORMAT | 'prize-wheel-terms/1';
  game: { id: number; code: string; name: string; description: string };
  officialRules: RulesInForce;
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
