import { createHash, createHmac } from 'node:crypto';

/**
 * The scheme of docs/rules/fairness.md written a second time, straight from its text, with node:crypto: an
 * independent verifier the domain's pure functions must agree with.
 */
export const referencePick = (seed: Uint8Array, message: string, n: number): number => {
  const limit = Math.floor(2 ** 32 / n) * n;
  for (let j = 0; ; j += 1) {
    const block = createHmac('sha256', seed)
      .update(Buffer.from(`${message}:${j}`, 'utf8'))
      .digest();
    for (let offset = 0; offset < 32; offset += 4) {
      const v = block.readUInt32BE(offset);
      if (v < limit) return v % n;
    }
  }
};

export const referenceHash = (previous: string, line: string): string =>
  createHash('sha256').update(`${previous}|${line}`, 'utf8').digest('hex');

/**
 * line_i written from the scheme's text: `i|type|spin|kind|number|clientSeed|at`, empty text for a
 * missing field, for the operator's entries (setaside, pick, edit) one more field, `|detail`, for an
 * instant entry (scheme 3) one more field, `|k`, and for a claim of instant-win number k (schemes 1
 * and 2) one more field, `|k`.
 */
export const referenceLine = (i: number, entry: Record<string, unknown>): string => {
  const field = (key: string) => (entry[key] === undefined ? '' : String(entry[key]));
  const line = [i, entry.type, field('spin'), field('kind'), field('number'), field('clientSeed'), entry.at];
  if (['setaside', 'pick', 'edit'].includes(String(entry.type))) line.push(field('detail'));
  if (entry.type === 'instant') line.push(field('k'));
  if (entry.type === 'claim' && entry.instant !== undefined) line.push(field('instant'));
  return line.join('|');
};

/**
 * Instant-win numbers 1..count from the scheme's text: for k = 1..count, the numbers 1..total not yet
 * chosen, ascending, and the one the stream of `g:instant:k` picks among them.
 */
export const referenceInstantNumbers = (
  seed: Uint8Array,
  gameId: number,
  total: number,
  count: number,
): number[] => {
  const chosen: number[] = [];
  for (let k = 1; k <= count; k += 1) {
    const candidates: number[] = [];
    for (let n = 1; n <= total; n += 1) if (!chosen.includes(n)) candidates.push(n);
    chosen.push(candidates[referencePick(seed, `${gameId}:instant:${k}`, candidates.length)] as number);
  }
  return chosen;
};

/** A player's client seed for one game (scheme 3), from the scheme's text: hex HMAC-SHA256(seed, `g:{gameId}`). */
export const referenceGameClientSeed = (clientSeed: string, gameId: number): string =>
  createHmac('sha256', Buffer.from(clientSeed, 'utf8')).update(`g:${gameId}`, 'utf8').digest('hex');
