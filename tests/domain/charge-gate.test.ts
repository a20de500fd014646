import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lockedRefusal } from '../../application/play/locked-refusal';
import { chargeGate, firstFailedCheck, LOCKED_CHARGE_CHECKS } from '../../domain/payments/charge-gate';

const NOW = new Date('2026-01-05T12:00:00.000Z');
const game = {
  isScheduled: false,
  startTime: new Date('2026-01-01T00:00:00.000Z'),
  endTime: new Date('2026-01-11T00:00:00.000Z'),
};
const limits = { daily: 1_000, weekly: null, monthly: null };
const spent = { daily: 0, weekly: 0, monthly: 0 };

describe("the order of a charge's refusals, stated once in the domain", () => {
  it('names, among any checks that failed under the lock, the first of LOCKED_CHARGE_CHECKS', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray([...LOCKED_CHARGE_CHECKS], { minLength: 1 }), (failed) => {
        const first = firstFailedCheck(failed);
        expect(failed).toContain(first);
        for (const earlier of LOCKED_CHARGE_CHECKS.slice(
          0,
          LOCKED_CHARGE_CHECKS.indexOf(first ?? 'game-live'),
        ))
          expect(failed).not.toContain(earlier);
      }),
    );
    expect(firstFailedCheck([])).toBeNull();
    expect(firstFailedCheck(['a check no one knows'])).toBeNull();
  });

  it("turns a desk's failed checks into the domain's refusal: the game's status, then the sale, the cap, the limit", () => {
    const facts = { game, unsold: 5, numbersLeft: 5, entryLimit: 2, spent, highest: 1_500, now: NOW };
    const ended = { ...facts, now: game.endTime };
    expect(lockedRefusal({ ...ended, failed: ['spending-limit', 'entry-cap', 'game-live'] })).toEqual({
      kind: 'not-live',
      status: 'ended',
      startTime: game.startTime,
    });
    expect(
      lockedRefusal({ ...facts, unsold: 0, numbersLeft: 0, failed: ['number-for-sale', 'game-live'] }),
    ).toMatchObject({
      status: 'complete',
    });
    expect(lockedRefusal({ ...facts, numbersLeft: 0, failed: ['entry-cap', 'number-for-sale'] })).toEqual({
      kind: 'nothing-for-sale',
      why: 'reserved',
    });
    expect(lockedRefusal({ ...facts, failed: ['spending-limit', 'entry-cap'] })).toEqual({
      kind: 'entry-limit',
      limit: 2,
    });
    expect(lockedRefusal({ ...facts, failed: ['spending-limit'] })).toEqual({
      kind: 'limit',
      spent,
      highest: 1_500,
    });
    // A desk that stops a game the domain calls live is loud, never a silent refusal.
    expect(() => lockedRefusal({ ...facts, failed: ['game-live'] })).toThrow(/live/);
  });

  it('refuses a held number in the same order: a game not live before a limit it would pass', () => {
    const request = {
      maintenance: false,
      player: { state: 'TN' },
      excludedUntil: null,
      gameStartTime: game.startTime,
      limits,
      spent,
      amount: 1_500,
      now: NOW,
    };
    expect(chargeGate({ ...request, gameStatus: 'ended' })).toMatchObject({
      ok: false,
      error: { code: 'GAME_ENDED' },
    });
    expect(chargeGate({ ...request, gameStatus: 'live' })).toMatchObject({
      ok: false,
      error: { code: 'LIMIT_REACHED' },
    });
    expect(chargeGate({ ...request, gameStatus: 'live', amount: 500 })).toEqual({
      ok: true,
      value: undefined,
    });
  });
});
