import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { PAYMENT_TOKEN_MESSAGE } from '../../../domain/payments/payment-messages';
import { HOLD_MINUTES } from '../../../domain/play/hold-policy';
import { heldNumberOf } from '../../support/error-fields';
import { type PaymentsWorld, paymentsWorld } from './payments-world';

const MINUTE = 60_000;

describe('SpinWheel: the paid spin', () => {
  let w: PaymentsWorld;
  beforeEach(() => {
    w = paymentsWorld();
  });
  const spin = (userId: number, gameId: number, requestId: string = randomUUID()) =>
    w.useCases.spinWheel.execute({ userId, gameId, requestId });

  it('claims a number, charges its price once to the default card and writes the ledger', async () => {
    const player = await w.aPlayer('ok');
    const game = await w.aGame();
    const result = await spin(player.id, game.id);
    if (!result.ok) throw new Error(result.error.message);
    const { claim, status } = result.value;
    expect(status).toBe('paid');
    expect(claim).toMatchObject({ status: 'paid', kind: 'paid', priceCents: claim.number * 100 });
    expect(w.completed()).toEqual([
      expect.objectContaining({
        idempotencyKey: claim.id,
        referenceId: claim.id,
        amountCents: claim.number * 100,
      }),
    ]);
    expect(await w.repos.payments.findPayment(claim.id)).toMatchObject({
      amountCents: claim.number * 100,
      gatewayPaymentId: w.completed()[0]?.paymentId,
    });
    expect(await w.useCases.getAvailableNumbers.execute(game.id)).toMatchObject({ ok: true });
    const left = await w.repos.numbers.listAvailable(game.id);
    expect(left).not.toContain(claim.number);
    expect(left).toHaveLength(19);
  });

  it('takes no paid spin in a game whose every number is free: its way in is the free entry', async () => {
    const player = await w.aPlayer('ok');
    const game = await w.aGame((g) => g.withTotalNumbers(4).allFree());
    const result = await spin(player.id, game.id);
    expect(result).toMatchObject({ ok: false, error: { code: 'NO_NUMBER_FOR_SALE' } });
    expect(w.gateway.charges).toEqual([]);
    expect(await w.repos.numbers.listAvailable(game.id)).toHaveLength(4);
  });

  it('answers a repeated request id with the first answer and never charges again', async () => {
    const player = await w.aPlayer('ok');
    const game = await w.aGame();
    const requestId = randomUUID();
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => spin(player.id, game.id, requestId)));
    const again = await spin(player.id, game.id, requestId);
    for (const answer of [...answers, again]) expect(answer).toEqual(answers[0]);
    expect(w.gateway.charges).toHaveLength(1);
    expect(await w.repos.numbers.listAvailable(game.id)).toHaveLength(19);
    const other = await w.aGame();
    expect(await spin(player.id, other.id, requestId)).toMatchObject({
      ok: false,
      error: { code: 'REQUEST_ID_REUSED' },
    });
  });

  it('refuses without a default card, with the payment-token sentence, changing nothing', async () => {
    const player = await w.aPlayer(null);
    const game = await w.aGame();
    expect(await spin(player.id, game.id)).toEqual({
      ok: false,
      error: { code: 'NO_PAYMENT_METHOD', message: PAYMENT_TOKEN_MESSAGE },
    });
    expect(PAYMENT_TOKEN_MESSAGE).toContain('update your payment');
    expect(await w.repos.numbers.countAvailable(game.id)).toBe(20);
  });

  it('refuses a player without an eligible state and a game that is not live', async () => {
    const stateless = await w.aPlayer('ok', { state: null });
    const game = await w.aGame();
    expect(await spin(stateless.id, game.id)).toMatchObject({
      ok: false,
      error: { code: 'NOT_ELIGIBLE', field: 'state' },
    });
    const player = await w.aPlayer('ok');
    w.clock.advance(241 * 60 * MINUTE);
    expect(await spin(player.id, game.id)).toMatchObject({ ok: false, error: { code: 'GAME_ENDED' } });
    expect(await spin(player.id, 999_999)).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
    expect(w.gateway.charges).toEqual([]);
  });

  it('refuses in maintenance mode', async () => {
    const player = await w.aPlayer('ok');
    const game = await w.aGame();
    const changed = await w.useCases.changeSetting.execute({ key: 'maintenanceMode', value: true } as never);
    expect(changed).toMatchObject({ ok: true });
    expect(await spin(player.id, game.id)).toMatchObject({ ok: false, error: { code: 'MAINTENANCE' } });
    expect(w.gateway.charges).toEqual([]);
  });

  it('sells every number once, then says the game is complete', async () => {
    const game = await w.aGame((g) => g.withTotalNumbers(5));
    const players = await Promise.all([1, 2, 3, 4, 5, 6, 7].map(() => w.aPlayer('ok')));
    const answers = await Promise.all(players.map((p) => spin(p.id, game.id)));
    const numbers = answers.flatMap((a) => (a.ok ? [a.value.claim.number] : []));
    expect(numbers.sort()).toEqual([1, 2, 3, 4, 5]);
    // While the last numbers' charges are in flight they are not sold yet: nothing is for sale.
    for (const answer of answers.filter((a) => !a.ok)) {
      expect(['GAME_COMPLETE', 'NO_NUMBER_FOR_SALE']).toContain(!answer.ok && answer.error.code);
    }
    expect(answers.filter((a) => !a.ok)).toHaveLength(2);
    expect(await spin(players[0]?.id ?? 0, game.id)).toMatchObject({
      ok: false,
      error: { code: 'GAME_COMPLETE' },
    });
    expect(w.completed().reduce((sum, p) => sum + p.amountCents, 0)).toBe(1500);
  });

  it(`holds a declined number for ${HOLD_MINUTES} minutes, then releases it without charging again`, async () => {
    const player = await w.aPlayer('declined');
    const game = await w.aGame();
    const first = await spin(player.id, game.id);
    if (first.ok) throw new Error('expected a decline');
    const number = heldNumberOf(first.error);
    expect(first.error).toMatchObject({
      code: 'PAYMENT_DECLINED',
      paymentFailed: true,
      declineCode: 'GENERIC_DECLINE',
    });
    const again = await spin(player.id, game.id);
    expect(again).toMatchObject({ ok: false, error: { code: 'HOLD_OPEN', number } });
    expect(!again.ok && again.error.message).toContain(`number ${number}`);
    expect(!again.ok && again.error.message).toContain('10 more minutes');
    expect(await w.useCases.getOpenHold.execute({ userId: player.id, gameId: game.id })).toMatchObject({
      number,
      amountCents: number * 100,
      expiresAt: new Date(w.clock.now().getTime() + 10 * MINUTE),
    });

    w.clock.advance(9 * MINUTE);
    expect(await w.useCases.reconcilePayments.execute()).toMatchObject({ released: 0 });
    expect(await w.repos.numbers.listAvailable(game.id)).not.toContain(number);
    w.clock.advance(MINUTE);
    expect(await w.useCases.reconcilePayments.execute()).toMatchObject({ released: 1, settled: 0 });
    expect(await w.repos.numbers.listAvailable(game.id)).toContain(number);
    expect(await w.useCases.getOpenHold.execute({ userId: player.id, gameId: game.id })).toBeNull();
    expect(w.gateway.charges).toHaveLength(1);
    expect(w.completed()).toEqual([]);
  });

  it('lets a held player spin in another game, and again here once the hold ended', async () => {
    const player = await w.aPlayer('declined');
    const [here, there] = [await w.aGame(), await w.aGame()];
    await spin(player.id, here.id);
    expect(await spin(player.id, there.id)).toMatchObject({ ok: false, error: { code: 'PAYMENT_DECLINED' } });
    w.clock.advance(10 * MINUTE);
    // Without the reconciler: the spin itself returns expired holds of the game to the pool first.
    expect(await spin(player.id, here.id)).toMatchObject({ ok: false, error: { code: 'PAYMENT_DECLINED' } });
    expect(w.gateway.charges).toHaveLength(3);
  });
});
