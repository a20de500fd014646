import { randomUUID } from 'node:crypto';
import { copyFile, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyFunctions, migrate } from '../../adapters/postgres/migrate';
import { postgresPersistence } from '../../adapters/postgres/persistence';
import { PostgresSpinDesk } from '../../adapters/postgres/play/postgres-spin-desk';
import { paidSpinUnderTerms } from '../../application/play/paid-spin-under-terms';
import { numberTermsOf } from '../../domain/games/game-types';
import { LIMIT_PERIODS, periodStart } from '../../domain/responsible-play/spending-periods';
import { type TestDatabase, withTestDatabase } from '../support/test-database';
import { aNewUser } from './world';

const DIR = fileURLToPath(new URL('../../adapters/postgres/migrations', import.meta.url));
const MIGRATION_031 = join(DIR, '031_spin_reads_the_domain.sql');
const NOW = new Date('2026-01-05T12:00:00.000Z');

describe('031_spin_reads_the_domain.sql: the games that exist get their numbers terms and keep working', () => {
  let db: TestDatabase;
  let before: string;

  beforeAll(async () => {
    db = await withTestDatabase();
    // The schema as 030_game_status_sold_and_closed.sql left it.
    await db.sql.unsafe('DROP SCHEMA public CASCADE; CREATE SCHEMA public').simple();
    before = await mkdtemp(join(tmpdir(), 'migrations-030-'));
    for (const file of await readdir(DIR))
      if (file < '031') await copyFile(join(DIR, file), join(before, file));
    await migrate(db.sql, { migrations: before, functions: null });
  }, 120_000);
  afterAll(async () => {
    await db?.close();
    if (before) await rm(before, { recursive: true, force: true });
  });

  /** A game inserted as the repository did before numbers had terms, with some numbers taken. */
  const oldGame = async (total: number, start: number, end: number, scheme: number, taken: number[]) => {
    const [game] = await db.sql<{ id: number }[]>`
      INSERT INTO games (code, name, emoji, game_type, prize, prize_value_cents, total_numbers,
        free_play_start, free_play_end, start_time, end_time, duration_hours, numbers_left,
        free_numbers_left, scheme_version)
      VALUES (${`OLD-${randomUUID().slice(0, 8)}`}, 'Old wheel', '🎮', 'wheel_spin', 'A bicycle', 100000,
        ${total}, ${start}, ${end}, ${new Date('2026-01-01T00:00:00Z')}, ${new Date('2026-01-11T00:00:00Z')},
        240, ${total}, GREATEST(0, LEAST(${end}::int, ${total}::int) - GREATEST(${start}::int, 1) + 1), ${scheme})
      RETURNING id`;
    const id = game?.id ?? 0;
    await db.sql`INSERT INTO game_numbers (game_id, number) SELECT ${id}, n FROM generate_series(1, ${total}::int) n`;
    await db.sql`UPDATE game_numbers SET status = 'taken' WHERE game_id = ${id} AND number IN ${db.sql(taken)}`;
    await db.sql`
      UPDATE games SET numbers_left = numbers_left - ${taken.length},
        free_numbers_left = free_numbers_left - ${taken.filter((n) => n >= start && n <= end).length}
      WHERE id = ${id}`;
    return id;
  };

  it('writes the wheel terms beside every number, recounts the free ones, and the spins read them', async () => {
    const wheel = await oldGame(20, 16, 20, 2, [3, 17]);
    const noFree = await oldGame(10, 11, 10, 2, [10]);
    const firstScheme = await oldGame(6, 5, 6, 1, [1]);

    await db.sql.unsafe(await readFile(MIGRATION_031, 'utf8')).simple();
    // The later migrations and the database functions too, so today's adapters find what they call.
    for (const file of (await readdir(DIR)).filter((f) => f > '032').sort())
      await db.sql.unsafe(await readFile(join(DIR, file), 'utf8')).simple();
    await applyFunctions(db.sql);

    const { repositories: repos } = postgresPersistence(db.sql);
    for (const id of [wheel, noFree, firstScheme]) {
      const game = await repos.games.findById(id);
      if (!game) throw new Error(`game ${id} is gone`);
      const rows = await db.sql<{ price_cents: number; free: boolean }[]>`
        SELECT price_cents, free FROM game_numbers WHERE game_id = ${id} ORDER BY number`;
      expect(rows.map((r) => ({ priceCents: r.price_cents, free: r.free }))).toEqual(numberTermsOf(game));
    }
    const counters = await db.sql<{ id: number; free_numbers: number; free_numbers_left: number }[]>`
      SELECT id, free_numbers, free_numbers_left FROM games ORDER BY id`;
    expect(counters.map((c) => [c.free_numbers, c.free_numbers_left])).toEqual([
      [5, 4],
      [0, 0],
      [2, 2],
    ]);

    const desk = new PostgresSpinDesk(db.sql);
    const player = (await repos.users.create(aNewUser()))?.id ?? 0;
    const request = (gameId: number) => ({
      claimId: randomUUID(),
      gameId,
      userId: player,
      requestId: randomUUID(),
      now: NOW,
      card: { gatewayCustomerId: 'cust-1', gatewayCardId: 'card-1' },
      nextTryAt: new Date(NOW.getTime() + 60_000),
      periodStarts: Object.fromEntries(LIMIT_PERIODS.map((p) => [p, periodStart(p, NOW)])) as never,
    });
    const paid = await paidSpinUnderTerms(desk, repos.responsiblePlay, request(wheel));
    if (paid.kind !== 'claimed') throw new Error(paid.kind);
    expect(paid.claim.number).toBeLessThan(16);
    expect(paid.claim.priceCents).toBe(paid.claim.number * 100);
    expect(paid.attempt?.note).toBe(
      `Prize Wheel ${(await repos.games.findById(wheel))?.code}: number ${paid.claim.number}`,
    );
    const free = await desk.free({ claimId: randomUUID(), gameId: wheel, userId: player, now: NOW });
    if (free.kind !== 'claimed') throw new Error(free.kind);
    expect([16, 18, 19, 20]).toContain(free.claim.number);
    expect(await desk.free({ claimId: randomUUID(), gameId: noFree, userId: player, now: NOW })).toEqual({
      kind: 'exhausted',
      why: 'no-free-range',
    });
    expect(await repos.numbers.priceFigures(wheel)).toMatchObject({ count: 16 });
  }, 120_000);
});
