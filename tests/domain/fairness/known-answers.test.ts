import { describe, expect, it } from 'vitest';
import { parseFairnessAnswer } from '../../../domain/fairness/fairness-answer';
import { lineOf } from '../../../domain/fairness/fairness-log';
import { fromHex } from '../../../domain/fairness/hex';
import { instantWinNumbers } from '../../../domain/fairness/instant-wins';
import { pickIndex } from '../../../domain/fairness/random-stream';
import { gameClientSeed, serverSeedHash } from '../../../domain/fairness/seeds';
import { verifyFairness } from '../../../domain/fairness/verify-fairness';
import vectors from './known-answers.json';
import {
  referenceGameClientSeed,
  referenceHash,
  referenceInstantNumbers,
  referenceLine,
  referencePick,
} from './reference-scheme';

/** known-answers.json is published for independent verifiers: the domain and node:crypto must both reproduce it. */
describe('the known answers of the scheme', () => {
  const seed = fromHex(vectors.serverSeed);

  it('commits to the seed', () => {
    expect(serverSeedHash(seed)).toBe(vectors.serverSeedHash);
  });

  it.each(vectors.picks)('picks index $index among $n for "$message"', ({ message, n, index }) => {
    expect(pickIndex(seed, message, n)).toBe(index);
    expect(referencePick(seed, message, n)).toBe(index);
  });

  it('verifies the recorded game, whose every hash node:crypto recomputes', () => {
    const parsed = parseFairnessAnswer(vectors.game);
    if (!parsed.ok) throw new Error(parsed.error);
    const report = verifyFairness(parsed.value);
    expect(report.verdict).toBe('verified');
    let previous = vectors.game.serverSeedHash;
    parsed.value.log.forEach((entry, i) => {
      previous = referenceHash(previous, lineOf(i + 1, entry));
      expect(entry.hash).toBe(previous);
    });
    expect(vectors.game.logHead).toBe(previous);
  });

  it('verifies the recorded redrawn game: edits, two set-asides, a redraw without the set-aside numbers and a pick', () => {
    const parsed = parseFairnessAnswer(vectors.redrawnGame);
    if (!parsed.ok) throw new Error(parsed.error);
    const report = verifyFairness(parsed.value);
    expect(report.verdict).toBe('verified');
    expect(report.setAside).toBe(2);
    expect(report.pick?.entry).toMatchObject({ type: 'pick', detail: 'Operator pick | announced live' });
    const draws = report.entries.filter((e) => e.entry.type === 'draw');
    expect(draws.map((d) => d.candidateCount)).toEqual([5, 4]);
    let previous = vectors.redrawnGame.serverSeedHash;
    vectors.redrawnGame.log.forEach((entry, i) => {
      previous = referenceHash(previous, referenceLine(i + 1, entry));
      expect(entry.hash).toBe(previous);
    });
    expect(vectors.redrawnGame.logHead).toBe(previous);
  });

  it('verifies the recorded game of version 2, whose paid spins draw outside the free range', () => {
    const parsed = parseFairnessAnswer(vectors.gameVersion2);
    if (!parsed.ok) throw new Error(parsed.error);
    expect(parsed.value.schemeVersion).toBe(2);
    expect(verifyFairness(parsed.value).verdict).toBe('verified');
    let previous = vectors.gameVersion2.serverSeedHash;
    parsed.value.log.forEach((entry, i) => {
      previous = referenceHash(previous, lineOf(i + 1, entry));
      expect(entry.hash).toBe(previous);
      if (entry.type === 'claim' && entry.kind === 'paid') expect(entry.number).toBeLessThan(10);
    });
    expect(vectors.gameVersion2.logHead).toBe(previous);
    // Read by the rules of version 1, its paid picks no longer derive: the version decides them.
    expect(verifyFairness({ ...parsed.value, schemeVersion: 1 }).verdict).toBe('failed');
    // The version-1 game carries no version field, and is read as version 1.
    expect(parseFairnessAnswer(vectors.game)).toMatchObject({ ok: true, value: { schemeVersion: 1 } });
  });

  it.each(vectors.instantPicks)('picks index $index among $n for "$message"', ({ message, n, index }) => {
    expect(pickIndex(seed, message, n)).toBe(index);
    expect(referencePick(seed, message, n)).toBe(index);
  });

  it.each(vectors.instantWins)(
    'derives the $count instant-win numbers of game $gameId of $totalNumbers numbers',
    ({ gameId, totalNumbers, count, numbers }) => {
      expect(instantWinNumbers(seed, gameId, totalNumbers, count)).toEqual(numbers);
      expect(referenceInstantNumbers(seed, gameId, totalNumbers, count)).toEqual(numbers);
    },
  );

  it('verifies the recorded game with instant prizes, whose claims of them hash with |k', () => {
    const parsed = parseFairnessAnswer(vectors.instantGame);
    if (!parsed.ok) throw new Error(parsed.error);
    const report = verifyFairness(parsed.value);
    expect(report.verdict).toBe('verified');
    expect(report.instantPrizes.map((p) => p.status)).toEqual(['checked', 'checked', 'checked']);
    const { gameId, totalNumbers, serverSeed, instantPrizes, log } = vectors.instantGame;
    const numbers = referenceInstantNumbers(fromHex(serverSeed), gameId, totalNumbers, instantPrizes.length);
    expect(instantPrizes.map((p) => p.number)).toEqual(numbers);
    let previous = vectors.instantGame.serverSeedHash;
    log.forEach((entry, i) => {
      const line = referenceLine(i + 1, entry);
      const k = 'instant' in entry ? entry.instant : undefined;
      expect(line.endsWith(`|${k}`)).toBe(k !== undefined);
      if (entry.type === 'claim')
        expect(k).toBe(numbers.includes(entry.number) ? numbers.indexOf(entry.number) + 1 : undefined);
      previous = referenceHash(previous, line);
      expect(entry.hash).toBe(previous);
    });
    expect(vectors.instantGame.logHead).toBe(previous);
  });

  it.each(vectors.gameClientSeeds)(
    'derives the client seed of $clientSeed in game $gameId (scheme 3)',
    ({ clientSeed, gameId, gameClientSeed: expected }) => {
      expect(gameClientSeed(clientSeed, gameId)).toBe(expected);
      expect(referenceGameClientSeed(clientSeed, gameId)).toBe(expected);
    },
  );

  it('verifies the recorded game of scheme 3: per-game seeds, unmarked claims, each prize won its own entry', () => {
    const parsed = parseFairnessAnswer(vectors.gameVersion3);
    if (!parsed.ok) throw new Error(parsed.error);
    expect(parsed.value.schemeVersion).toBe(3);
    const report = verifyFairness(parsed.value);
    expect(report.verdict).toBe('verified');
    expect(report.instantPrizes.map((p) => p.status)).toEqual(['checked', 'checked', 'checked']);
    const { gameId, totalNumbers, serverSeed, instantPrizes, log } = vectors.gameVersion3;
    const numbers = referenceInstantNumbers(fromHex(serverSeed), gameId, totalNumbers, instantPrizes.length);
    expect(instantPrizes.map((p) => p.number)).toEqual(numbers);
    let previous = vectors.gameVersion3.serverSeedHash;
    log.forEach((entry, i) => {
      const line = referenceLine(i + 1, entry);
      if (entry.type === 'claim') {
        expect('instant' in entry).toBe(false);
        expect(entry.clientSeed).toMatch(/^[0-9a-f]{64}$/);
      }
      if (entry.type === 'instant' && 'k' in entry) {
        expect(line).toBe(`${i + 1}|instant|${entry.spin}||${entry.number}||${entry.at}|${entry.k}`);
        expect(entry.number).toBe(numbers[(entry.k as number) - 1]);
      }
      previous = referenceHash(previous, line);
      expect(entry.hash).toBe(previous);
    });
    expect(vectors.gameVersion3.logHead).toBe(previous);
    // The held instant-win number released unpaid won nothing: no entry awards it to that spin.
    const released = log.find((e) => e.type === 'release');
    const holder = log.find((e) => e.type === 'claim' && e.number === released?.number);
    expect(log.some((e) => e.type === 'instant' && e.spin === holder?.spin)).toBe(false);
    // Read as scheme 2, its awards are not what that scheme logs.
    expect(verifyFairness({ ...parsed.value, schemeVersion: 2 }).verdict).toBe('failed');
  });
});
