import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXIT, squareOrphans, USAGE } from '../../adapters/cli/square-orphans-command';
import { FindChargesWithoutClaims } from '../../application/payments/find-charges-without-claims';
import { type FakeSquare, startFakeSquare } from '../support/fake-square/fake-square-server';
import {
  aPaidGame,
  playersWithCards,
  sendPaidSpin,
  squareOnFake,
  startPaymentServer,
} from '../support/paid-spins';
import { postgresUrl } from '../support/postgres';
import type { TestServer } from '../support/test-server';

/**
 * `npm run square:orphans`: the real server's use case, the real Square SDK on the fake Square API,
 * one paid spin with its claim and one charge whose claim the database never had (as after a restore).
 */
describe('the charges with no claim (npm run square:orphans)', () => {
  let fake: FakeSquare;
  let server: TestServer;
  let since: Date;
  const run = async (args: string[]) => {
    const out: string[] = [];
    const find = (from: Date) => server.container.get(FindChargesWithoutClaims).execute(from);
    const code = await squareOrphans(args, { find, out: (text) => out.push(text) });
    return { code, text: out.join('\n') };
  };

  beforeAll(async () => {
    fake = await startFakeSquare();
    server = await startPaymentServer(squareOnFake(fake));
    since = new Date(Date.now() - 1_000);
    const gameId = await aPaidGame(server, 20);
    const [player] = await playersWithCards(server, 1, 'orphans');
    if (!player) throw new Error('no player');
    const spin = await sendPaidSpin(player, gameId);
    expect(spin.status).toBe(200);
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  it('finds none while every charge has its claim', async () => {
    const { code, text } = await run(['--since', since.toISOString()]);
    expect(text).toContain(`Every charge since ${since.toISOString()} has its claim.`);
    expect(code).toBe(EXIT.none);
  });

  it('lists a charge whose claim the database lost, as a table and as JSON, and only it', async () => {
    const [card] = await server.db.sql<{ customer: string; card: string }[]>`
      SELECT gateway_customer_id AS customer, gateway_card_id AS card FROM payment_attempts LIMIT 1`;
    const lostClaim = randomUUID();
    const charged = await squareOnFake(fake).charge({
      idempotencyKey: lostClaim,
      amountCents: 700,
      customerId: card?.customer ?? '',
      cardId: card?.card ?? '',
      referenceId: lostClaim,
      note: 'a spin the restore forgot',
    });
    if (charged.status !== 'approved') throw new Error(JSON.stringify(charged));
    const paidSpin = fake.payments().find((p) => p.id !== charged.paymentId);

    const { code, text } = await run(['--since', since.toISOString()]);
    expect(code).toBe(EXIT.found);
    expect(text).toContain('1 charge(s) since');
    expect(text).toMatch(new RegExp(`${charged.paymentId} .* 7\\.00 +COMPLETED +${lostClaim} +none`));
    expect(text).not.toContain(paidSpin?.id);

    const json = await run(['--json', '--since', since.toISOString()]);
    expect(json.code).toBe(EXIT.found);
    const parsed = JSON.parse(json.text);
    expect(parsed.charges).toEqual([
      expect.objectContaining({
        paymentId: charged.paymentId,
        referenceId: lostClaim,
        amountCents: 700,
        status: 'COMPLETED',
        attempt: null,
      }),
    ]);
  });

  // A process of its own, configured as the site is: PostgreSQL only (PGlite is one process's).
  it.runIf(postgresUrl())(
    "runs as `npm run square:orphans` with the site's settings",
    async () => {
      const dataDir = await mkdtemp(join(tmpdir(), 'square-orphans-'));
      const env = {
        ...process.env,
        DATABASE_URL: server.db.url,
        DATA_DIR: dataDir,
        PAYMENTS: 'square',
        SQUARE_ACCESS_TOKEN: fake.accessToken,
        SQUARE_APPLICATION_ID: 'sandbox-sq0idb-fake',
        SQUARE_LOCATION_ID: fake.locationId,
        SQUARE_BASE_URL: fake.baseUrl,
      };
      const root = resolve(import.meta.dirname, '../..');
      const args = [
        '--import',
        'tsx',
        'adapters/cli/square-orphans.ts',
        '--since',
        since.toISOString(),
        '--json',
      ];
      // Asynchronously: the fake Square API answering the command runs in this process.
      const done = await new Promise<{ code: number | null; stdout: string; stderr: string }>((settle) => {
        const child = execFile(
          process.execPath,
          args,
          { cwd: root, env, timeout: 60_000 },
          (_, stdout, stderr) => settle({ code: child.exitCode, stdout, stderr }),
        );
      });
      await rm(dataDir, { recursive: true, force: true });
      expect(done.code, `${done.stdout}${done.stderr}`).toBe(EXIT.found);
      expect(JSON.parse(done.stdout).charges).toHaveLength(1);
    },
    60_000,
  );

  it('looks only at the charges since the instant given', async () => {
    const { code } = await run(['--since', new Date(Date.now() + 60_000).toISOString()]);
    expect(code).toBe(EXIT.none);
  });

  it('asks for an instant with its offset', async () => {
    for (const args of [[], ['--since'], ['--since', '2026-11-29 12:00'], ['--since', 'yesterday']]) {
      expect(await run(args)).toEqual({ code: EXIT.usage, text: USAGE });
    }
  });
});
