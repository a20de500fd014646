import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { User } from '../../../domain/accounts/user';
import type { Game } from '../../../domain/games/game';
import { heldNumberWorld, type PaymentsWorld, UNSETTLED_REPEAT_WAIT_MS } from './payments-world';

const MINUTE = 60_000;

describe('PayHeldNumber: process-payment for a held number', () => {
  let w: PaymentsWorld;
  let player: User;
  let game: Game;
  let held: number;
  beforeEach(async () => {
    ({ w, player, game, held } = await heldNumberWorld());
  });
  const pay = (fields: { number?: number; cardNonce?: string } = {}) =>
    w.useCases.payHeldNumber.execute({ userId: player.id, gameId: game.id, number: held, ...fields });

  it('pays with a new card, which becomes the default, and claims the number', async () => {
    const result = await pay({ cardNonce: 'cnon:card-nonce-ok-mastercard' });
    expect(result).toMatchObject({
      ok: true,
      value: { status: 'paid', claim: { number: held, status: 'paid' } },
    });
    expect(await w.useCases.getDefaultCard.execute(player.id)).toMatchObject({
      brand: 'MASTERCARD',
      last4: '4444',
    });
    expect(w.completed()).toEqual([expect.objectContaining({ amountCents: held * 100 })]);
    const claim = await w.repos.numbers.findOpenHold(player.id, game.id, w.clock.now());
    expect(claim).toBeNull();
    // Asked again (a double submit or a retry): paid already, nothing charged.
    expect(await pay()).toMatchObject({ ok: true, value: { status: 'paid' } });
    expect(w.completed()).toHaveLength(1);
    expect(w.gateway.charges).toHaveLength(2);
  });

  it('declines again with the same card: still held, the hold not extended', async () => {
    w.clock.advance(4 * MINUTE);
    const result = await pay();
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'PAYMENT_DECLINED', declineCode: 'INSUFFICIENT_FUNDS', number: held },
    });
    const hold = await w.useCases.getOpenHold.execute({ userId: player.id, gameId: game.id });
    expect(hold?.expiresAt.getTime()).toBe(w.clock.now().getTime() + 6 * MINUTE);
    // Each attempt the player asks for is a new idempotency key; nothing else is ever charged.
    expect(new Set(w.gateway.charges.map((c) => c.idempotencyKey)).size).toBe(2);
    w.clock.advance(6 * MINUTE);
    expect(await pay({ cardNonce: 'cnon:card-nonce-ok' })).toMatchObject({
      ok: false,
      error: { code: 'HOLD_EXPIRED' },
    });
    await w.useCases.reconcilePayments.execute();
    expect(w.gateway.charges).toHaveLength(2);
  });

  it('refuses a number that is not held for the player', async () => {
    const other = await w.aPlayer('ok');
    expect(
      await w.useCases.payHeldNumber.execute({ userId: other.id, gameId: game.id, number: held }),
    ).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
    expect(await pay({ number: held === 1 ? 2 : 1 })).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
    expect(w.gateway.charges).toHaveLength(1);
  });

  it('refuses a card the gateway will not store, keeping the hold', async () => {
    expect(await pay({ cardNonce: 'cnon:card-nonce-ok-jcb' })).toMatchObject({
      ok: false,
      error: { code: 'UNSUPPORTED_CARD_BRAND' },
    });
    expect(await pay({ cardNonce: 'not-a-nonce' })).toMatchObject({
      ok: false,
      error: { code: 'CARD_REFUSED' },
    });
    expect(await w.useCases.getOpenHold.execute({ userId: player.id, gameId: game.id })).toMatchObject({
      number: held,
    });
    expect(w.gateway.charges).toHaveLength(1);
  });

  it('starts one payment at a time: while one is unconfirmed, another answers it, storing nothing', async () => {
    // The first charge's answer is lost: the second call's wait for it can only run out.
    ({ w, player, game, held } = await heldNumberWorld({ repeatWaitMs: UNSETTLED_REPEAT_WAIT_MS }));
    w.gateway.always = 'lost-answer';
    expect(await pay()).toMatchObject({ ok: true, value: { status: 'pending' } });
    const charges = w.gateway.charges.length;
    expect(await pay({ cardNonce: 'cnon:card-nonce-ok' })).toMatchObject({
      ok: true,
      value: { status: 'pending', claim: { number: held, status: 'pending' } },
    });
    expect(w.gateway.charges).toHaveLength(charges);
    expect(await w.useCases.listCards.execute(player.id)).toHaveLength(1);
    const spin = () =>
      w.useCases.spinWheel.execute({ userId: player.id, gameId: game.id, requestId: randomUUID() });
    expect(await spin()).toMatchObject({ ok: false, error: { code: 'PAYMENT_PENDING', number: held } });
    w.gateway.always = null;
    // Its hold is over, but the payment may still go through: the number is not released, no new
    // spin here until it settles (declined: this card has no funds), and only then is it released.
    w.clock.advance(11 * MINUTE);
    expect(await spin()).toMatchObject({ ok: false, error: { code: 'PAYMENT_PENDING', number: held } });
    expect(await w.useCases.reconcilePayments.execute()).toEqual({
      settled: 1,
      stillPending: 0,
      released: 1,
    });
    expect(w.completed()).toEqual([]);
    expect(await w.repos.numbers.listAvailable(game.id)).toContain(held);
  });
});
