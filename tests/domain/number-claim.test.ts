import { describe, expect, it } from 'vitest';
import { CLAIM_TRANSITIONS, type ClaimEvent, nextClaimStatus } from '../../domain/play/number-claim';

const T0 = new Date(Date.UTC(2030, 0, 1, 12));
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);
const EVENTS = Object.keys(CLAIM_TRANSITIONS) as ClaimEvent[];
const STATES = ['available', 'pending', 'held', 'paid', 'free', 'released'] as const;

describe('the claim lifecycle table', () => {
  it('moves a number only along the listed transitions', () => {
    const allowed: string[] = [];
    for (const state of STATES)
      for (const event of EVENTS) {
        const next = nextClaimStatus(state, event, { holdExpiresAt: at(10), now: at(5) });
        const ended = nextClaimStatus(state, event, { holdExpiresAt: at(10), now: at(10) });
        if (next) allowed.push(`${state} -${event}-> ${next}`);
        if (ended && ended !== next) allowed.push(`${state} -${event}-> ${ended} (hold ended)`);
      }
    expect(allowed.sort()).toEqual(
      [
        'available -reserve-> pending',
        'available -reserveFreeOfCharge-> paid',
        'available -takeFreeEntry-> free',
        'pending -approve-> paid',
        'pending -decline-> held',
        'held -payHeld-> pending',
        'held -releaseHold-> released (hold ended)',
        'held -withdrawHold-> released',
      ].sort(),
    );
  });

  it('pays for a held number only while its hold is open, and releases it only once it ended', () => {
    expect(nextClaimStatus('held', 'payHeld', { holdExpiresAt: at(10), now: at(9) })).toBe('pending');
    expect(nextClaimStatus('held', 'payHeld', { holdExpiresAt: at(10), now: at(10) })).toBeNull();
    expect(nextClaimStatus('held', 'releaseHold', { holdExpiresAt: at(10), now: at(9) })).toBeNull();
    expect(nextClaimStatus('held', 'releaseHold', { holdExpiresAt: at(10), now: at(11) })).toBe('released');
    expect(nextClaimStatus('held', 'releaseHold')).toBeNull();
    expect(nextClaimStatus('held', 'payHeld', { holdExpiresAt: null, now: at(0) })).toBeNull();
  });

  it('keeps paid, free and released final', () => {
    for (const state of ['paid', 'free', 'released'] as const)
      for (const event of EVENTS)
        expect(nextClaimStatus(state, event, { holdExpiresAt: at(10), now: at(20) })).toBeNull();
  });
});
