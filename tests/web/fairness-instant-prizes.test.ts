import { describe, expect, it } from 'vitest';
import { rederivedText } from '../../domain/fairness/rederived-text';
import { verifyFairness } from '../../domain/fairness/verify-fairness';
import {
  INSTANT_STATUS_LABEL,
  instantPrizeDetail,
  instantPrizeTitle,
} from '../../web/routes/fairness/-components/instant-prize-text';
import { anInstantWinGame, aPlayedGame } from '../builders/fairness-game';

describe("the fairness page's instant prizes", () => {
  it('names each prize with its value, its re-derived number, its winning spin and a check mark', () => {
    const game = anInstantWinGame();
    const report = verifyFairness(game);
    const [gift, headphones] = report.instantPrizes;
    expect(gift && instantPrizeTitle(gift)).toBe('Instant prize 1: Gift card ($25.00)');
    expect(headphones && instantPrizeTitle(headphones)).toBe('Instant prize 2: Headphones ($79.99)');
    expect(report.instantPrizes.map((check) => instantPrizeDetail(check, true))).toEqual(
      game.instantPrizes.map(
        (p) => `Number ${p.number}, re-derived from the server seed. Won by spin ${p.spin}.`,
      ),
    );
    expect(report.instantPrizes.map((check) => INSTANT_STATUS_LABEL[check.status])).toEqual([
      '✓ Checked',
      '✓ Checked',
      '✓ Checked',
    ]);
  });

  it('keeps a prize not yet won hidden while the game is open, and says when one was never won', () => {
    const game = anInstantWinGame(23);
    const open = verifyFairness({
      ...game,
      serverSeed: null,
      instantPrizes: game.instantPrizes.map((p) => ({ ...p, number: null, spin: null })),
    });
    const [first] = open.instantPrizes;
    expect(first && instantPrizeDetail(first, false)).toBe(
      'Its number is revealed when it is won or when the game closes.',
    );
    expect(first && INSTANT_STATUS_LABEL[first.status]).toBe('Awaiting seed');
    const unwon = verifyFairness({
      ...game,
      instantPrizes: game.instantPrizes.map((p) => ({ ...p, spin: null })),
    });
    expect(unwon.instantPrizes.map((check) => instantPrizeDetail(check, true))).toEqual(
      game.instantPrizes.map((p) => `Number ${p.number}, re-derived from the server seed. Not won.`),
    );
  });

  it('marks a prize shown on another number failed, without calling its number re-derived', () => {
    const game = anInstantWinGame();
    const moved = game.instantPrizes.map((p) =>
      p.k === 1 ? { ...p, number: ((p.number as number) % 12) + 1 } : p,
    );
    const [first] = verifyFairness({ ...game, instantPrizes: moved }).instantPrizes;
    expect(first && INSTANT_STATUS_LABEL[first.status]).toBe('✗ Failed');
    expect(first && instantPrizeDetail(first, true)).toMatch(/^Number \d+\. Won by spin \d+\.$/);
  });

  it('names the instant-win numbers in the verdict only for a game that has them', () => {
    expect(rederivedText(verifyFairness(aPlayedGame()))).toBe(
      'every claim and the draw re-derive from the seeds',
    );
    expect(rederivedText(verifyFairness(anInstantWinGame()))).toBe(
      'every claim, the 3 instant-win numbers and the draw re-derive from the seeds',
    );
  });

  it('names no draw for a game without one (a cancelled game never draws)', () => {
    const played = verifyFairness(aPlayedGame());
    expect(rederivedText({ ...played, draw: null })).toBe('every claim re-derives from the seeds');
    const instant = verifyFairness(anInstantWinGame());
    expect(rederivedText({ ...instant, draw: null })).toBe(
      'every claim and the 3 instant-win numbers re-derive from the seeds',
    );
  });
});
