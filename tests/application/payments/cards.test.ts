import { beforeEach, describe, expect, it } from 'vitest';
import { ACCEPTED_BRANDS_MESSAGE } from '../../../domain/payments/payment-messages';
import { type PaymentsWorld, paymentsWorld } from './payments-world';

describe('cards on file', () => {
  let w: PaymentsWorld;
  beforeEach(() => {
    w = paymentsWorld();
  });
  const add = (
    userId: number,
    nonce: string,
    extra: { state?: string | null; cardholderName?: string | null } = {},
  ) =>
    w.useCases.addCard.execute({
      userId,
      nonce,
      verificationToken: null,
      cardholderName: extra.cardholderName ?? null,
      state: extra.state,
    });

  it('stores the gateway card, the first as the default, and lists the default first', async () => {
    const player = await w.aPlayer(null);
    const first = await add(player.id, 'cnon:card-nonce-ok', { cardholderName: 'Pat Payer' });
    const second = await add(player.id, 'cnon:card-nonce-ok-amex');
    expect(first).toMatchObject({
      ok: true,
      value: { brand: 'VISA', last4: '1111', isDefault: true, cardholderName: 'Pat Payer', expMonth: 12 },
    });
    expect(second).toMatchObject({
      ok: true,
      value: { brand: 'AMERICAN_EXPRESS', last4: '8431', isDefault: false },
    });
    const cards = await w.useCases.listCards.execute(player.id);
    expect(cards.map((c) => [c.brand, c.isDefault])).toEqual([
      ['VISA', true],
      ['AMERICAN_EXPRESS', false],
    ]);
    // One gateway customer for the player; both cards live there.
    const customer = await w.repos.cards.findCustomer(player.id);
    expect((await w.simulator.listCards(customer ?? '')).map((c) => c.last4).sort()).toEqual([
      '1111',
      '8431',
    ]);
  });

  it('accepts the four brands and refuses any other, disabling it at the gateway', async () => {
    const player = await w.aPlayer(null);
    for (const nonce of ['ok', 'ok-mastercard', 'ok-amex', 'ok-discover']) {
      expect((await add(player.id, `cnon:card-nonce-${nonce}`)).ok, nonce).toBe(true);
    }
    const jcb = await add(player.id, 'cnon:card-nonce-ok-jcb');
    expect(jcb).toEqual({
      ok: false,
      error: {
        code: 'UNSUPPORTED_CARD_BRAND',
        message: ACCEPTED_BRANDS_MESSAGE,
        declineCode: 'UNSUPPORTED_CARD_BRAND',
        field: 'cardNonce',
      },
    });
    expect(await w.useCases.listCards.execute(player.id)).toHaveLength(4);
    const customer = await w.repos.cards.findCustomer(player.id);
    expect(await w.simulator.listCards(customer ?? '')).toHaveLength(4);
  });

  it('refuses a nonce the gateway does not accept, storing nothing', async () => {
    const player = await w.aPlayer(null);
    expect(await add(player.id, 'cnon:made-up')).toMatchObject({
      ok: false,
      error: { code: 'CARD_REFUSED', declineCode: 'INVALID_CARD_DATA', field: 'cardNonce' },
    });
    expect(await w.useCases.listCards.execute(player.id)).toEqual([]);
    expect(await w.useCases.getDefaultCard.execute(player.id)).toBeNull();
  });

  it('refuses a token no card can come from with the payment-token sentence, before asking the gateway', async () => {
    const player = await w.aPlayer(null);
    for (const nonce of ['short', 'an-expired-token-value']) {
      expect(await add(player.id, nonce)).toMatchObject({
        ok: false,
        error: {
          code: 'NO_PAYMENT_METHOD',
          field: 'cardNonce',
          message: expect.stringContaining('update your payment'),
        },
      });
    }
    expect(await w.repos.cards.findCustomer(player.id)).toBeNull();
  });

  it('gives an account without a state the one the card setup step asks for, if eligible', async () => {
    const player = await w.aPlayer(null, { state: null });
    expect(await add(player.id, 'cnon:card-nonce-ok', { state: 'NY' })).toMatchObject({
      ok: false,
      error: { code: 'NOT_ELIGIBLE', field: 'state' },
    });
    expect(await w.useCases.listCards.execute(player.id)).toEqual([]);
    expect((await add(player.id, 'cnon:card-nonce-ok', { state: 'tx' })).ok).toBe(true);
    expect(await w.repos.users.findById(player.id)).toMatchObject({ state: 'TX', firstName: 'Pat' });
    // A state the account already has is kept.
    await add(player.id, 'cnon:card-nonce-ok-amex', { state: 'CA' });
    expect(await w.repos.users.findById(player.id)).toMatchObject({ state: 'TX' });
  });

  it('sets the default and removes cards, only the player’s own', async () => {
    const [me, other] = [await w.aPlayer(null), await w.aPlayer('ok')];
    const visa = await add(me.id, 'cnon:card-nonce-ok');
    const amex = await add(me.id, 'cnon:card-nonce-ok-amex');
    if (!visa.ok || !amex.ok) throw new Error('cards not added');
    const theirs = (await w.useCases.listCards.execute(other.id))[0];
    expect(await w.useCases.setDefaultCard.execute({ userId: me.id, cardId: amex.value.id })).toMatchObject({
      ok: true,
      value: { id: amex.value.id, isDefault: true },
    });
    expect(await w.useCases.getDefaultCard.execute(me.id)).toMatchObject({ id: amex.value.id });
    for (const cardId of [theirs?.id ?? 0, 999_999]) {
      expect(await w.useCases.setDefaultCard.execute({ userId: me.id, cardId })).toMatchObject({
        ok: false,
        error: { code: 'NOT_FOUND' },
      });
      expect(await w.useCases.removeCard.execute({ userId: me.id, cardId })).toMatchObject({
        ok: false,
        error: { code: 'NOT_FOUND' },
      });
    }
    expect(await w.useCases.listCards.execute(other.id)).toHaveLength(1);

    expect(await w.useCases.removeCard.execute({ userId: me.id, cardId: amex.value.id })).toEqual({
      ok: true,
      value: undefined,
    });
    expect(await w.useCases.getDefaultCard.execute(me.id)).toMatchObject({ id: visa.value.id });
    const customer = await w.repos.cards.findCustomer(me.id);
    expect((await w.simulator.listCards(customer ?? '')).map((c) => c.last4)).toEqual(['1111']);
  });

  it('answers a gateway outage with a clear 503-style error and stores nothing', async () => {
    const player = await w.aPlayer(null);
    w.gateway.saveCard = async () => {
      throw new Error('Square save card failed: 503');
    };
    expect(await add(player.id, 'cnon:card-nonce-ok')).toMatchObject({
      ok: false,
      error: { code: 'PAYMENT_UNAVAILABLE' },
    });
    expect(await w.useCases.listCards.execute(player.id)).toEqual([]);
    expect(w.logger.lines).toEqual([
      expect.objectContaining({ level: 'error', fields: expect.objectContaining({ userId: player.id }) }),
    ]);
  });

  it('disables every stored card at the gateway when the account is deleted', async () => {
    const player = await w.aPlayer('ok');
    await add(player.id, 'cnon:card-nonce-ok-discover');
    const customer = (await w.repos.cards.findCustomer(player.id)) ?? '';
    expect(await w.simulator.listCards(customer)).toHaveLength(2);
    expect(await w.useCases.deleteAccount.execute(player.id)).toBe(true);
    expect(await w.simulator.listCards(customer)).toEqual([]);
    expect(await w.useCases.listCards.execute(player.id)).toEqual([]);
  });
});
