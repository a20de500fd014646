import type { HashedEntry } from './fairness-log';
import { type InstantPrize, maxInstantPrizes } from './instant-wins';
import { SCHEME_VERSIONS, type SchemeVersion } from './scheme';

/**
 * What `GET /api/games/{id}/fairness` answers: the commitment, the seed once the game closes (null
 * until then), and the hash-chained log. No player names or ids.
 */
export type FairnessAnswer = {
  gameId: number;
  totalNumbers: number;
  freePlayStart: number | null;
  freePlayEnd: number | null;
  /** The scheme the game's picks follow (domain/fairness/scheme.ts). */
  schemeVersion: SchemeVersion;
  serverSeedHash: string;
  serverSeed: string | null;
  log: HashedEntry[];
  logHead: string;
  /** The game's instant prizes in their order (docs/rules/fairness.md, Instant wins); empty for most games. */
  instantPrizes: InstantPrize[];
};

/** The largest game a verifier replays: the largest game there is (GAME_LIMITS.maxTotalNumbers). */
export const MAX_VERIFIED_NUMBERS = 10_000;

type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };
type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

class Problem extends Error {}

function need<T>(fields: Fields, key: string, where: string, test: (v: unknown) => v is T, what: string): T {
  const value = fields[key];
  if (!test(value)) throw new Problem(`${where}${key} must be ${what}`);
  return value;
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isCountOrNull = (value: unknown): value is number | null => value === null || isCount(value);
const isScheme = (value: unknown): value is SchemeVersion => SCHEME_VERSIONS.includes(value as SchemeVersion);
const isStringOrNull = (value: unknown): value is string | null => value === null || isString(value);
const isPlace = (value: unknown): value is number => isCount(value) && value >= 1;
const isPlaceOrNull = (value: unknown): value is number | null => value === null || isPlace(value);
const isAmount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

const oneOf =
  <T extends string>(...options: T[]) =>
  (value: unknown): value is T =>
    options.includes(value as T);

function entryOf(value: unknown, index: number): HashedEntry {
  const where = `log[${index}].`;
  if (!isObject(value)) throw new Problem(`log[${index}] must be an object`);
  const types = oneOf('claim', 'release', 'draw', 'instant', 'setaside', 'pick', 'edit', 'cancel', 'terms');
  const type = need(
    value,
    'type',
    where,
    types,
    // Worded as before terms entries existed, so answers checked against it read the same.
    'claim, release, draw, instant, setaside, pick, edit or cancel',
  );
  const at = need(value, 'at', where, isString, 'a text');
  const hash = need(value, 'hash', where, isString, 'a text');
  if (type === 'edit' || type === 'cancel' || type === 'terms')
    return { type, at, detail: need(value, 'detail', where, isString, 'a text'), hash };
  const number = need(value, 'number', where, isCount, 'a whole number');
  if (type === 'setaside' || type === 'pick')
    return { type, number, at, detail: need(value, 'detail', where, isString, 'a text'), hash };
  if (type === 'instant') {
    const spin = need(value, 'spin', where, isCount, 'a whole number');
    return { type, spin, number, k: need(value, 'k', where, isPlace, 'a whole number from 1'), at, hash };
  }
  if (type !== 'claim') return { type, number, at, hash };
  const spin = need(value, 'spin', where, isCount, 'a whole number');
  const kind = need(value, 'kind', where, oneOf('paid', 'free'), 'paid or free');
  const clientSeed = need(value, 'clientSeed', where, isString, 'a text');
  // Only a claim of an instant-win number carries `instant`; null reads as absent.
  if (value.instant === undefined || value.instant === null)
    return { type, spin, kind, number, clientSeed, at, hash };
  const instant = need(value, 'instant', where, isPlace, 'a whole number from 1');
  return { type, spin, kind, number, clientSeed, at, instant, hash };
}

function instantPrizesOf(json: Fields, totalNumbers: number): InstantPrize[] {
  // Answers from before instant prizes existed have none.
  if (json.instantPrizes === undefined) return [];
  const prizes = need(json, 'instantPrizes', '', Array.isArray, 'a list');
  const most = maxInstantPrizes(totalNumbers);
  if (prizes.length > most)
    throw new Problem(`instantPrizes must have at most ${most} prizes for ${totalNumbers} numbers`);
  return prizes.map((value: unknown, index): InstantPrize => {
    const where = `instantPrizes[${index}].`;
    if (!isObject(value)) throw new Problem(`instantPrizes[${index}] must be an object`);
    const k = need(value, 'k', where, isPlace, 'a whole number from 1');
    if (k !== index + 1) throw new Problem(`${where}k must be ${index + 1}: the prizes are in their order`);
    return {
      k,
      name: need(value, 'name', where, isString, 'a text'),
      value: need(value, 'value', where, isAmount, 'an amount of at least 0'),
      number: need(value, 'number', where, isPlaceOrNull, 'a whole number from 1 or null'),
      spin: need(value, 'spin', where, isPlaceOrNull, 'a whole number from 1 or null'),
    };
  });
}

/** The answer read from untrusted JSON, or the first field that is not what the scheme says. */
export function parseFairnessAnswer(json: unknown): Parsed<FairnessAnswer> {
  try {
    if (!isObject(json)) throw new Problem('the answer must be an object');
    const totalNumbers = need(json, 'totalNumbers', '', isCount, 'a whole number');
    if (totalNumbers < 1 || totalNumbers > MAX_VERIFIED_NUMBERS)
      throw new Problem(`totalNumbers must be between 1 and ${MAX_VERIFIED_NUMBERS}`);
    const log = need(json, 'log', '', Array.isArray, 'a list');
    return {
      ok: true,
      value: {
        gameId: need(json, 'gameId', '', isCount, 'a whole number'),
        totalNumbers,
        freePlayStart: need(json, 'freePlayStart', '', isCountOrNull, 'a whole number or null'),
        freePlayEnd: need(json, 'freePlayEnd', '', isCountOrNull, 'a whole number or null'),
        // Answers from before versions existed are version 1.
        schemeVersion:
          json.schemeVersion === undefined ? 1 : need(json, 'schemeVersion', '', isScheme, '1, 2 or 3'),
        serverSeedHash: need(json, 'serverSeedHash', '', isString, 'a text'),
        serverSeed: need(json, 'serverSeed', '', isStringOrNull, 'a text or null'),
        log: log.map(entryOf),
        logHead: need(json, 'logHead', '', isString, 'a text'),
        instantPrizes: instantPrizesOf(json, totalNumbers),
      },
    };
  } catch (problem) {
    if (problem instanceof Problem) return { ok: false, error: problem.message };
    throw problem;
  }
}
