import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limitReached } from '../../../domain/responsible-play/spending-limits';
import { periodEnd } from '../../../domain/responsible-play/spending-periods';
import type { HttpClient } from '../../support/http-client';
import { aPaidGame, playersWithCards } from '../../support/paid-spins';
import { startTestServer, type TestServer } from '../../support/test-server';

type Transport = 'REST' | 'tRPC';
type Answer = { status: number; body: Record<string, unknown> };

/**
 * Paying a held number is a charge like a spin: the same gate, on the real server. A refused payment
 * charges nothing, stores no card, answers what a spin answers, and gives the hold back where the
 * game can no longer sell the number.
 */
describe('process-payment asks the charge gate', () => {
  let server: TestServer;
  let gameId: number;
  let otherGameId: number;
  let players = 0;

  beforeAll(async () => {
    server = await startTestServer({ reconcileIntervalMs: 0 });
    gameId = await aPaidGame(server, 200);
    otherGameId = await aPaidGame(server, 200);
  });
  afterAll(async () => {
    await server?.useCases.changeSetting.execute({ key: 'maintenanceMode', value: false });
    await server?.close();
  });

  /** A player whose card has no funds, and the number their declined spin holds in `game`. */
  async function aHeldNumber(game = gameId) {
    const [player] = (await playersWithCards(
      server,
      1,
      `gate${++players}-`,
      'cnon:card-nonce-insufficient-funds',
    )) as [HttpClient];
    const key = randomUUID();
    const spin = await player.request(
      'POST',
      '/api/spin',
      { gameId: game, agreedToTerms: true },
      { 'Idempotency-Key': key },
    );
    expect(spin.body).toMatchObject({ code: 'PAYMENT_DECLINED' });
    const [claim] = await server.db.sql<{ id: string; user_id: number }[]>`
      SELECT id, user_id FROM claims WHERE request_id = ${key}`;
    if (!claim) throw new Error('no claim for the declined spin');
    return { player, number: spin.body.number as number, claimId: claim.id, userId: claim.user_id, game };
  }

  /** process-payment over REST, or spins.payHeld over tRPC, as the REST body's shape. */
  async function pay(
    player: HttpClient,
    transport: Transport,
    input: Record<string, unknown>,
  ): Promise<Answer> {
    if (transport === 'REST') return player.post('/api/process-payment', input);
    const answer = await player.post('/trpc/spins.payHeld', input);
    if (!answer.body.error) return { status: answer.status, body: answer.body.result.data };
    const {
      appCode,
      httpStatus,
      code: _code,
      path: _path,
      stack: _stack,
      ...fields
    } = answer.body.error.data;
    return { status: httpStatus, body: { code: appCode, message: answer.body.error.message, ...fields } };
  }

  const spinIn = (player: HttpClient, game: number) =>
    player.request(
      'POST',
      '/api/spin',
      { gameId: game, agreedToTerms: true },
      { 'Idempotency-Key': randomUUID() },
    );

  /** What the held claim cost and stored: attempts, payments, the player's cards, the claim's status. */
  async function traces(claimId: string, userId: number) {
    const [row] = await server.db.sql<
      { attempts: number; payments: number; cards: number; status: string }[]
    >`
      SELECT (SELECT count(*)::int FROM payment_attempts WHERE claim_id = ${claimId}) AS attempts,
        (SELECT count(*)::int FROM payments WHERE claim_id = ${claimId}) AS payments,
        (SELECT count(*)::int FROM payment_cards WHERE user_id = ${userId}) AS cards,
        (SELECT status FROM claims WHERE id = ${claimId}) AS status`;
    return row;
  }

  /** The refused payment charged nothing and stored no card: one (declined) attempt, no payment. */
  async function expectNothingCharged(
    held: { claimId: string; userId: number },
    status: 'held' | 'released',
  ) {
    expect(await traces(held.claimId, held.userId)).toEqual({ attempts: 1, payments: 0, cards: 1, status });
  }

  describe.each(['REST', 'tRPC'] as const)('over %s', (transport) => {
    it('refuses a player on a break with the spin’s answer, charging nothing and storing no card', async () => {
      const held = await aHeldNumber();
      await server.useCases.takeBreak.execute({ userId: held.userId, period: '24h' });
      const spin = await spinIn(held.player, otherGameId);
      expect(spin.body).toMatchObject({ code: 'SELF_EXCLUDED' });
      const paid = await pay(held.player, transport, {
        gameId,
        number: held.number,
        cardNonce: 'cnon:card-nonce-ok',
      });
      expect(paid).toEqual({ status: spin.status, body: spin.body });
      await expectNothingCharged(held, 'held');
    });

    it('refuses a player whose limits are $0, naming the held number’s price', async () => {
      const held = await aHeldNumber();
      const limits = { daily: 0, weekly: 0, monthly: 0 };
      await server.useCases.setSpendingLimits.execute({ userId: held.userId, limits });
      const paid = await pay(held.player, transport, { gameId, number: held.number });
      const now = new Date();
      const expected = limitReached('daily', 0, 0, held.number * 100, periodEnd('daily', now));
      expect(paid).toEqual({ status: 403, body: { ...expected } });
      await expectNothingCharged(held, 'held');
    });

    it('refuses in maintenance mode with the spin’s answer', async () => {
      const held = await aHeldNumber();
      await server.useCases.changeSetting.execute({ key: 'maintenanceMode', value: true });
      try {
        const spin = await spinIn(held.player, otherGameId);
        expect(spin.body).toMatchObject({ code: 'MAINTENANCE' });
        const paid = await pay(held.player, transport, {
          gameId,
          number: held.number,
          cardNonce: 'cnon:card-nonce-ok',
        });
        expect(paid).toEqual({ status: spin.status, body: spin.body });
      } finally {
        await server.useCases.changeSetting.execute({ key: 'maintenanceMode', value: false });
      }
      await expectNothingCharged(held, 'held');
    });

    it('refuses after the game was deleted, and the hold ends as on expiry', async () => {
      const doomed = await aPaidGame(server, 50);
      const held = await aHeldNumber(doomed);
      const deleted = await server.useCases.deleteGame.execute(doomed);
      expect(deleted.ok).toBe(true);
      const paid = await pay(held.player, transport, {
        gameId: doomed,
        number: held.number,
        cardNonce: 'cnon:card-nonce-ok',
      });
      // The spin's answer: with the hold gone, a spin in the game meets the same refusal.
      const spin = await spinIn(held.player, doomed);
      expect(spin.body).toMatchObject({ code: 'NOT_FOUND' });
      expect(paid).toEqual({ status: spin.status, body: spin.body });
      await expectNothingCharged(held, 'released');
    });
  });

  it('20 parallel payments of a held number past a limit charge nothing', async () => {
    const held = await aHeldNumber();
    const oneDollarShort = held.number * 100 - 100;
    await server.useCases.setSpendingLimits.execute({
      userId: held.userId,
      limits: { daily: oneDollarShort, weekly: null, monthly: null },
    });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        pay(held.player, i % 2 ? 'tRPC' : 'REST', {
          gameId,
          number: held.number,
          cardNonce: 'cnon:card-nonce-ok',
        }),
      ),
    );
    for (const answer of answers) expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answers.map((a) => a.body.code)).toContain('LIMIT_REACHED');
    expect(answers.map((a) => a.body.code)).not.toContain('INTERNAL');
    await expectNothingCharged(held, 'held');
  });

  describe.each(['REST', 'tRPC'] as const)('paying with a saved card over %s', (transport) => {
    it('pays with one of the player’s own saved cards, never another player’s', async () => {
      const held = await aHeldNumber();
      const [stranger] = (await playersWithCards(server, 1, `gate${++players}-`)) as [HttpClient];
      const theirs = (await stranger.get('/api/payment-cards')).body[0].id as number;
      const refused = await pay(held.player, transport, { gameId, number: held.number, cardId: theirs });
      expect(refused).toMatchObject({ status: 400, body: { code: 'INVALID_INPUT', field: 'cardId' } });
      await expectNothingCharged(held, 'held');

      const added = await held.player.post('/api/card/add', { cardNonce: 'cnon:card-nonce-ok' });
      expect(added.status).toBe(200);
      const mine = added.body.card.id as number;
      const paid = await pay(held.player, transport, { gameId, number: held.number, cardId: mine });
      expect(paid).toMatchObject({
        status: 200,
        body: { success: true, number: held.number, status: 'paid' },
      });
      expect(await traces(held.claimId, held.userId)).toEqual({
        attempts: 2,
        payments: 1,
        cards: 2,
        status: 'paid',
      });
    });
  });
});
