import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  claimIdOf,
  type GatewayCharge,
  isChargeWithoutClaim,
} from '../../domain/payments/charge-without-claim';

const STATUSES = ['COMPLETED', 'APPROVED', 'PENDING', 'CANCELED', 'FAILED'];
const charge = (status: string, referenceId: string | null = randomUUID()): GatewayCharge => ({
  paymentId: 'pay-1',
  referenceId,
  amountCents: 500,
  status,
  createdAt: new Date(),
});

describe('a charge with no claim', () => {
  it('is money taken (COMPLETED or APPROVED) whose claim has no ledger payment of that id', () => {
    fc.assert(
      fc.property(fc.constantFrom(...STATUSES), fc.constantFrom(null, 'pay-1', 'pay-2'), (status, ledger) => {
        const taken = status === 'COMPLETED' || status === 'APPROVED';
        expect(isChargeWithoutClaim(charge(status), ledger)).toBe(taken && ledger !== 'pay-1');
      }),
    );
  });

  it('names its claim only when its reference is a spin id', () => {
    const id = randomUUID();
    expect(claimIdOf(charge('COMPLETED', id))).toBe(id);
    for (const other of [null, '', 'user-12', `${id}x`, "'; DROP TABLE claims; --"]) {
      expect(claimIdOf(charge('COMPLETED', other))).toBeNull();
    }
  });
});
