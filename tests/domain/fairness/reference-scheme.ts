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
 * missing field, and for the operator's entries (setaside, pick, edit) one more field, `|detail`.
 */
export const referenceLine = (i: number, entry: Record<string, unknown>): string => {
  const field = (key: string) => (entry[key] === undefined ? '' : String(entry[key]));
  const line = [i, entry.type, field('spin'), field('kind'), field('number'), field('clientSeed'), entry.at];
  if (['setaside', 'pick', 'edit'].includes(String(entry.type))) line.push(field('detail'));
  return line.join('|');
};
