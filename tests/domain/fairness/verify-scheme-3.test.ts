import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FairnessAnswer } from '../../../domain/fairness/fairness-answer';
import { chainLog, headOf, type LogEntry } from '../../../domain/fairness/fairness-log';
import { gameClientSeed } from '../../../domain/fairness/seeds';
import { verifyFairness } from '../../../domain/fairness/verify-fairness';
import { honestScheme3GameArb } from '../../arbitraries/fairness';
import { anInstantWinGame, aPlayedGame, aRedrawnGame } from '../../builders/fairness-game';
import { aScheme3InstantGame } from '../../builders/fairness-game-scheme-3';

/** The answer with its log replaced and every hash and the head rewritten, so the chain links again. */
function withLog(answer: FairnessAnswer, entries: LogEntry[]): FairnessAnswer {
  const log = chainLog(answer.serverSeedHash, entries);
  return { ...answer, log, logHead: headOf(answer.serverSeedHash, log) };
}
const entriesOf = (answer: FairnessAnswer): LogEntry[] =>
  answer.log.map(({ hash: _, ...e }) => e as LogEntry);
const problemsOf = (answer: FairnessAnswer) =>
  verifyFairness(answer).entries.flatMap((e) => e.problems.map((p) => `#${e.position} ${p}`));

/**
 * Scheme 3 (docs/rules/fairness.md, Scheme versions): an instant prize is its own entry once won, never a
 * mark on the claim, and each claim's client seed is the player's per-game seed.
 */
describe('the verifier on scheme 3', () => {
  const game = aScheme3InstantGame();

  it('verifies a game whose held instant number was released unawarded, one paid later and a free one awarded at once', () => {
    const report = verifyFairness(game);
    expect(report.verdict).toBe('verified');
    expect(report.instantPrizes.map((p) => p.status)).toEqual(['checked', 'checked', 'checked']);
    // No claim carries a prize; each prize won is one instant entry naming the spin that won it.
    expect(game.log.some((e) => e.type === 'claim' && e.instant !== undefined)).toBe(false);
    const awards = game.log.filter((e) => e.type === 'instant');
    expect(awards.map((a) => [a.k, a.spin]).sort()).toEqual(game.instantPrizes.map((p) => [p.k, p.spin]));
    // The released hold was on an instant-win number and its spin won nothing.
    const released = game.log.find((e) => e.type === 'release');
    const heldSpin = game.log.find((e) => e.type === 'claim' && e.number === released?.number);
    expect(game.instantPrizes.map((p) => p.number)).toContain(released?.number);
    expect(awards.map((a) => a.spin)).not.toContain(heldSpin?.type === 'claim' ? heldSpin.spin : 0);
    // Every client seed is a per-game seed: the player's own seed appears nowhere.
    const late = gameClientSeed('late-payer', game.gameId);
    expect(game.log.some((e) => e.type === 'claim' && e.clientSeed === late)).toBe(true);
    expect(JSON.stringify(game)).not.toContain('late-payer');
  });

  it('verifies any honest game of scheme 3, open or closed', () => {
    fc.assert(
      fc.property(honestScheme3GameArb(), (answer) => {
        expect(problemsOf(answer)).toEqual([]);
        const report = verifyFairness(answer);
        expect(report.verdict).toBe('verified');
        expect(report.instantPrizes.every((p) => p.status === 'checked')).toBe(true);
      }),
      { numRuns: 80 },
    );
    fc.assert(
      fc.property(honestScheme3GameArb(false), (answer) => {
        expect(problemsOf(answer)).toEqual([]);
        expect(verifyFairness(answer).verdict).toBe('awaiting-seed');
      }),
      { numRuns: 40 },
    );
  });

  it('fails a claim marked with its prize, even with the chain rewritten', () => {
    const entries = entriesOf(game);
    const i = entries.findIndex((e) => e.type === 'instant');
    const award = entries[i] as Extract<LogEntry, { type: 'instant' }>;
    const marked = entries.map((e) =>
      e.type === 'claim' && e.spin === award.spin ? { ...e, instant: award.k } : e,
    );
    expect(problemsOf(withLog(game, marked))).toContainEqual(
      expect.stringMatching(/a claim of scheme 3 carries no instant prize/),
    );
  });

  it('fails an award on another number, a second award of a prize, an award to a released claim, and one in a scheme 2 log', () => {
    const entries = entriesOf(game);
    const i = entries.findIndex((e) => e.type === 'instant');
    const award = entries[i] as Extract<LogEntry, { type: 'instant' }>;
    const claim = entries.find((e) => e.type === 'claim' && e.spin === award.spin);
    const other = entries.find((e) => e.type === 'claim' && e.number !== award.number && e.kind === 'paid');
    if (other?.type !== 'claim' || claim?.type !== 'claim') throw new Error('no claims');
    const moved = entries.map((e, at) =>
      at === i ? { ...award, spin: other.spin, number: other.number } : e,
    );
    expect(problemsOf(withLog(game, moved))).toContainEqual(
      expect.stringMatching(
        new RegExp(`^#${i + 1} number ${other.number} is not instant-win number ${award.k}`),
      ),
    );
    const twice = [...entries.slice(0, i + 1), award, ...entries.slice(i + 1)];
    expect(problemsOf(withLog(game, twice))).toContainEqual(
      `#${i + 2} instant prize ${award.k} was already won by spin ${award.spin}`,
    );
    const release = { type: 'release' as const, number: award.number, at: award.at };
    const afterRelease = [...entries.slice(0, i), release, ...entries.slice(i)];
    expect(problemsOf(withLog(game, afterRelease))).toContainEqual(
      `#${i + 2} spin ${award.spin} does not hold number ${award.number}`,
    );
    const version2 = problemsOf({ ...game, schemeVersion: 2 });
    expect(version2).toContainEqual(
      `#${i + 1} an instant entry in a log of scheme 1 or 2, whose claims carry their prize`,
    );
  });

  it('fails a free claim of an instant-win number not awarded at once, and a prize whose award is missing', () => {
    const entries = entriesOf(game);
    const i = entries.findIndex((e, at) => {
      const next = entries[at + 1];
      return e.type === 'claim' && e.kind === 'free' && next?.type === 'instant' && next.spin === e.spin;
    });
    const without = entries.filter((_, at) => at !== i + 1);
    const report = verifyFairness(withLog(game, without));
    expect(report.entries[i]?.problems).toEqual([
      expect.stringMatching(
        /^a free claim of instant-win number \d: the next entry must award instant prize \d to it$/,
      ),
    ]);
    expect(report.instantPrizes.filter((p) => p.status === 'failed')).toHaveLength(1);
  });

  it("fails a claim showing the player's own seed rather than the per-game one", () => {
    const entries = entriesOf(game).map((e) =>
      e.type === 'claim' && e.spin === 1 ? { ...e, clientSeed: 'a1b2c3d4e5f60718' } : e,
    );
    expect(problemsOf(withLog(game, entries))).toContainEqual(
      '#1 the client seed is not a per-game client seed: 64 lowercase hex digits',
    );
  });

  it('keeps the awards out of an open game answer until won: an unwon prize shows no number', () => {
    const open = aScheme3InstantGame(23, 1, false);
    expect(verifyFairness(open).verdict).toBe('awaiting-seed');
    const awarded = new Set(open.log.flatMap((e) => (e.type === 'instant' ? [e.k] : [])));
    for (const prize of open.instantPrizes) expect(prize.number !== null).toBe(awarded.has(prize.k));
  });
});

describe('games logged under schemes 1 and 2', () => {
  it('verify exactly as before', () => {
    for (const answer of [aPlayedGame(), aRedrawnGame(), anInstantWinGame()]) {
      expect(answer.schemeVersion).not.toBe(3);
      expect(problemsOf(answer)).toEqual([]);
      expect(verifyFairness(answer).verdict).toBe('verified');
    }
  });
});
