import { beforeEach, describe, expect, it } from 'vitest';
import type { User } from '../../../domain/accounts/user';
import type { Game } from '../../../domain/games/game';
import { Gate } from '../../support/gate';
import {
  heldNumberWorld,
  type PaymentsWorld,
  paymentsWorld,
  UNSETTLED_REPEAT_WAIT_MS,
} from './payments-world';

/** Many process-payment calls for one held number at once (a double click, a retrying client). */
describe('PayHeldNumber: concurrent calls for one held number', () => {
  let w: PaymentsWorld;
  let player: User;
  let game: Game;
  let held: number;
  beforeEach(async () => {
    ({ w, player, game, held } = await heldNumberWorld());
  });
  const payAtOnce = (n: number, cardNonce?: string) =>
    Promise.all(
      Array.from({ length: n }, () =>
        w.useCases.payHeldNumber.execute({ userId: player.id, gameId: game.id, number: held, cardNonce }),
      ),
    );
  /** n calls at once; the one charge waits at a gate until it has reached the gateway. */
  async function payWhileCharging(n: number, cardNonce?: string) {
    const gate = new Gate();
    w.gateway.gate = gate;
    const answers = payAtOnce(n, cardNonce);
    await gate.arrivals(1);
    gate.open();
    return answers;
  }
  const customerCards = async () =>
    w.simulator.listCards((await w.repos.cards.findCustomer(player.id)) ?? '');

  it('with a new card: one card stored, one charge, every call answers paid for the number', async () => {
    const answers = await payWhileCharging(5, 'cnon:card-nonce-ok-mastercard');
    for (const answer of answers) {
      expect(answer).toMatchObject({
        ok: true,
        value: { status: 'paid', claim: { number: held, priceCents: held * 100, status: 'paid' } },
      });
    }
    expect(w.completed()).toEqual([expect.objectContaining({ amountCents: held * 100 })]);
    expect(w.gateway.charges).toHaveLength(2);
    const cards = await w.useCases.listCards.execute(player.id);
    expect(cards.map((c) => [c.brand, c.isDefault])).toEqual([
      ['MASTERCARD', true],
      ['VISA', false],
    ]);
    expect((await customerCards()).map((c) => c.last4).sort()).toEqual(['4444', '9995']);
  });

  it('declined: one charge, every call answers the decline, the number still held', async () => {
    const answers = await payWhileCharging(5);
    for (const answer of answers) {
      expect(answer).toMatchObject({
        ok: false,
        error: { code: 'PAYMENT_DECLINED', declineCode: 'INSUFFICIENT_FUNDS', number: held },
      });
    }
    expect(w.gateway.charges).toHaveLength(2);
    expect(await w.useCases.getOpenHold.execute({ userId: player.id, gameId: game.id })).toMatchObject({
      number: held,
      paying: false,
    });
  });

  it('unconfirmed: one charge, every call answers that it is being confirmed', async () => {
    // The one charge's answer is lost: the other calls' wait for it can only run out.
    ({ w, player, game, held } = await heldNumberWorld({ repeatWaitMs: UNSETTLED_REPEAT_WAIT_MS }));
    w.gateway.always = 'lost-answer';
    const answers = await payAtOnce(4, 'cnon:card-nonce-ok');
    for (const answer of answers) {
      expect(answer).toMatchObject({ ok: true, value: { status: 'pending', claim: { number: held } } });
    }
    expect(new Set(w.gateway.charges.slice(1).map((c) => c.idempotencyKey)).size).toBe(1);
    expect(await w.useCases.listCards.execute(player.id)).toHaveLength(2);
  });

  it('a card the gateway refuses charges nothing: each call says so and the hold stays open', async () => {
    const answers = await payAtOnce(3, 'cnon:card-nonce-ok-jcb');
    for (const answer of answers) {
      expect(answer).toMatchObject({ ok: false, error: { code: 'UNSUPPORTED_CARD_BRAND' } });
    }
    expect(w.gateway.charges).toHaveLength(1);
    expect(await w.useCases.getOpenHold.execute({ userId: player.id, gameId: game.id })).toMatchObject({
      number: held,
      paying: false,
    });
    expect(
      await w.useCases.payHeldNumber.execute({
        userId: player.id,
        gameId: game.id,
        number: held,
        cardNonce: 'cnon:card-nonce-ok',
      }),
    ).toMatchObject({ ok: true, value: { status: 'paid' } });
  });

  it('a gateway outage while storing the card charges nothing and gives the hold back', async () => {
    const saveCard = w.gateway.saveCard;
    w.gateway.saveCard = async () => {
      throw new Error('Square save card failed: 503');
    };
    for (const answer of await payAtOnce(3, 'cnon:card-nonce-ok')) {
      expect(answer).toMatchObject({ ok: false, error: { code: 'PAYMENT_UNAVAILABLE' } });
    }
    expect(w.gateway.charges).toHaveLength(1);
    expect(await w.useCases.getOpenHold.execute({ userId: player.id, gameId: game.id })).toMatchObject({
      number: held,
      paying: false,
    });
    w.gateway.saveCard = saveCard;
    expect(await payAtOnce(1, 'cnon:card-nonce-ok')).toMatchObject([{ ok: true, value: { status: 'paid' } }]);
  });
});

describe('AddCard: the same card added at once', () => {
  it('stores one card; every call answers it and the gateway copies are disabled', async () => {
    const w = paymentsWorld();
    const player = await w.aPlayer(null);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        w.useCases.addCard.execute({
          userId: player.id,
          nonce: 'cnon:card-nonce-ok',
          verificationToken: null,
          cardholderName: null,
        }),
      ),
    );
    const ids = answers.map((a) => (a.ok ? a.value.id : null));
    expect(new Set(ids)).toEqual(new Set([ids[0]]));
    expect(answers[0]).toMatchObject({ ok: true, value: { brand: 'VISA', last4: '1111', isDefault: true } });
    const cards = await w.useCases.listCards.execute(player.id);
    expect(cards).toHaveLength(1);
    const customer = (await w.repos.cards.findCustomer(player.id)) ?? '';
    expect((await w.simulator.listCards(customer)).map((c) => c.cardId)).toEqual([cards[0]?.gatewayCardId]);
    // Added again later: the same card, nothing new on file.
    const again = await w.useCases.addCard.execute({
      userId: player.id,
      nonce: 'cnon:card-nonce-ok',
      verificationToken: null,
      cardholderName: null,
    });
    expect(again).toMatchObject({ ok: true, value: { id: cards[0]?.id } });
    expect(await w.simulator.listCards(customer)).toHaveLength(1);
  });
});
