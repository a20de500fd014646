import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PaymentGateway } from '../../../application/payments/ports/payment-gateway';
import type { User } from '../../../domain/accounts/user';
import type { Game } from '../../../domain/games/game';
import type { NumberClaim } from '../../../domain/play/number-claim';
import { type PaymentsWorld, paymentsWorld, UNSETTLED_REPEAT_WAIT_MS } from './payments-world';

const MINUTE = 60_000;

/**
 * A process-payment call takes the held number (pending) before it stores the card; if its process
 * ends right then, no attempt exists and nobody would settle the number. The reconciler gives it back.
 */
describe('a held number whose payer stopped before charging', () => {
  let w: PaymentsWorld;
  let player: User;
  let game: Game;
  let hold: NumberClaim;
  beforeEach(async () => {
    // No charge here settles while a call waits for it (each stalls, or its answer is lost).
    w = paymentsWorld({ repeatWaitMs: UNSETTLED_REPEAT_WAIT_MS });
    player = await w.aPlayer('insufficient-funds');
    game = await w.aGame();
    await w.useCases.spinWheel.execute({ userId: player.id, gameId: game.id, requestId: randomUUID() });
    const open = await w.repos.numbers.findOpenHold(player.id, game.id, w.clock.now());
    if (!open) throw new Error('expected a held number');
    hold = open;
  });
  const pay = (cardNonce?: string) =>
    w.useCases.payHeldNumber.execute({ userId: player.id, gameId: game.id, number: hold.number, cardNonce });

  it('is answered as being confirmed meanwhile, then held again and released once its hold ended', async () => {
    // The payer took it and its process ended before it stored the card.
    expect(await w.repos.numbers.reopenHold(hold.id, w.clock.now())).toBe(true);
    expect(await pay()).toMatchObject({ ok: true, value: { status: 'pending' } });
    w.clock.advance(10 * MINUTE);
    expect(await w.useCases.reconcilePayments.execute()).toMatchObject({ released: 0 });
    w.clock.advance(MINUTE);
    expect(await w.useCases.reconcilePayments.execute()).toMatchObject({ released: 1 });
    expect(await w.repos.numbers.listAvailable(game.id)).toContain(hold.number);
    expect(await pay()).toMatchObject({ ok: false, error: { code: 'HOLD_EXPIRED' } });
    expect(w.gateway.charges).toHaveLength(1);
  });

  it('a payer too slow to charge before the number was given back charges nothing', async () => {
    const saveCard = w.gateway.saveCard;
    let saving!: () => void;
    const reachedGateway = new Promise<void>((resolve) => {
      saving = resolve;
    });
    let answerGateway!: () => void;
    const gatewayAnswers = new Promise<void>((resolve) => {
      answerGateway = resolve;
    });
    w.gateway.saveCard = async (input: Parameters<PaymentGateway['saveCard']>[0]) => {
      saving();
      await gatewayAnswers;
      return saveCard(input);
    };
    const paying = pay('cnon:card-nonce-ok');
    await reachedGateway;
    w.clock.advance(11 * MINUTE);
    expect(await w.useCases.reconcilePayments.execute()).toMatchObject({ released: 1 });
    answerGateway();
    expect(await paying).toMatchObject({ ok: false, error: { code: 'HOLD_EXPIRED', number: hold.number } });
    expect(w.gateway.charges).toHaveLength(1);
    expect(await w.repos.numbers.findById(hold.id)).toMatchObject({ status: 'released' });
  });

  it('a payment under way is never given back, however long its hold has ended', async () => {
    w.gateway.always = 'lost-answer';
    expect(await pay()).toMatchObject({ ok: true, value: { status: 'pending' } });
    w.clock.advance(11 * MINUTE);
    expect(await w.useCases.reconcilePayments.execute()).toEqual({
      settled: 0,
      stillPending: 1,
      released: 0,
    });
    expect(await w.repos.numbers.findById(hold.id)).toMatchObject({ status: 'pending' });
    w.gateway.always = null;
    w.clock.advance(MINUTE);
    expect(await w.useCases.reconcilePayments.execute()).toEqual({
      settled: 1,
      stillPending: 0,
      released: 1,
    });
    expect(w.completed()).toEqual([]);
  });
});
