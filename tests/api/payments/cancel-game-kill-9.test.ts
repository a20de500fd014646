import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCookie, adminEnv } from '../../bench/bench-admin';
import { type ServerProcess, startServerProcess } from '../../bench/server-process';
import { type FakeSquare, startFakeSquare } from '../../support/fake-square/fake-square-server';
import { aPaidGame, playersWithCards, squareOnFake, startPaymentServer } from '../../support/paid-spins';
import { postgresUrl, withPostgresDatabase } from '../../support/postgres';
import { LocalSmtpServer } from '../../support/smtp/local-smtp-server';
import type { TestDatabase } from '../../support/test-database';
import { paidSpins } from './cancel-game-support';

const root = resolve(import.meta.dirname, '../../..');
const PLAYERS = 10;
const EACH = 5;
const CLAIMS = PLAYERS * EACH;
/** Refund requests the fake Square takes but never answers: process A is killed while waiting on them. */
const HELD = 8;

/** Polls `read` until `done` holds for its value or the deadline passes (then fails with the last value). */
async function waitFor<T>(what: string, read: () => Promise<T>, done: (v: T) => boolean, ms: number) {
  const deadline = Date.now() + ms;
  let last = await read();
  while (!done(last)) {
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(last)} after ${ms} ms`);
    await new Promise((r) => setTimeout(r, 250));
    last = await read();
  }
  return last;
}

/**
 * Two operating-system processes (the real server started twice) on one PostgreSQL database, both
 * refunding through the real square SDK on one fake Square API in this test's process. Process A takes
 * the cancel of a game with 50 paid numbers and is killed with SIGKILL while its first refunds are at
 * the gateway without an answer; process B's own reconciler (on its timer) finishes once A's leases
 * run out: 50 refunds at the gateway, 50 ledger rows refunded, one e-mail per player at a real SMTP
 * server.
 */
describe.skipIf(!postgresUrl())('a cancel whose server process is killed with SIGKILL mid-refunds', () => {
  let db: TestDatabase;
  let fake: FakeSquare;
  const smtp = new LocalSmtpServer();
  let a: ServerProcess | undefined;
  let b: ServerProcess | undefined;

  beforeAll(async () => {
    [db, fake] = await Promise.all([withPostgresDatabase(), startFakeSquare(), smtp.start()]);
  }, 60_000);
  afterAll(async () => {
    if (a && a.child.exitCode === null && a.child.signalCode === null) await a.stop();
    await b?.stop();
    await smtp.stop();
    await fake?.close();
    await db?.close();
  });

  it('process B refunds all 50 exactly once and each player gets one e-mail', async () => {
    // The players, their cards and 50 paid numbers, made through an in-process server on the same
    // database and fake Square, which then stops.
    const tag = `kill9-${Date.now()}-`;
    const setup = await startPaymentServer(squareOnFake(fake), { db });
    const gameId = await aPaidGame(setup, 60);
    const players = await playersWithCards(setup, PLAYERS, tag);
    await paidSpins(players, gameId, EACH);
    await setup.close();
    expect(fake.payments().filter((p) => p.status === 'COMPLETED')).toHaveLength(CLAIMS);
    const emails = (
      await db.sql<{ email: string }[]>`SELECT email FROM users WHERE email LIKE ${`${tag}%`}`
    ).map((u) => u.email);
    expect(emails).toHaveLength(PLAYERS);

    const env = {
      ...adminEnv(),
      DATABASE_URL: db.url,
      PAYMENTS: 'square',
      SQUARE_ACCESS_TOKEN: fake.accessToken,
      SQUARE_APPLICATION_ID: 'sandbox-sq0idb-fake',
      SQUARE_LOCATION_ID: fake.locationId,
      SQUARE_BASE_URL: fake.baseUrl,
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Prize Wheel <wheel@prizewheel.test>',
      CLOSING_INTERVAL_MS: '0',
    };
    // A neither reconciles nor sends mail on a timer: what it does is the cancel's own work.
    [a, b] = await Promise.all([
      startServerProcess(root, { ...env, RECONCILE_INTERVAL_MS: '0', MAIL_INTERVAL_MS: '0' }),
      startServerProcess(root, { ...env, RECONCILE_INTERVAL_MS: '1000', MAIL_INTERVAL_MS: '500' }),
    ]);
    const processA = a;

    // The gateway is slow: the first refunds are made at Square, and their answers never come.
    fake.failNext('/v2/refunds', { hold: true }, HELD);
    const cookie = await adminCookie(processA.url);
    void fetch(`${processA.url}/api/admin/games/${gameId}/cancel`, {
      method: 'POST',
      headers: { cookie, origin: processA.url, 'content-type': 'application/json' },
      body: JSON.stringify({ reason: 'The venue flooded' }),
    }).catch(() => {});
    await fake.requested('/v2/refunds', HELD);
    const exited = new Promise((done) => processA.child.once('exit', (_code, signal) => done(signal)));
    process.kill(processA.child.pid as number, 'SIGKILL');
    expect(await exited).toBe('SIGKILL');
    const atKill = await db.sql<{ status: string; n: number }[]>`
      SELECT status, count(*)::int AS n FROM refunds WHERE game_id = ${gameId} GROUP BY status`;
    expect(
      atKill.reduce((sum, row) => sum + row.n, 0),
      'the cancel opened every refund',
    ).toBe(CLAIMS);
    expect(atKill.find((row) => row.status === 'refunded')?.n ?? 0).toBeLessThan(CLAIMS);
    const game = (await (await fetch(`${b?.url}/api/games/${gameId}`)).json()) as { status: string };
    expect(game.status).toBe('cancelled');

    // B's reconciler takes A's refunds once A's leases run out, with the same keys. A lease lasts a
    // minute; the test moves its end to now instead of waiting it out (the rows' next try, which is
    // all a lease is), as that minute passing would.
    await db.sql`
      UPDATE refunds SET next_try_at = now()
      WHERE game_id = ${gameId} AND status <> 'refunded' AND next_try_at > now()`;
    const refunded = await waitFor(
      'refunded ledger rows',
      async () =>
        (
          await db.sql<{ n: number }[]>`
            SELECT count(*)::int AS n FROM refunds WHERE game_id = ${gameId} AND status = 'refunded'`
        )[0]?.n ?? 0,
      (n) => n === CLAIMS,
      180_000,
    );
    expect(refunded).toBe(CLAIMS);
    const made = fake.refunds();
    expect(made).toHaveLength(CLAIMS);
    expect(new Set(made.map((r) => r.paymentId))).toEqual(new Set(fake.payments().map((p) => p.id)));
    const issued = await db.sql<{ total: number }[]>`
      SELECT coalesce(sum(amount_cents), 0)::int AS total FROM refunds WHERE game_id = ${gameId}`;
    const charged = fake.payments().reduce((sum, p) => sum + p.amountCents, 0);
    expect(issued[0]?.total).toBe(charged);
    expect(made.reduce((sum, r) => sum + r.amountCents, 0)).toBe(charged);

    // What the players paid is all given back: B answers a Total Spent of 0, to them and the administrator.
    const stats = await fetch(`${b?.url}/api/user/stats`, {
      headers: { cookie: players[0]?.cookieHeader() ?? '' },
    });
    expect(await stats.json()).toMatchObject({ totalSpent: 0, totalSpins: EACH });
    const [first] = await db.sql<{ id: number }[]>`SELECT id FROM users WHERE email = ${emails[0] ?? ''}`;
    const details = await fetch(`${b?.url}/api/admin/users/${first?.id}/details`, {
      headers: { cookie: await adminCookie(b?.url ?? '') },
    });
    expect(await details.json()).toMatchObject({ totalSpent: 0, totalSpins: EACH });

    // One cancellation e-mail per player, sent by B, and no second one.
    const cancelled = (
      await db.sql<{ message_id: string }[]>`
      SELECT message_id FROM mail_outbox WHERE kind = 'game-cancelled'`
    ).map((m) => m.message_id);
    expect(cancelled).toHaveLength(PLAYERS);
    await waitFor(
      'cancellation e-mails sent',
      async () =>
        (
          await db.sql<{ n: number }[]>`
            SELECT count(*)::int AS n FROM mail_outbox WHERE kind = 'game-cancelled' AND status = 'sent'`
        )[0]?.n ?? 0,
      (n) => n === PLAYERS,
      60_000,
    );
    const isCancellation = (m: { messageId: string }) => cancelled.some((id) => m.messageId.includes(id));
    for (const email of emails) expect(smtp.to(email).filter(isCancellation), email).toHaveLength(1);
  }, 300_000);
});
