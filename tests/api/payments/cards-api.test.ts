import { beforeEach, describe, expect, it } from 'vitest';
import { ACCEPTED_BRANDS_MESSAGE } from '../../../domain/payments/payment-messages';
import { buildTestApp, type TestApp } from '../support/test-app';

describe('card routes (REST and tRPC) on the simulator', () => {
  let t: TestApp;
  let me: { cookie: string; id: number };
  beforeEach(async () => {
    t = buildTestApp();
    me = await t.signUp();
  });
  const json = async (response: Response) => ({ status: response.status, body: await response.json() });
  const post = (path: string, body: unknown, cookie = me.cookie) =>
    t.call('POST', path, { json: body, cookie }).then(json);
  const get = (path: string, cookie = me.cookie) => t.call('GET', path, { cookie }).then(json);

  it('adds the first card as the default and shows it on the user', async () => {
    expect((await get('/api/user')).body).toMatchObject({
      cardOnFile: false,
      cardBrand: null,
      cardLast4: null,
    });
    expect(await get('/api/user/default-card')).toEqual({ status: 200, body: null });
    const added = await post('/api/card/add', {
      cardNonce: 'cnon:card-nonce-ok',
      cardholderName: 'Pat Player',
    });
    expect(added).toEqual({
      status: 200,
      body: {
        card: {
          id: expect.any(Number),
          cardBrand: 'Visa',
          cardLast4: '1111',
          cardholderName: 'Pat Player',
          expiryMonth: 12,
          expiryYear: expect.any(Number),
          isDefault: true,
        },
        cardBrand: 'Visa',
        cardLast4: '1111',
        message: 'Payment card added successfully!',
      },
    });
    expect((await get('/api/user')).body).toMatchObject({
      cardOnFile: true,
      cardBrand: 'Visa',
      cardLast4: '1111',
    });
    expect((await get('/api/user/default-card')).body).toEqual({
      squareCustomerId: expect.stringMatching(/^sim-cust-/),
      squareCardId: expect.stringMatching(/^sim-card-ok-/),
      cardNonce: null,
    });
  });

  it('takes the game-page payload, trusting the gateway over the browser for brand and digits', async () => {
    await post('/api/card/add', { cardNonce: 'cnon:card-nonce-ok' });
    const added = await post('/api/payment-cards', {
      cardNonce: 'cnon:card-nonce-ok-amex',
      verificationToken: 'verf:123',
      cardLast4: '9999',
      cardBrand: 'JCB',
      expiryMonth: 1,
      expiryYear: 2020,
      cardholderName: 'Pat Player',
    });
    expect(added).toMatchObject({ status: 201, body: { cardBrand: 'American Express', cardLast4: '8431' } });
    const cards = (await get('/api/payment-cards')).body;
    expect(cards.map((c: { cardBrand: string; isDefault: boolean }) => [c.cardBrand, c.isDefault])).toEqual([
      ['Visa', true],
      ['American Express', false],
    ]);
    const amex = cards[1].id;
    expect(
      await t.call('PUT', `/api/payment-cards/${amex}/set-default`, { cookie: me.cookie }).then(json),
    ).toMatchObject({
      status: 200,
      body: { success: true, message: 'Default card updated', card: { id: amex, isDefault: true } },
    });
    expect((await get('/api/user')).body).toMatchObject({ cardBrand: 'American Express', cardLast4: '8431' });
    expect(await t.call('DELETE', `/api/payment-cards/${amex}`, { cookie: me.cookie }).then(json)).toEqual({
      status: 200,
      body: { success: true, message: 'Card removed successfully' },
    });
    expect((await get('/api/payment-cards')).body).toMatchObject([{ cardBrand: 'Visa', isDefault: true }]);
  });

  it("answers 404 for another player's card and changes nothing", async () => {
    const other = await t.signUp();
    const theirs = (await post('/api/card/add', { cardNonce: 'cnon:card-nonce-ok' }, other.cookie)).body.card
      .id;
    await post('/api/card/add', { cardNonce: 'cnon:card-nonce-ok-discover' });
    for (const [method, path] of [
      ['DELETE', `/api/payment-cards/${theirs}`],
      ['PUT', `/api/payment-cards/${theirs}/set-default`],
    ] as const) {
      expect(await t.call(method, path, { cookie: me.cookie }).then(json)).toEqual({
        status: 404,
        body: { code: 'NOT_FOUND', message: 'Payment card not found' },
      });
    }
    const trpc = await t.call('POST', '/trpc/cards.remove', { json: { id: theirs }, cookie: me.cookie });
    expect(trpc.status).toBe(404);
    expect((await get('/api/payment-cards', other.cookie)).body).toMatchObject([
      { id: theirs, isDefault: true },
    ]);
  });

  it('refuses bad input naming the field, and cards we do not take', async () => {
    expect(await post('/api/card/add', {})).toMatchObject({
      status: 400,
      body: { code: 'INVALID_INPUT', field: 'cardNonce' },
    });
    expect(await post('/api/card/add', { cardNonce: '   ' })).toMatchObject({
      status: 400,
      body: { field: 'cardNonce' },
    });
    expect(await post('/api/card/add', { cardNonce: 'cnon:card-nonce-ok', state: 7 })).toMatchObject({
      status: 400,
      body: { field: 'state' },
    });
    expect(await t.call('DELETE', '/api/payment-cards/abc', { cookie: me.cookie }).then(json)).toMatchObject({
      status: 400,
      body: { field: 'id' },
    });
    expect(await post('/api/card/add', { cardNonce: 'cnon:card-nonce-ok-jcb' })).toEqual({
      status: 400,
      body: {
        code: 'UNSUPPORTED_CARD_BRAND',
        message: ACCEPTED_BRANDS_MESSAGE,
        field: 'cardNonce',
        declineCode: 'UNSUPPORTED_CARD_BRAND',
      },
    });
    expect(await post('/api/card/add', { cardNonce: 'garbage-token' })).toMatchObject({
      status: 400,
      body: { code: 'CARD_REFUSED', declineCode: 'INVALID_CARD_DATA' },
    });
    expect((await get('/api/payment-cards')).body).toEqual([]);
    expect(await post('/api/card/add', { cardNonce: 'cnon:card-nonce-ok' }, '')).toMatchObject({
      status: 401,
    });
  });

  it('serves the same use cases over tRPC, and the card form setup publicly', async () => {
    const trpc = (path: string, input?: unknown) =>
      input === undefined
        ? t.call('GET', `/trpc/${path}`, { cookie: me.cookie }).then(json)
        : t.call('POST', `/trpc/${path}`, { json: input, cookie: me.cookie }).then(json);
    expect((await trpc('cards.defaultCard')).body.result.data).toBeNull();
    const added = await trpc('cards.add', { cardNonce: 'cnon:card-nonce-ok-mastercard', state: 'TN' });
    expect(added.body.result.data).toMatchObject({ cardBrand: 'Mastercard', cardLast4: '4444' });
    expect((await trpc('cards.list')).body.result.data).toMatchObject([
      { cardBrand: 'Mastercard', isDefault: true },
    ]);
    expect((await trpc('cards.defaultCard')).body.result.data).toMatchObject({ cardNonce: null });
    const setup = await t.call('GET', '/trpc/config.payments').then(json);
    expect(setup.body.result.data).toEqual({ provider: 'simulator' });
  });
});
