import { TRPCClientError } from '@trpc/client';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_INSTANT_PRIZES, maxInstantPrizes } from '../../domain/fairness/instant-wins';
import {
  entryCapText,
  type InstantPrizeOut,
  instantChanceText,
  instantFieldsOf,
  instantPrizeStatus,
  instantWinOf,
} from '../../web/lib/instant-prizes';
import {
  ENTRY_LIMIT_MESSAGE,
  paidSpinRefusal,
} from '../../web/routes/game/-components/paid/paid-spin-refusal';

const prize = (over: Partial<InstantPrizeOut> = {}): InstantPrizeOut => ({
  k: 1,
  name: 'Gift card',
  value: 25,
  won: false,
  number: null,
  winner: null,
  wonAt: null,
  ...over,
});

describe("the client's reading of instant prizes (docs/rules/player-pages.md, Instant prizes)", () => {
  it('reads a game answer without the fields as a plain wheel game with no cap', () => {
    expect(instantFieldsOf({ id: 3 })).toEqual({
      gameType: 'wheel_spin',
      maxEntriesPerPlayer: null,
      instantPrizes: [],
    });
    const fields = { gameType: 'instant_win', maxEntriesPerPlayer: 4, instantPrizes: [prize()] } as const;
    expect(instantFieldsOf({ id: 3, ...fields })).toEqual(fields);
  });

  it('takes the instant win of a spin or an entry, and null when there is none', () => {
    expect(instantWinOf({ number: 7, instantWin: { k: 2, name: 'Mug', value: 9.5 } })).toEqual({
      k: 2,
      name: 'Mug',
      value: 9.5,
    });
    expect(instantWinOf({ number: 7, instantWin: null })).toBeNull();
    expect(instantWinOf({ number: 7 })).toBeNull();
    expect(instantWinOf(null)).toBeNull();
  });

  it('says the chance of each entry as K/N, in the words of the form preview', () => {
    expect(instantChanceText(3, 20)).toBe('3 instant prizes among 20 numbers — each entry has a 3/20 chance');
    expect(instantChanceText(1, 10)).toBe('1 instant prize among 10 numbers — each entry has a 1/10 chance');
  });

  it('names the winner and the number of a won prize in words, never by colour alone', () => {
    expect(instantPrizeStatus(prize())).toBe('Still to win');
    expect(instantPrizeStatus(prize({ won: true, number: 7, winner: 'Sam T. (CA)' }))).toBe(
      'Won by Sam T. (CA) on number 7',
    );
    expect(instantPrizeStatus(prize({ won: true, number: 7, winner: null }))).toBe('Won on number 7');
  });

  it('shows the cap on paid entries with the free entry on top, and nothing without a cap', () => {
    expect(entryCapText(null)).toBeNull();
    expect(entryCapText(1)).toBe('Up to 1 paid entry per player. The free entry comes on top.');
    expect(entryCapText(5)).toBe('Up to 5 paid entries per player. The free entry comes on top.');
  });

  it('the limit the form applies is the domain’s: never more than 50, never more than half the numbers', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), (total) => {
        const most = maxInstantPrizes(total);
        expect(most).toBeLessThanOrEqual(MAX_INSTANT_PRIZES);
        expect(most).toBeLessThanOrEqual(total / 2);
      }),
    );
  });
});

describe('a paid spin past the cap on paid entries', () => {
  const refusal = (appCode: string) =>
    paidSpinRefusal(
      new TRPCClientError('Entry limit reached', {
        result: { error: { code: -32_009, message: 'x', data: { appCode, httpStatus: 409 } } },
      }),
    );

  it('reads our own words, which keep the free entry open', () => {
    expect(refusal('ENTRY_LIMIT_REACHED')).toEqual({ kind: 'game', message: ENTRY_LIMIT_MESSAGE });
    expect(ENTRY_LIMIT_MESSAGE).toMatch(/free entry/);
  });

  it('leaves every other refusal as it was', () => {
    expect(refusal('GAME_ENDED')).toEqual({ kind: 'game', message: 'Entry limit reached' });
  });
});
