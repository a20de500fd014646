import type { FairnessAnswer } from '../../../../domain/fairness/fairness-answer';
import { lineOf } from '../../../../domain/fairness/fairness-log';
import { fromHex, toHex } from '../../../../domain/fairness/hex';
import { claimMessage, drawMessage, instantMessage } from '../../../../domain/fairness/messages';
import { randomBlock } from '../../../../domain/fairness/random-stream';
import type { FairnessReport } from '../../../../domain/fairness/verify-fairness';

/** What the browser's own Web Crypto says about the hashes the page's checks relied on. */
export type CrossCheck =
  | { available: false }
  | { available: true; seedAgrees: boolean | null; hashes: number; streams: number; disagreements: string[] };

const encoder = new TextEncoder();
const sha256 = async (bytes: Uint8Array) =>
  toHex(new Uint8Array(await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>)));

/**
 * The verification re-derives everything with the domain's pure SHA-256 (the same code as the CLI);
 * Web Crypto, a second implementation that ships with the browser, then recomputes the seed's hash,
 * every link of the chain and the first block of every pick's stream (the instant-win numbers' too),
 * and any disagreement is shown.
 */
export async function crossCheckWithWebCrypto(
  answer: FairnessAnswer,
  report: FairnessReport,
): Promise<CrossCheck> {
  if (!globalThis.crypto?.subtle) return { available: false };
  const disagreements: string[] = [];
  let previous = answer.serverSeedHash;
  for (const check of report.entries) {
    const hash = await sha256(encoder.encode(`${previous}|${lineOf(check.position, check.entry)}`));
    if (hash !== check.expectedHash) disagreements.push(`entry ${check.position}: the hashes differ`);
    previous = hash;
  }
  if (report.seed.status === 'unrevealed' || !/^[0-9a-fA-F]{64}$/.test(answer.serverSeed ?? '')) {
    return { available: true, seedAgrees: null, hashes: report.entries.length, streams: 0, disagreements };
  }
  const seed = fromHex(answer.serverSeed as string);
  const webCryptoMatches = (await sha256(seed)) === answer.serverSeedHash;
  const seedAgrees = webCryptoMatches === (report.seed.status === 'checked');
  if (!seedAgrees) disagreements.push('the seed: Web Crypto and the page disagree on its hash');
  const key = await crypto.subtle.importKey(
    'raw',
    seed as Uint8Array<ArrayBuffer>,
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  let streams = 0;
  const agrees = async (message: string) => {
    streams += 1;
    const block = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(`${message}:0`)));
    return toHex(block) === toHex(randomBlock(seed, message, 0));
  };
  let headBefore = answer.serverSeedHash;
  for (const { entry, position, expectedHash } of report.entries) {
    const message =
      entry.type === 'claim'
        ? claimMessage(answer.gameId, entry.spin, entry.clientSeed)
        : entry.type === 'draw'
          ? drawMessage(answer.gameId, headBefore)
          : null;
    headBefore = expectedHash;
    if (message !== null && !(await agrees(message)))
      disagreements.push(`entry ${position}: the random streams differ`);
  }
  for (const { k } of report.instantPrizes)
    if (!(await agrees(instantMessage(answer.gameId, k))))
      disagreements.push(`instant prize ${k}: the random streams differ`);
  return { available: true, seedAgrees, hashes: report.entries.length, streams, disagreements };
}
