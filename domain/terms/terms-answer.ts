import type { JsonValue } from './canonical-json';
import type { PublishedTerms } from './verify-terms';

/** The day terms were first recorded: games opened before it have none (docs/rules/fairness.md, Terms). */
export const TERMS_RECORDED_SINCE = '2026-11-29';

/** What `GET /api/games/{id}/terms` answers: every version of the game's terms, oldest first. */
export type TermsAnswer = {
  gameId: number;
  /** The day terms were first recorded (YYYY-MM-DD): a game opened before has no version. */
  recordedSince: string;
  versions: (PublishedTerms & { at: string })[];
};

/** What the pages and the command line say of a game without terms: no failure, a fact. */
export const noTermsText = (recordedSince: string): string =>
  `No terms were recorded for this game: games opened before ${recordedSince} have none.`;

type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };
type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The answer read from untrusted JSON, or the first field that is not what it should be. */
export function parseTermsAnswer(json: unknown): Parsed<TermsAnswer> {
  const fail = (error: string): Parsed<TermsAnswer> => ({ ok: false, error });
  if (!isObject(json)) return fail('the terms answer must be an object');
  const { gameId, recordedSince, versions } = json;
  if (!Number.isSafeInteger(gameId)) return fail('gameId must be a whole number');
  if (typeof recordedSince !== 'string') return fail('recordedSince must be a text');
  if (!Array.isArray(versions)) return fail('versions must be a list');
  const read: TermsAnswer['versions'] = [];
  for (const [index, value] of versions.entries()) {
    const where = `versions[${index}]`;
    if (!isObject(value)) return fail(`${where} must be an object`);
    if (!Number.isSafeInteger(value.version) || (value.version as number) < 1)
      return fail(`${where}.version must be a whole number from 1`);
    if (typeof value.hash !== 'string') return fail(`${where}.hash must be a text`);
    if (typeof value.at !== 'string') return fail(`${where}.at must be a text`);
    if (!isObject(value.document)) return fail(`${where}.document must be an object`);
    read.push({
      version: value.version as number,
      at: value.at,
      hash: value.hash,
      document: value.document as JsonValue,
    });
  }
  return { ok: true, value: { gameId: gameId as number, recordedSince, versions: read } };
}
