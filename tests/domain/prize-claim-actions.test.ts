import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CLAIM_STATUSES, type ClaimAction, transition } from '../../domain/winners/prize-claim';
import { prizeClaimActions } from '../../domain/winners/prize-claim-actions';

const now = new Date('2030-06-01T12:00:00Z');
const HOUR = 3_600_000;
const open = new Date(now.getTime() + 24 * HOUR);
const passed = new Date(now.getTime() - 1);

describe("what may be done to a prize claim (the claim page's and the Winners tab's buttons, from the server)", () => {
  it("offers an operator's step exactly when the claim's state machine takes it", () => {
    const steps = ['verify', 'ship', 'deliver', 'forfeit'] as const satisfies readonly ClaimAction[];
    fc.assert(
      fc.property(fc.constantFrom(...CLAIM_STATUSES), fc.boolean(), (status, windowOpen) => {
        const actions = prizeClaimActions({ status, deadline: windowOpen ? open : passed }, now);
        for (const step of steps) expect(actions[step]).toBe(transition(status, step).ok);
      }),
    );
  });

  it('lets the winner answer only a notified claim, and only before its deadline', () => {
    expect(prizeClaimActions({ status: 'notified', deadline: open }, now).answer).toBe(true);
    expect(prizeClaimActions({ status: 'notified', deadline: passed }, now).answer).toBe(false);
    expect(prizeClaimActions({ status: 'notified', deadline: now }, now).answer).toBe(false);
    for (const status of CLAIM_STATUSES.filter((s) => s !== 'notified')) {
      expect(prizeClaimActions({ status, deadline: open }, now).answer).toBe(false);
    }
  });
});
