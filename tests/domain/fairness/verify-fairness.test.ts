import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FairnessAnswer } from '../../../domain/fairness/fairness-answer';
import {
  chainLog,
  type DrawEntry,
  headOf,
  type LogEntry,
  type SetAsideEntry,
} from '../../../domain/fairness/fairness-log';
import { verifyFairness } from '../../../domain/fairness/verify-fairness';
import { honestGameArb } from '../../arbitraries/fairness';
import { aPlayedGame, type GameAction, playHonestGame } from '../../builders/fairness-game';

const AT = '2026-11-23T10:00:00.000Z';

/** The answer with entry k's number moved to another number of the game (its hash left as it was). */
function withChangedNumber(answer: FairnessAnswer, k: number): FairnessAnswer {
  const log = answer.log.map((entry, i) =>
    i === k && 'number' in entry ? { ...entry, number: (entry.number % answer.totalNumbers) + 1 } : entry,
  );
  return { ...answer, log };
}

/** The same, with every hash and the head rewritten so the chain links again. */
function rechained(answer: FairnessAnswer): FairnessAnswer {
  const entries = answer.log.map(({ hash: _, ...entry }) => entry as LogEntry);
  const log = chainLog(answer.serverSeedHash, entries);
  return { ...answer, log, logHead: headOf(answer.serverSeedHash, log) };
}

describe('the replay verifier', () => {
  it('verifies every entry, the seed, the head and the draw of an honestly played game', () => {
    fc.assert(
      fc.property(honestGameArb(), (answer) => {
        const report = verifyFairness(answer);
        expect(report.entries.filter((e) => e.status !== 'checked')).toEqual([]);
        expect(report.seed.status).toBe('checked');
        expect(report.head.status).toBe('checked');
        expect(report.verdict).toBe('verified');
        const draw = answer.log.findLast((e) => e.type === 'draw');
        expect(report.draw?.status ?? null).toBe(draw ? 'checked' : null);
      }),
      { numRuns: 150 },
    );
  });

  it('verifies the sold-out game the journeys use: paid and free claims, a release, every number taken, a draw', () => {
    for (const gameId of [12, 13, 14, 99]) {
      const answer = aPlayedGame(7, gameId);
      const claims = answer.log.filter((e) => e.type === 'claim');
      expect(new Set(claims.map((e) => e.kind))).toEqual(new Set(['paid', 'free']));
      expect(answer.log.filter((e) => e.type === 'release')).toHaveLength(1);
      expect(claims).toHaveLength(answer.totalNumbers + 1);
      expect(answer.log.at(-1)?.type).toBe('draw');
      expect(verifyFairness(answer).verdict).toBe('verified');
    }
  });

  it('checks the chain of an open game and leaves its picks awaiting the seed', () => {
    fc.assert(
      fc.property(honestGameArb(false), (answer) => {
        const report = verifyFairness(answer);
        expect(report.verdict).toBe('awaiting-seed');
        expect(report.seed.status).toBe('unrevealed');
        for (const check of report.entries)
          expect(check.status).toBe(check.entry.type === 'release' ? 'checked' : 'unverified');
      }),
      { numRuns: 50 },
    );
  });

  it('fails a changed entry and every entry after it, and none before', () => {
    fc.assert(
      fc.property(
        honestGameArb().filter((a) => a.log.length > 0 && a.totalNumbers > 1),
        fc.nat(),
        (answer, at) => {
          const k = at % answer.log.length;
          const report = verifyFairness(withChangedNumber(answer, k));
          report.entries.forEach((check, i) => {
            if (i < k) expect(check.status).toBe('checked');
            else {
              expect(check.status).toBe('failed');
              expect(check.problems[0]).toMatch(/^the hash does not link: expected [0-9a-f]{64}$/);
            }
          });
          expect(report.head.status).toBe('failed');
          expect(report.verdict).toBe('failed');
        },
      ),
      { numRuns: 100 },
    );
  });

  it('fails a claim whose number is not the derived pick even when the hashes are rewritten to link', () => {
    const answer = aPlayedGame();
    const k = answer.log.findIndex((e) => e.type === 'claim');
    const report = verifyFairness(rechained(withChangedNumber(answer, k)));
    expect(report.head.status).toBe('checked');
    const check = report.entries[k];
    expect(check?.status).toBe('failed');
    expect(check?.problems.join('; ')).toMatch(/is not the derived pick: expected \d+/);
  });

  it('fails a released number that was never claimed, a spin out of sequence and a bad time', () => {
    const answer = aPlayedGame();
    const entries = answer.log.map(({ hash: _, ...e }) => e as LogEntry);
    const release = entries.findIndex((e) => e.type === 'release');
    entries[release] = { type: 'release', number: 999, at: '2026-11-23T09:00:00Z' };
    const spin = entries.findIndex((e, i) => i > release && e.type === 'claim');
    const claim = entries[spin] as LogEntry & { type: 'claim' };
    entries[spin] = { ...claim, spin: claim.spin + 5 };
    const report = verifyFairness(rechained({ ...answer, log: chainLog(answer.serverSeedHash, entries) }));
    expect(report.entries[release]?.problems).toEqual([
      'number 999 was not claimed',
      'the time is not ISO 8601 UTC with milliseconds',
    ]);
    expect(report.entries[spin]?.problems).toContain(
      `spin ${claim.spin + 5} is out of sequence: expected ${claim.spin}`,
    );
  });

  it('fails a server seed that does not hash to the commitment, and a head that is not the last hash', () => {
    const answer = aPlayedGame();
    const wrongSeed = verifyFairness({ ...answer, serverSeed: 'ab'.repeat(32) });
    expect(wrongSeed.seed).toEqual({
      status: 'failed',
      problem: expect.stringMatching(/^SHA-256 of the server seed is [0-9a-f]{64}, not the commitment$/),
    });
    expect(wrongSeed.verdict).toBe('failed');
    expect(verifyFairness({ ...answer, serverSeed: 'abc' }).seed.problem).toBe(
      'the server seed is not 64 hex digits (32 bytes)',
    );
    const wrongHead = verifyFairness({ ...answer, logHead: answer.serverSeedHash });
    expect(wrongHead.head.status).toBe('failed');
    expect(wrongHead.entries.every((e) => e.status === 'checked')).toBe(true);
    expect(wrongHead.verdict).toBe('failed');
  });

  it('fails a draw whose winner is not the derived pick', () => {
    const answer = aPlayedGame();
    const last = answer.log.length - 1;
    const entries = answer.log.map(({ hash: _, ...e }) => e as LogEntry);
    const draw = entries[last] as DrawEntry;
    const claimed = entries.flatMap((e) => (e.type === 'claim' ? [e.number] : []));
    const other = claimed.find((n) => n !== draw.number) as number;
    entries[last] = { ...draw, number: other };
    const report = verifyFairness(rechained({ ...answer, log: chainLog(answer.serverSeedHash, entries) }));
    expect(report.draw?.status).toBe('failed');
    expect(report.draw?.problems).toEqual([
      `number ${other} is not the derived pick: expected ${draw.number}`,
    ]);
  });
});

describe('the replay verifier on set-asides, redraws and picks', () => {
  const seed = Uint8Array.from({ length: 32 }, (_, i) => (i * 7 + 3) & 0xff);
  const spins: GameAction[] = ['a', 'b', 'c', 'd'].map((clientSeed) => ({
    type: 'spin',
    kind: 'paid',
    clientSeed,
  }));
  const play = (...actions: GameAction[]) =>
    playHonestGame({
      gameId: 5,
      totalNumbers: 6,
      freePlayStart: 7,
      freePlayEnd: 6,
      seed,
      actions: [...spins, ...actions],
    });
  const entriesOf = (answer: FairnessAnswer) => answer.log.map(({ hash: _, ...e }) => e as LogEntry);
  const relinked = (answer: FairnessAnswer, entries: LogEntry[]) => {
    const log = chainLog(answer.serverSeedHash, entries);
    return verifyFairness({ ...answer, log, logHead: headOf(answer.serverSeedHash, log) });
  };

  it('counts the winners set aside and checks a redraw among the numbers left', () => {
    const answer = play({ type: 'draw' }, { type: 'setaside', reason: 'Unreachable' }, { type: 'draw' });
    const report = verifyFairness(answer);
    expect(report.verdict).toBe('verified');
    expect(report.setAside).toBe(1);
    expect(report.entries.filter((e) => e.entry.type === 'draw').map((e) => e.candidateCount)).toEqual([
      4, 3,
    ]);
  });

  it('fails a redraw that lands on a number set aside', () => {
    const answer = play({ type: 'draw' }, { type: 'setaside', reason: 'Unreachable' }, { type: 'draw' });
    const entries = entriesOf(answer);
    const setAside = entries.find((e) => e.type === 'setaside') as SetAsideEntry;
    entries[entries.length - 1] = { ...(entries.at(-1) as DrawEntry), number: setAside.number };
    const report = relinked(answer, entries);
    expect(report.verdict).toBe('failed');
    expect(report.draw?.problems[0]).toBe(`number ${setAside.number} was not among the 3 candidates`);
  });

  it('fails a second winner chosen without setting the first aside, and a claim after a winner', () => {
    const answer = play({ type: 'draw' });
    const entries = entriesOf(answer);
    const won = (entries.at(-1) as DrawEntry).number;
    const other = entries.flatMap((e) =>
      e.type === 'claim' && e.number !== won ? [e.number] : [],
    )[0] as number;
    const picked = relinked(answer, [...entries, { type: 'pick', number: other, at: AT, detail: 'Mine' }]);
    expect(picked.pick?.problems).toEqual([`number ${won} already won and was not set aside`]);
    const claim: LogEntry = { type: 'claim', spin: 5, kind: 'paid', number: 6, clientSeed: 'late', at: AT };
    const late = relinked(answer, [...entries, claim]);
    expect(late.entries.at(-1)?.problems[0]).toBe(`a claim after number ${won} won`);
  });

  it('fails a pick or a set-aside of a number nobody holds', () => {
    const answer = play();
    const free = [1, 2, 3, 4, 5, 6].find(
      (n) => !entriesOf(answer).some((e) => 'number' in e && e.number === n),
    );
    const report = relinked(answer, [
      ...entriesOf(answer),
      { type: 'pick', number: free as number, at: AT, detail: 'x' },
    ]);
    expect(report.pick?.problems).toEqual([`number ${free} is not a claimed number`]);
  });
});
