import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AGE_CONFIRMATION_REQUIRED_MESSAGE,
  paidPlayEligibility,
} from '../../domain/accounts/eligibility-policy';
import { BLOCKED_STATES, ELIGIBLE_STATES, stateName, US_STATES } from '../../domain/accounts/us-states';
import { blockedStateArb, eligibleStateArb, playerArb } from '../arbitraries/player';
import { aUser } from '../builders/user-builder';

describe('the states', () => {
  it('are the 50 states and DC, each code and name once', () => {
    expect(US_STATES).toHaveLength(51);
    expect(new Set(US_STATES.map((s) => s.code)).size).toBe(51);
    expect(new Set(US_STATES.map((s) => s.name)).size).toBe(51);
    expect(stateName('DC')).toBe('District of Columbia');
  });

  it('the sign-up list is every state and DC except NY, FL, RI and HI', () => {
    expect([...BLOCKED_STATES].sort()).toEqual(['FL', 'HI', 'NY', 'RI']);
    expect(ELIGIBLE_STATES).toHaveLength(47);
    expect(ELIGIBLE_STATES.some((code) => BLOCKED_STATES.includes(code))).toBe(false);
  });
});

describe('playing for money', () => {
  it('is open to residents of every eligible state', () => {
    fc.assert(
      fc.property(eligibleStateArb, (state) => {
        expect(paidPlayEligibility({ state })).toEqual({ ok: true, value: undefined });
      }),
    );
  });

  it("is closed to residents of a blocked state, with the rules' sentence", () => {
    fc.assert(
      fc.property(blockedStateArb, (state) => {
        expect(paidPlayEligibility({ state })).toEqual({
          ok: false,
          error: {
            code: 'NOT_ELIGIBLE',
            field: 'state',
            message: `Sorry, residents of ${stateName(state)} are not eligible to participate in paid games due to state regulations.`,
          },
        });
      }),
    );
  });

  it('needs a state of residence first (accounts of the second sign-up form)', () => {
    expect(paidPlayEligibility(aUser().withoutState().build())).toEqual({
      ok: false,
      error: {
        code: 'NOT_ELIGIBLE',
        field: 'state',
        message: 'Please add your state of residence before playing for money',
      },
    });
    expect(paidPlayEligibility({ state: 'ZZ' })).toMatchObject({
      ok: false,
      error: { code: 'NOT_ELIGIBLE' },
    });
  });

  it('is allowed exactly for players whose state is on the sign-up list', () => {
    fc.assert(
      fc.property(playerArb, (player) => {
        expect(paidPlayEligibility(player).ok).toBe(
          player.state !== null && ELIGIBLE_STATES.includes(player.state),
        );
      }),
    );
  });

  it('keeps the 18+ message of the sign-up form', () => {
    expect(AGE_CONFIRMATION_REQUIRED_MESSAGE).toBe('You must be 18 years or older to participate');
  });
});
