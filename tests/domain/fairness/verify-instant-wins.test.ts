import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FairnessAnswer } from '../../../domain/fairness/fairness-answer';
import { type ClaimEntry, chainLog, headOf, type LogEntry } from '../../../domain/fairness/fairness-log';
import { fromHex } from '../../../domain/fairness/hex';
import { instantWinNumbers } from '../../../domain/fairness/instant-wins';
import { verifyFairness } from '../../../domain/fairness/verify-fairness';
import { anInstantWinGame, INSTANT_PRIZES } from '../../builders/fairness-game';

type Claim = ClaimEntry & { hash: string };

/** The answer with claim entry i's instant field replaced (its hash left as the server wrote it). */
function withInstant(answer: FairnessAnswer, i: number, instant: number | undefined): FairnessAnswer {
  const log = answer.log.map((entry, at) => {
    if (at !== i || entry.type !== 'claim') return entry;
    const { instant: _, ...rest } = entry;
    return instant === undefined ? rest : { ...rest, instant };
  });
  return { ...answer, log };
}

/** The same, with every hash and the head rewritten so the chain links again. */
function rechained(answer: FairnessAnswer): FairnessAnswer {
  const log = chainLog(
    answer.serverSeedHash,
    answer.log.map(({ hash: _, ...entry }) => entry as LogEntry),
  );
  return { ...answer, log, logHead: headOf(answer.serverSeedHash, log) };
}

const instantClaims = (answer: FairnessAnswer) =>
  answer.log.flatMap((entry, i) => (entry.type === 'claim' && entry.instant !== undefined ? [i] : []));

describe('the verifier on instant wins', () => {
  const game = anInstantWinGame();

  it('verifies a sold-out game whose released instant number was claimed and won again', () => {
    const numbers = instantWinNumbers(fromHex(game.serverSeed as string), game.gameId, 12, 3);
    expect(game.instantPrizes.map((p) => p.number)).toEqual(numbers);
    const released = game.log.find((e) => e.type === 'release');
    expect(numbers).toContain(released?.number);
    const claimsOfIt = game.log.filter((e) => e.type === 'claim' && e.number === released?.number);
    expect(claimsOfIt).toHaveLength(2);
    const report = verifyFairness(game);
    expect(report.verdict).toBe('verified');
    expect(report.instantPrizes.map((p) => [p.k, p.name, p.status])).toEqual(
      INSTANT_PRIZES.map((p, i) => [i + 1, p.name, 'checked']),
    );
    const wonBy = report.instantPrizes.find((p) => p.number === released?.number)?.spin;
    expect(wonBy).toBe((claimsOfIt[1] as Claim).spin);
  });

  it('fails a changed, added or removed instant field, and every entry after it, and none before', () => {
    const claims = game.log.flatMap((e, i) => (e.type === 'claim' ? [i] : []));
    fc.assert(
      fc.property(fc.constantFrom(...claims), fc.constantFrom(undefined, 1, 2, 3, 4), (i, instant) => {
        const entry = game.log[i] as Claim;
        fc.pre(entry.instant !== instant);
        const report = verifyFairness(withInstant(game, i, instant));
        report.entries.forEach((check, at) => {
          expect(check.status).toBe(at < i ? 'checked' : 'failed');
          if (at >= i) expect(check.problems[0]).toMatch(/^the hash does not link/);
        });
        expect(report.verdict).toBe('failed');
      }),
      { numRuns: 40 },
    );
  });

  it('fails a claim not recorded as its prize, or recorded as one it is not, even when the chain is rewritten', () => {
    const [first] = instantClaims(game);
    const missing = verifyFairness(rechained(withInstant(game, first as number, undefined)));
    expect(missing.head.status).toBe('checked');
    expect(missing.entries[first as number]?.problems).toEqual([
      expect.stringMatching(
        /^number \d+ is instant-win number \d, but the claim is not recorded as instant prize \d$/,
      ),
    ]);
    const plain = game.log.findIndex((e) => e.type === 'claim' && e.instant === undefined);
    const added = verifyFairness(rechained(withInstant(game, plain, 2)));
    expect(added.entries[plain]?.problems).toEqual([
      expect.stringMatching(/^the claim is recorded as instant prize 2, whose number is \d+$/),
    ]);
    const beyond = verifyFairness(rechained(withInstant(game, plain, 9)));
    expect(beyond.entries[plain]?.problems).toEqual([
      "instant prize 9 is not one of the game's 3 instant prizes",
    ]);
    expect([missing, added, beyond].map((r) => r.verdict)).toEqual(['failed', 'failed', 'failed']);
  });

  it('fails a prize shown on another number, named for a spin that did not win it, or hidden after the close', () => {
    const prizes = game.instantPrizes;
    const moved = prizes.map((p, i) => (i === 0 ? { ...p, number: ((p.number as number) % 12) + 1 } : p));
    const wrongSpin = prizes.map((p, i) => (i === 1 ? { ...p, spin: 1 + ((p.spin ?? 0) % 5) } : p));
    const hidden = prizes.map((p, i) => (i === 2 ? { ...p, number: null } : p));
    const [a, b, c] = [moved, wrongSpin, hidden].map((instantPrizes) =>
      verifyFairness({ ...game, instantPrizes }),
    );
    expect(a?.instantPrizes[0]?.problems[0]).toMatch(
      /^number \d+ is not instant-win number 1: expected \d+$/,
    );
    expect(b?.instantPrizes[1]?.status).toBe('failed');
    expect(c?.instantPrizes[2]?.problems).toContain('the number is not shown after the close');
    for (const report of [a, b, c]) {
      expect(report?.verdict).toBe('failed');
      expect(report?.entries.every((e) => e.status === 'checked')).toBe(true);
    }
  });

  it('leaves prizes awaiting the seed while the game is open, and fails a claim that contradicts a shown one', () => {
    const open = anInstantWinGame(22);
    const secret: FairnessAnswer = {
      ...open,
      serverSeed: null,
      instantPrizes: open.instantPrizes.map((p) => (p.k === 1 ? p : { ...p, number: null, spin: null })),
    };
    const report = verifyFairness(secret);
    expect(report.verdict).toBe('awaiting-seed');
    expect(report.instantPrizes.map((p) => p.status)).toEqual(['unverified', 'unverified', 'unverified']);
    const shown = secret.instantPrizes[0]?.number as number;
    const claim = secret.log.findIndex((e) => e.type === 'claim' && e.number === shown);
    const contradicted = verifyFairness(rechained(withInstant(secret, claim, undefined)));
    expect(contradicted.verdict).toBe('failed');
    expect(contradicted.entries[claim]?.status).toBe('failed');
  });

  it('fails every claim recorded as an instant prize in a game listing none', () => {
    const report = verifyFairness({ ...game, instantPrizes: [] });
    expect(report.instantPrizes).toEqual([]);
    expect(report.entries.filter((e) => e.status === 'failed').map((e) => e.entry.type)).toEqual(
      instantClaims(game).map(() => 'claim'),
    );
  });
});
