import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SimulatedPaymentGateway } from '../../../adapters/payments-simulator/simulated-payment-gateway';
import { belowMinimumReason } from '../../../domain/games/minimum-to-run';
import { ManualClock } from '../../api/support/test-app';
import { playersWithCards, startPaymentServer } from '../../support/paid-spins';
import { type TestDatabase, withTestDatabase } from '../../support/test-database';
import type { TestServer } from '../../support/test-server';
import { signInAdminAt } from '../support/admin-session';
import { adminCalls, paidSpins, reconcileUntilRefunded, refundsAndMail } from './cancel-game-support';

const HOUR = 3_600_000;

/**
 * The minimum to run decided at a game's end by two server processes' closers racing on one database
 * (PostgreSQL when DATABASE_URL is set, else PGlite): cancelled, or extended, exactly once.
 */
describe('a minimum to run with two server processes', { timeout: 180_000 }, () => {
  const clock = new ManualClock(new Date());
  let db: TestDatabase;
  let one: TestServer;
  let two: TestServer;
  let admin: ReturnType<typeof adminCalls>;

  beforeAll(async () => {
    db = await withTestDatabase();
    one = await startPaymentServer(new SimulatedPaymentGateway(), { db, overrides: { clock } });
    two = await startPaymentServer(new SimulatedPaymentGateway(), { db, overrides: { clock } });
    admin = adminCalls(one, await signInAdminAt(one.url));
  }, 60_000);
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await db?.close();
  });

  async function aGameWithMinimum(extra: Record<string, unknown>) {
    // The clock moved past the last session's idle limit.
    admin = adminCalls(one, await signInAdminAt(one.url));
    const created = await admin.call('POST', '/api/admin/games', {
      name: 'Minimum Wheel',
      prize: 'Kayak',
      totalNumbers: 30,
      durationHours: 1,
      freePlay: false,
      minimumToRun: 5,
      ...extra,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body as { id: number; endTime: string; minimumToRun: unknown };
  }
  const closeOnBoth = () =>
    Promise.all([one.useCases.closeGames.execute(), two.useCases.closeGames.execute()]);
  const logOf = async (gameId: number) =>
    (await admin.call('GET', `/api/games/${gameId}/fairness`)).body.log as {
      type: string;
      detail?: string;
    }[];

  it('checks the fields at creation: a whole number within the game, and extendHours when extending', async () => {
    for (const [body, field] of [
      [{ minimumToRun: 0 }, 'minimumToRun'],
      [{ minimumToRun: 31 }, 'minimumToRun'],
      [{ minimumToRun: 2.5 }, 'minimumToRun'],
      [{ minimumToRun: 5, belowMinimum: 'extend' }, 'extendHours'],
      [{ minimumToRun: 5, belowMinimum: 'extend', extendHours: 0 }, 'extendHours'],
    ] as const) {
      const refused = await admin.call('POST', '/api/admin/games', {
        name: 'Bad',
        prize: 'Kayak',
        totalNumbers: 30,
        ...body,
      });
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body).toMatchObject({ code: 'INVALID_INPUT', field });
    }
  });

  it('below its minimum at its end, the game is cancelled once and its paid numbers refunded', async () => {
    const game = await aGameWithMinimum({ belowMinimum: 'cancel' });
    expect(game.minimumToRun).toEqual({ paidNumbers: 5, belowMinimum: 'cancel', extendHours: null });
    const players = await playersWithCards(one, 2, `minimum-cancel-${Date.now()}-`);
    await paidSpins(players, game.id, 1);

    clock.advance(2 * HOUR);
    await Promise.all([closeOnBoth(), closeOnBoth()]);
    const answer = (await admin.call('GET', `/api/games/${game.id}`)).body;
    const reason = belowMinimumReason(2, 5);
    expect(answer).toMatchObject({ status: 'cancelled', cancellation: { reason } });
    expect((await logOf(game.id)).filter((e) => e.type === 'cancel')).toEqual([
      expect.objectContaining({ detail: reason }),
    ]);
    await reconcileUntilRefunded(one, clock, game.id);
    const { refunds, mail } = await refundsAndMail(one, game.id);
    expect(refunds).toHaveLength(2);
    expect(mail).toHaveLength(2);
    const [closing] = await db.sql`SELECT 1 FROM game_closings WHERE game_id = ${game.id}`;
    expect(closing, 'a cancelled game is never closed for a draw').toBeUndefined();
  });

  it('below its minimum, an extending game moves its end once, then closes at the new end on what it sold', async () => {
    const game = await aGameWithMinimum({ belowMinimum: 'extend', extendHours: 3 });
    const players = await playersWithCards(one, 1, `minimum-extend-${Date.now()}-`);
    await paidSpins(players, game.id, 1);

    clock.advance(2 * HOUR);
    await Promise.all([closeOnBoth(), closeOnBoth()]);
    const newEnd = new Date(new Date(game.endTime).getTime() + 3 * HOUR).toISOString();
    const extended = (await admin.call('GET', `/api/games/${game.id}`)).body;
    expect(extended).toMatchObject({ status: 'live', endTime: newEnd });
    expect((await logOf(game.id)).filter((e) => e.type === 'edit')).toEqual([
      expect.objectContaining({ detail: `endTime=${newEnd}` }),
    ]);
    const [mailed] = await db.sql<{ n: number }[]>`
      SELECT count(*)::int AS n FROM mail_outbox WHERE kind = 'game-extended' AND data->>'endsAt' = ${newEnd}`;
    expect(mailed?.n).toBe(1);
    await paidSpins(players, game.id, 1);

    clock.advance(3 * HOUR);
    await Promise.all([closeOnBoth(), closeOnBoth()]);
    const closed = (await admin.call('GET', `/api/games/${game.id}`)).body;
    expect(closed).toMatchObject({ status: 'ended', endTime: newEnd, cancellation: null });
    expect((await logOf(game.id)).filter((e) => e.type === 'edit' || e.type === 'cancel')).toHaveLength(1);
    const [closing] = await db.sql`SELECT 1 FROM game_closings WHERE game_id = ${game.id}`;
    expect(closing).toBeDefined();
  });
});
