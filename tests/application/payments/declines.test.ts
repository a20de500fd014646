import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { heldNumberOf } from '../../support/error-fields';
import { paymentsWorld } from './payments-world';

/** Every declining sandbox nonce: a stable code, one text, a hold, and no charge retried unasked. */
const DECLINES: { nonce: string; code: string; text: (n: number) => string; updateDialog: boolean }[] = [
  {
    nonce: 'insufficient-funds',
    code: 'INSUFFICIENT_FUNDS',
    text: (n) => `Your payment account doesn't have sufficient funds to claim number ${n}`,
    updateDialog: false,
  },
  {
    nonce: 'expired-card',
    code: 'CARD_EXPIRED',
    text: () => 'Your card has expired. Please update your payment card to continue.',
    updateDialog: true,
  },
  {
    nonce: 'rejected-expiration',
    code: 'INVALID_EXPIRATION',
    text: () => 'Your card’s expiration date was not accepted. Please update your payment card to continue.',
    updateDialog: true,
  },
  {
    nonce: 'verification-required',
    code: 'CARD_DECLINED_VERIFICATION_REQUIRED',
    text: () =>
      'Your bank needs to verify this card. Please update your payment card with the latest security features to continue.',
    updateDialog: true,
  },
  {
    nonce: 'declined',
    code: 'GENERIC_DECLINE',
    text: () => 'Your card was declined by your bank. Please use another card or contact your bank.',
    updateDialog: false,
  },
  {
    nonce: 'rejected-cvv',
    code: 'CVV_FAILURE',
    text: () => 'Your card’s security code (CVV) was not accepted. Please check it or use another card.',
    updateDialog: false,
  },
  {
    nonce: 'rejected-postalcode',
    code: 'ADDRESS_VERIFICATION_FAILURE',
    text: () => 'Your card’s billing postal code was not accepted. Please check it or use another card.',
    updateDialog: false,
  },
];

describe.each(DECLINES)('a card declining with $code', ({ nonce, code, text, updateDialog }) => {
  it('gives its code and text, holds the number, and never charges again unasked', async () => {
    const w = paymentsWorld();
    const player = await w.aPlayer(nonce);
    const game = await w.aGame();
    const requestId = randomUUID();
    const result = await w.useCases.spinWheel.execute({ userId: player.id, gameId: game.id, requestId });
    if (result.ok) throw new Error('expected a decline');
    const number = heldNumberOf(result.error);
    expect(result.error).toEqual({
      code: 'PAYMENT_DECLINED',
      message: text(number),
      paymentFailed: true,
      number,
      paymentMessage: text(number),
      declineCode: code,
    });
    expect(text(number).includes('update your payment')).toBe(updateDialog);
    const claim = await w.repos.numbers.findByRequestId(player.id, requestId);
    expect(claim).toMatchObject({ status: 'held', number });
    expect(await w.useCases.getOpenHold.execute({ userId: player.id, gameId: game.id })).toMatchObject({
      number,
      paymentMessage: text(number),
    });
    // The same request again: the same answer, no second charge.
    expect(await w.useCases.spinWheel.execute({ userId: player.id, gameId: game.id, requestId })).toEqual(
      result,
    );
    // Time passes and the reconciler runs: the hold ends, nothing is charged.
    for (const minutes of [1, 5, 10, 30]) {
      w.clock.advance(minutes * 60_000);
      await w.useCases.reconcilePayments.execute();
    }
    expect(await w.repos.numbers.findById(claim?.id ?? '')).toMatchObject({ status: 'released' });
    expect(await w.repos.numbers.listAvailable(game.id)).toContain(number);
    expect(w.gateway.charges).toHaveLength(1);
    expect(w.completed()).toEqual([]);
    expect(await w.repos.payments.findPayment(claim?.id ?? '')).toBeNull();
  });
});
