import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GameStatus } from '../../domain/games/game-status';
import { checkDrawOpen, REASON_REQUIRED_MESSAGE, readReason } from '../../domain/winners/winner-selection';

describe('choosing a winner', () => {
  it("requires a reason after trimming, with the rules' text", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\s*$/), (blank) => {
        expect(readReason(blank)).toEqual({
          ok: false,
          error: { code: 'INVALID_INPUT', field: 'reason', message: REASON_REQUIRED_MESSAGE },
        });
      }),
    );
    expect(REASON_REQUIRED_MESSAGE).toBe('Please provide a reason for selecting this winner');
    expect(readReason('  Most spins  ')).toEqual({ ok: true, value: 'Most spins' });
    expect(readReason(undefined).ok).toBe(false);
    expect(readReason(12).ok).toBe(false);
    expect(readReason('x'.repeat(501)).ok).toBe(false);
  });

  it('opens the draw only once the game closed, no payment waits, and there is an entry', () => {
    const statusArb = fc.constantFrom<GameStatus>('scheduled', 'live', 'ended', 'complete');
    fc.assert(
      fc.property(statusArb, fc.nat(5), fc.nat(5), (status, unsettled, settled) => {
        const result = checkDrawOpen(status, { unsettled, settled });
        const closed = status === 'ended' || status === 'complete';
        if (!closed) expect(result).toMatchObject({ ok: false, error: { code: 'DRAW_NOT_OPEN' } });
        else if (unsettled > 0)
          expect(result).toMatchObject({ ok: false, error: { code: 'DRAW_WAITING', unsettled } });
        else if (settled === 0) expect(result).toMatchObject({ ok: false, error: { code: 'NO_ENTRIES' } });
        else expect(result.ok).toBe(true);
      }),
    );
    expect(checkDrawOpen('ended', { unsettled: 1, settled: 3 })).toMatchObject({
      error: { message: '1 number of this game is awaiting payment; draw once every payment has settled' },
    });
  });
});
