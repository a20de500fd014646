import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GameStatus } from '../../domain/games/game-status';
import {
  CANCEL_REASON_REQUIRED_MESSAGE,
  checkDrawOpen,
  FORFEIT_REASON_REQUIRED_MESSAGE,
  REASON_REQUIRED_MESSAGE,
  readReason,
  SET_ASIDE_DEFAULT_REASON,
} from '../../domain/winners/winner-selection';

describe('choosing a winner', () => {
  it("requires a reason after trimming, with the rules' text", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\s*$/), (blank) => {
        expect(readReason(blank, 'select')).toEqual({
          ok: false,
          error: { code: 'INVALID_INPUT', field: 'reason', message: REASON_REQUIRED_MESSAGE },
        });
      }),
    );
    expect(REASON_REQUIRED_MESSAGE).toBe('Please provide a reason for selecting this winner');
    expect(readReason('  Most spins  ', 'select')).toEqual({ ok: true, value: 'Most spins' });
    expect(readReason(undefined, 'select').ok).toBe(false);
    expect(readReason(12, 'select').ok).toBe(false);
    expect(readReason('x'.repeat(501), 'select').ok).toBe(false);
  });

  it('names the act it refuses: each act that requires a reason has its own text', () => {
    const texts = (['select', 'cancel', 'forfeit'] as const).map((act) => {
      const read = readReason('  ', act);
      if (read.ok) throw new Error(`${act}: a blank reason was taken`);
      return read.error.message;
    });
    expect(new Set(texts).size).toBe(3);
    expect(texts[1]).toBe(CANCEL_REASON_REQUIRED_MESSAGE);
    expect(CANCEL_REASON_REQUIRED_MESSAGE).toContain('cancelling this game');
    expect(FORFEIT_REASON_REQUIRED_MESSAGE).toContain('forfeiting');
  });

  it('sets a winner aside without a reason under the default one, and keeps a given one', () => {
    fc.assert(
      fc.property(fc.constantFrom(undefined, null, '', '   \t'), (none) => {
        expect(readReason(none, 'setAside')).toEqual({ ok: true, value: SET_ASIDE_DEFAULT_REASON });
      }),
    );
    expect(SET_ASIDE_DEFAULT_REASON).toBe('Set aside by the administrator');
    expect(readReason(' Ineligible ', 'setAside')).toEqual({ ok: true, value: 'Ineligible' });
    expect(readReason('x'.repeat(501), 'setAside').ok).toBe(false);
    expect(readReason(12, 'setAside').ok).toBe(false);
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
