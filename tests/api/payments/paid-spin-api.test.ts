import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Game } from '../../../domain/games/game';
import { PAYMENT_TOKEN_MESSAGE } from '../../../domain/payments/payment-messages';
import { buildTestApp, type TestApp } from '../support/test-app';

describe('POST /api/spin, spins.paid and process-payment on the simulator', () => {
  let t: TestApp;
  let game: Game;
  let me: { cookie: string };
  beforeEach(async () => {
    t = buildTestApp();
    game = await t.addGame((g) => g.liveAt(t.clock.now()).withTotalNumbers(50));
    me = await t.signUp();
  });
  const json = async (response: Response) => ({ status: response.status, body: await response.json() });
  const post = (path: string, body: unknown, headers: Record<string, string> = {}, cookie = me.cookie) =>
    t.call('POST', path, { json: body, cookie, headers }).then(json);
  const addCard = (nonce = 'cnon:card-nonce-ok', cookie = me.cookie) =>
    post('/api/card/add', { cardNonce: nonce }, {}, cookie);
  const spin = (headers: Record<string, string> = {}) =>
    post('/api/spin', { gameId: game.id, agreedToTerms: true }, headers);

  it('needs a session, the terms agreed and valid ids, and changes nothing otherwise', async () => {
    expect(await post('/api/spin', { gameId: game.id, agreedToTerms: true }, {}, '')).toEqual({
      status: 401,
      body: { code: 'UNAUTHENTICATED', message: 'Authentication required' },
    });
    for (const body of [
      { gameId: game.id },
      { gameId: game.id, agreedToTerms: false },
      { gameId: game.id, agreedToTerms: 'yes' },
    ]) {
      expect(await post('/api/spin', body)).toMatchObject({
        status: 400,
        body: { code: 'INVALID_INPUT', field: 'agreedToTerms' },
      });
    }
    expect(await post('/api/spin', { gameId: 'x', agreedToTerms: true })).toMatchObject({
      status: 400,
      body: { field: 'gameId' },
    });
    expect(await spin({ 'Idempotency-Key': 'has a space' })).toMatchObject({
      status: 400,
      body: { code: 'INVALID_INPUT', field: 'Idempotency-Key' },
    });
    expect(await t.persistence.repositories.numbers.countAvailable(game.id)).toBe(50);
  });

  it('refuses a player without a card with the payment-token sentence', async () => {
    expect(await spin()).toEqual({
      status: 400,
      body: { code: 'NO_PAYMENT_METHOD', message: PAYMENT_TOKEN_MESSAGE },
    });
  });

  it('charges and answers the spin; the same Idempotency-Key answers the same again', async () => {
    await addCard();
    const key = randomUUID();
    const first = await spin({ 'Idempotency-Key': key });
    expect(first).toEqual({
      status: 200,
      body: {
        spinId: expect.any(String),
        number: expect.any(Number),
        amount: first.body.number,
        isFreePlay: false,
        status: 'paid',
        message: `You claimed number ${first.body.number} for $${first.body.number}.00.`,
        gameId: game.id,
        spin: 1,
        // Scheme 3: the player's seed for this game (docs/rules/fairness.md, Seeds and the commitment).
        clientSeed: expect.stringMatching(/^[0-9a-f]{64}$/),
        instantWin: null,
      },
    });
    expect(await spin({ 'Idempotency-Key': key })).toEqual(first);
    const second = await spin();
    expect(second.body.spinId).not.toBe(first.body.spinId);
    expect(await t.persistence.repositories.numbers.countAvailable(game.id)).toBe(48);
  });

  it('answers a decline with paymentFailed, the number and the text, over REST and tRPC', async () => {
    await addCard('cnon:card-nonce-insufficient-funds');
    const declined = await spin();
    const n = declined.body.number;
    const text = `Your payment account doesn't have sufficient funds to claim number ${n}`;
    expect(declined).toEqual({
      status: 400,
      body: {
        code: 'PAYMENT_DECLINED',
        message: text,
        paymentFailed: true,
        number: n,
        paymentMessage: text,
        declineCode: 'INSUFFICIENT_FUNDS',
      },
    });
    const other = await t.signUp();
    await addCard('cnon:card-nonce-expired-card', other.cookie);
    const trpc = await post(
      '/trpc/spins.paid',
      { gameId: game.id, requestId: randomUUID(), agreedToTerms: true },
      {},
      other.cookie,
    );
    expect(trpc.status).toBe(400);
    expect(trpc.body.error.data).toMatchObject({
      appCode: 'PAYMENT_DECLINED',
      paymentFailed: true,
      number: expect.any(Number),
      paymentMessage: 'Your card has expired. Please update your payment card to continue.',
      declineCode: 'CARD_EXPIRED',
    });
    const hold = await t
      .call('GET', `/trpc/spins.openHold?input=${encodeURIComponent(JSON.stringify({ gameId: game.id }))}`, {
        cookie: other.cookie,
      })
      .then(json);
    expect(hold.body.result.data).toMatchObject({ number: trpc.body.error.data.number, paying: false });
  });

  it('pays a held number over REST and tRPC, refusing bad input by field', async () => {
    await addCard('cnon:card-nonce-declined');
    const n = (await spin()).body.number;
    expect(await post('/api/process-payment', { gameId: game.id, number: 'seven' })).toMatchObject({
      status: 400,
      body: { field: 'number' },
    });
    expect(await post('/api/process-payment', { gameId: game.id, number: n === 1 ? 2 : 1 })).toMatchObject({
      status: 404,
      body: { code: 'NOT_FOUND' },
    });
    const paid = await post('/trpc/spins.payHeld', {
      gameId: game.id,
      number: n,
      cardNonce: 'cnon:card-nonce-ok',
    });
    expect(paid.body.result.data).toEqual({
      success: true,
      status: 'paid',
      message: `Payment successful! Number ${n} is yours.`,
      number: n,
      instantWin: null,
    });
    expect(await post('/api/process-payment', { gameId: String(game.id), number: String(n) })).toMatchObject({
      status: 200,
      body: { success: true, number: n },
    });
    const spinAgain = await post('/trpc/spins.paid', {
      gameId: game.id,
      requestId: 'not-a-uuid',
      agreedToTerms: true,
    });
    expect(spinAgain.body.error.data).toMatchObject({ appCode: 'INVALID_INPUT', field: 'requestId' });
  });
});
