import type { FairnessAnswer } from './fairness-answer';
import {
  type HashedEntry,
  INSTANT_PATTERN,
  isOperatorEntry,
  lineOf,
  nextHash,
  type OperatorEntry,
} from './fairness-log';
import { fromHex } from './hex';
import { claimMessage, drawMessage } from './messages';
import { type Candidates, NumberPoolReplay, without } from './number-pool-replay';
import { pickIndex } from './random-stream';
import { clientSeedIsPerGame, type SchemeVersion } from './scheme';
import { isGameClientSeed, isValidClientSeed, serverSeedHash } from './seeds';
import { readTermsDetail } from './terms-entry';
import {
  checkInstantPrizes,
  freeClaimAwardProblems,
  type InstantKnowledge,
  type InstantPrizeCheck,
  instantClaimProblems,
  instantEntryProblems,
  instantKnowledge,
} from './verify-instant-wins';

/** checked: every rule holds; failed: one does not; unverified: the pick awaits the server seed. */
export type EntryStatus = 'checked' | 'failed' | 'unverified';

export type EntryCheck = {
  position: number;
  entry: HashedEntry;
  status: EntryStatus;
  problems: string[];
  /** The recomputed hash_i (from the entry's content, never from the answer's hashes). */
  expectedHash: string;
  /** The number the stream derives for a claim or draw, when the seed is known. */
  derivedNumber: number | null;
  /** How many numbers the pick was made among (claims and draws). */
  candidateCount: number | null;
};

type SeedCheck = { status: 'checked' | 'failed' | 'unrevealed'; problem: string | null };
type HeadCheck = { status: 'checked' | 'failed'; expected: string; problem: string | null };

export type FairnessReport = {
  gameId: number;
  /** The scheme the answer was replayed by (domain/fairness/scheme.ts). */
  schemeVersion: SchemeVersion;
  seed: SeedCheck;
  head: HeadCheck;
  /** The last draw entry's check, or null when the game has no draw yet. */
  draw: EntryCheck | null;
  /** The operator's last pick, or null when no winner was picked by hand. */
  pick: EntryCheck | null;
  /** How many winners (drawn or picked) were set aside before the current one. */
  setAside: number;
  entries: EntryCheck[];
  /** Each instant prize checked (docs/rules/fairness.md, Instant wins); empty for a game without. */
  instantPrizes: InstantPrizeCheck[];
  verdict: 'verified' | 'failed' | 'awaiting-seed';
};

const LOWER_HEX_64 = /^[0-9a-f]{64}$/;
const HEX_64 = /^[0-9a-fA-F]{64}$/;

function checkSeed(answer: FairnessAnswer): SeedCheck & { bytes: Uint8Array | null } {
  const failed = (problem: string) => ({ status: 'failed' as const, problem, bytes: null });
  if (!LOWER_HEX_64.test(answer.serverSeedHash))
    return failed('the commitment is not 64 lowercase hex digits');
  if (answer.serverSeed === null) return { status: 'unrevealed', problem: null, bytes: null };
  if (!HEX_64.test(answer.serverSeed)) return failed('the server seed is not 64 hex digits (32 bytes)');
  const bytes = fromHex(answer.serverSeed);
  const hash = serverSeedHash(bytes);
  if (hash !== answer.serverSeedHash)
    return { ...failed(`SHA-256 of the server seed is ${hash}, not the commitment`), bytes };
  return { status: 'checked', problem: null, bytes };
}

type Replay = {
  pool: NumberPoolReplay;
  seed: Uint8Array | null;
  gameId: number;
  headBefore: string;
  nextSpin: number;
  /** Numbers of players set aside: no later draw picks among them. */
  setAside: Set<number>;
  /** The number of the winner standing (drawn or picked), null while there is none. */
  winner: number | null;
  /** The game was cancelled: nothing but a release may follow. */
  cancelled: boolean;
  winnersSetAside: number;
  instant: InstantKnowledge;
  version: SchemeVersion;
  /** The spin of the claim standing on each number (claimed and not released since). */
  holders: Map<number, number>;
  /** The entry after the one replayed (a free claim of an instant-win number is awarded at once). */
  next: HashedEntry | undefined;
};
type Pick = {
  problems: string[];
  derivedNumber: number | null;
  candidateCount: number | null;
  needsSeed: boolean;
};

function pickAmong(
  candidates: Candidates,
  number: number,
  message: string,
  replay: Replay,
  problems: string[],
): Pick {
  const candidateCount = candidates.count;
  if (candidateCount === 0)
    return {
      problems: [...problems, 'no number was there to pick'],
      derivedNumber: null,
      candidateCount,
      needsSeed: false,
    };
  if (!candidates.has(number))
    problems.push(`number ${number} was not among the ${candidateCount} candidates`);
  if (!replay.seed) return { problems, derivedNumber: null, candidateCount, needsSeed: true };
  const derivedNumber = candidates.at(pickIndex(replay.seed, message, candidateCount));
  if (derivedNumber !== number)
    problems.push(`number ${number} is not the derived pick: expected ${derivedNumber}`);
  return { problems, derivedNumber, candidateCount, needsSeed: false };
}

const noPick = (problems: string[]): Pick => ({
  problems,
  derivedNumber: null,
  candidateCount: null,
  needsSeed: false,
});

/** A winner (drawn or picked) stands alone: a second one needs the first set aside. */
function chooseWinner(entry: { number: number }, replay: Replay, problems: string[]): void {
  if (replay.winner !== null) problems.push(`number ${replay.winner} already won and was not set aside`);
  replay.winner = entry.number;
}

function replayOperatorEntry(entry: OperatorEntry, replay: Replay): Pick {
  const problems: string[] = [];
  if (replay.cancelled) problems.push(`a ${entry.type} entry after the game was cancelled`);
  if (entry.type === 'edit') return noPick(problems);
  if (entry.type === 'terms') {
    if (!readTermsDetail(entry.detail)) problems.push('the detail is not v{version}:{64 lowercase hex}');
    return noPick(problems);
  }
  if (entry.type === 'cancel') {
    if (replay.winner !== null) problems.push(`the game was cancelled after number ${replay.winner} won`);
    replay.cancelled = true;
    return noPick(problems);
  }
  if (!replay.pool.isTaken(entry.number)) problems.push(`number ${entry.number} is not a claimed number`);
  if (entry.type === 'pick') {
    if (replay.setAside.has(entry.number)) problems.push(`number ${entry.number} was set aside`);
    chooseWinner(entry, replay, problems);
    return noPick(problems);
  }
  if (replay.winner === entry.number) {
    replay.winner = null;
    replay.winnersSetAside += 1;
  }
  replay.setAside.add(entry.number);
  return noPick(problems);
}

function replayEntry(entry: HashedEntry, replay: Replay): Pick {
  if (isOperatorEntry(entry)) return replayOperatorEntry(entry, replay);
  const problems: string[] = [];
  if (entry.type === 'release') {
    if (!replay.pool.isTaken(entry.number)) problems.push(`number ${entry.number} was not claimed`);
    replay.pool.release(entry.number);
    replay.holders.delete(entry.number);
    return noPick(problems);
  }
  // A prize won stands whatever follows (a winner, a cancel): only its claim must still stand.
  if (entry.type === 'instant')
    return noPick(instantEntryProblems(entry, replay.instant, replay.holders.get(entry.number)));
  if (entry.type === 'draw') {
    if (replay.cancelled) problems.push('a draw after the game was cancelled');
    const message = drawMessage(replay.gameId, replay.headBefore);
    const candidates = without(replay.pool.claimed(), replay.setAside);
    const pick = pickAmong(candidates, entry.number, message, replay, problems);
    chooseWinner(entry, replay, pick.problems);
    return pick;
  }
  if (replay.winner !== null) problems.push(`a claim after number ${replay.winner} won`);
  if (replay.cancelled) problems.push('a claim after the game was cancelled');
  if (entry.spin !== replay.nextSpin)
    problems.push(`spin ${entry.spin} is out of sequence: expected ${replay.nextSpin}`);
  replay.nextSpin = entry.spin + 1;
  if (!isValidClientSeed(entry.clientSeed))
    problems.push('the client seed is not 1 to 64 printable ASCII characters');
  else if (clientSeedIsPerGame(replay.version) && !isGameClientSeed(entry.clientSeed))
    problems.push('the client seed is not a per-game client seed: 64 lowercase hex digits');
  problems.push(...instantClaimProblems(entry, replay.instant));
  problems.push(...freeClaimAwardProblems(entry, replay.next, replay.instant));
  const message = claimMessage(replay.gameId, entry.spin, entry.clientSeed);
  const pick = pickAmong(replay.pool.candidates(entry.kind), entry.number, message, replay, problems);
  if (!replay.pool.isTaken(entry.number)) replay.holders.set(entry.number, entry.spin);
  replay.pool.take(entry.number);
  replay.setAside.delete(entry.number);
  return pick;
}

/**
 * Replays a game's fairness answer from "all numbers available": every hash link, every claim's and
 * the draw's pick (once the seed is revealed), the instant-win numbers and the claims recorded as
 * instant prizes, the seed against its commitment, and the log head.
 */
export function verifyFairness(answer: FairnessAnswer): FairnessReport {
  const { bytes, ...seed } = checkSeed(answer);
  const replay: Replay = {
    pool: new NumberPoolReplay(answer),
    seed: bytes,
    gameId: answer.gameId,
    headBefore: answer.serverSeedHash,
    nextSpin: 1,
    setAside: new Set(),
    winner: null,
    cancelled: false,
    winnersSetAside: 0,
    instant: instantKnowledge(
      answer.instantPrizes,
      bytes,
      answer.gameId,
      answer.totalNumbers,
      answer.schemeVersion,
    ),
    version: answer.schemeVersion,
    holders: new Map(),
    next: undefined,
  };
  const entries = answer.log.map((entry, index): EntryCheck => {
    const position = index + 1;
    replay.next = answer.log[index + 1];
    const expectedHash = nextHash(replay.headBefore, lineOf(position, entry));
    const { problems, derivedNumber, candidateCount, needsSeed } = replayEntry(entry, replay);
    if (entry.hash !== expectedHash) problems.unshift(`the hash does not link: expected ${expectedHash}`);
    if (!INSTANT_PATTERN.test(entry.at)) problems.push('the time is not ISO 8601 UTC with milliseconds');
    replay.headBefore = expectedHash;
    const status = problems.length > 0 ? 'failed' : needsSeed ? 'unverified' : 'checked';
    return { position, entry, status, problems, expectedHash, derivedNumber, candidateCount };
  });
  const expectedHead = replay.headBefore;
  const head: HeadCheck =
    answer.logHead === expectedHead
      ? { status: 'checked', expected: expectedHead, problem: null }
      : {
          status: 'failed',
          expected: expectedHead,
          problem: `the log head does not match the log: expected ${expectedHead}`,
        };
  const revealed = answer.serverSeed !== null;
  const instantPrizes = checkInstantPrizes(answer.instantPrizes, replay.instant, revealed, answer.log);
  const failed =
    seed.status === 'failed' ||
    head.status === 'failed' ||
    entries.some((e) => e.status === 'failed') ||
    instantPrizes.some((p) => p.status === 'failed');
  return {
    gameId: answer.gameId,
    schemeVersion: answer.schemeVersion,
    seed,
    head,
    draw: entries.findLast((e) => e.entry.type === 'draw') ?? null,
    pick: entries.findLast((e) => e.entry.type === 'pick') ?? null,
    setAside: replay.winnersSetAside,
    entries,
    instantPrizes,
    verdict: failed ? 'failed' : seed.status === 'unrevealed' ? 'awaiting-seed' : 'verified',
  };
}
