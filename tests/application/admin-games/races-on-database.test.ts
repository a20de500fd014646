import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Persistence } from '../../../adapters/persistence/persistence';
import { postgresPersistence } from '../../../adapters/postgres/persistence';
import { SeededRandomSource } from '../../../adapters/system/seeded-random-source';
import { buildContainer, resolveUseCases } from '../../../adapters/wiring/container';
import type { UseCases } from '../../../adapters/wiring/use-cases';
import { ManualClock, Sha256PasswordHasher } from '../../api/support/test-app';
import { testConfig } from '../../support/test-config';
import { resetDatabase, type TestDatabase, withTestDatabase } from '../../support/test-database';
import { ADMIN, HOUR } from './admin-world';

/** The back office's races on the real database adapters (PostgreSQL when DATABASE_URL is set, else PGlite). */
describe('back-office races on the database', () => {
  let db: TestDatabase;
  let persistence: Persistence;
  let useCases: UseCases;
  let clock: ManualClock;
  let players = 0;

  beforeAll(async () => {
    db = await withTestDatabase();
  });
  afterAll(() => db?.close());
  beforeEach(async () => {
    await resetDatabase(db.sql);
    clock = new ManualClock();
    persistence = postgresPersistence(db.sql);
    const overrides = { clock, random: new SeededRandomSource(3), hasher: new Sha256PasswordHasher() };
    useCases = resolveUseCases(buildContainer(testConfig(), persistence, overrides));
  });

  const aPlayer = async () => {
    const user = await persistence.repositories.users.create({
      email: `racer${++players}@gmail.com`,
      passwordHash: 'x',
      firstName: 'Ray',
      lastName: 'Racer',
      phone: null,
      state: 'TN',
      optOutPublicity: false,
      acceptedTermsAt: clock.now(),
    });
    if (!user) throw new Error('no player');
    return user.id;
  };
  const aGame = async (totalNumbers = 10) => {
    const game = await useCases.createGame.execute({
      name: 'Race',
      prize: 'Mug',
      totalNumbers,
      freePlay: { start: 1, end: totalNumbers },
      durationHours: 1,
    });
    if (!game.ok) throw new Error(game.error.message);
    return game.value;
  };

  it('records one winner when picks by two administrators and a draw race', async () => {
    for (let round = 0; round < 5; round++) {
      const game = await aGame(3);
      const entrants = [await aPlayer(), await aPlayer(), await aPlayer()];
      for (const userId of entrants) {
        expect((await useCases.takeFreeSpin.execute({ userId, gameId: game.id })).ok).toBe(true);
      }
      const results = await Promise.all([
        useCases.selectWinner.execute({
          gameId: game.id,
          playerId: entrants[0] ?? 0,
          reason: 'A',
          admin: ADMIN,
        }),
        useCases.selectWinner.execute({
          gameId: game.id,
          playerId: entrants[1] ?? 0,
          reason: 'B',
          admin: ADMIN,
        }),
        useCases.drawWinner.execute({ gameId: game.id, admin: ADMIN }),
      ]);
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      for (const r of results) if (!r.ok) expect(r.error.code).toBe('WINNER_ALREADY_SELECTED');
      const [row] = await db.sql<
        { count: number }[]
      >`SELECT count(*)::int AS count FROM winners WHERE game_id = ${game.id}`;
      expect(row?.count).toBe(1);
    }
  }, 60_000);

  it('End Now pressed twice at once, racing a spin, ends the game once and no claim lands after its end', async () => {
    const [admin] = await db.sql<{ id: number }[]>`
      INSERT INTO administrators (email, password_hash, first_name, last_name)
      VALUES ('racer-admin@prizewheel.test', 'x', 'Ray', 'Admin') RETURNING id::int AS id`;
    const adminId = admin?.id ?? 0;
    for (let round = 0; round < 5; round++) {
      const game = await aGame(10);
      const userId = await aPlayer();
      clock.advance(60_000);
      const [one, two, spun] = await Promise.all([
        useCases.endGameNow.execute({ gameId: game.id, adminId }),
        useCases.endGameNow.execute({ gameId: game.id, adminId }),
        useCases.takeFreeSpin.execute({ userId, gameId: game.id }),
      ]);
      expect([one, two].filter((r) => r.ok)).toHaveLength(1);
      expect([one, two].find((r) => !r.ok)).toMatchObject({ error: { code: 'GAME_ENDED' } });
      const [row] = await db.sql<{ closed: boolean; edits: number; claims: number }[]>`
        SELECT g.closed_at IS NOT NULL AS closed,
          (SELECT count(*)::int FROM game_log l WHERE l.game_id = g.id AND l.type = 'edit') AS edits,
          (SELECT count(*)::int FROM claims c WHERE c.game_id = g.id) AS claims
        FROM games g WHERE g.id = ${game.id}`;
      expect(row).toMatchObject({ closed: true, edits: 1, claims: spun.ok ? 1 : 0 });
      if (!spun.ok) expect(spun.error.code).toBe('GAME_ENDED');
    }
  }, 60_000);

  it('a deletion racing a first spin either archives the game with its claim or deletes it unclaimed', async () => {
    const outcomes = new Set<string>();
    for (let round = 0; round < 12; round++) {
      const game = await aGame();
      const userId = await aPlayer();
      const spinFirst = round % 2 === 0;
      const spin = () => useCases.takeFreeSpin.execute({ userId, gameId: game.id });
      const remove = () => useCases.deleteGame.execute(game.id);
      const [spun, deleted] = spinFirst
        ? await Promise.all([spin(), remove()])
        : await Promise.all([remove(), spin()]).then(([d, s]) => [s, d] as const);
      if (!deleted.ok) throw new Error(deleted.error.message);
      outcomes.add(deleted.value);
      const claims = await db.sql`SELECT 1 FROM claims WHERE game_id = ${game.id}`;
      const games = await db.sql<{ archived: boolean }[]>`
        SELECT archived_at IS NOT NULL AS archived FROM games WHERE id = ${game.id}`;
      if (deleted.value === 'archived') {
        expect(spun.ok).toBe(true);
        expect(claims).toHaveLength(1);
        expect(games).toEqual([{ archived: true }]);
      } else {
        expect(spun).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
        expect(claims).toHaveLength(0);
        expect(games).toHaveLength(0);
      }
    }
    expect(outcomes.size).toBeGreaterThan(0);
  }, 60_000);

  it('an edit of the total racing a first spin is either locked out or lands before it', async () => {
    for (let round = 0; round < 8; round++) {
      const game = await aGame(10);
      const userId = await aPlayer();
      const [edited, spun] = await Promise.all([
        useCases.updateGame.execute({
          gameId: game.id,
          changes: { totalNumbers: 20, freePlay: { start: 1, end: 20 } },
        }),
        useCases.takeFreeSpin.execute({ userId, gameId: game.id }),
      ]);
      expect(spun.ok).toBe(true);
      const total = edited.ok ? 20 : 10;
      if (!edited.ok) expect(edited.error.code).toBe('GAME_NUMBERS_LOCKED');
      const [row] = await db.sql<{ total: number; left: number; numbers: number }[]>`
        SELECT total_numbers AS total, numbers_left AS left,
          (SELECT count(*)::int FROM game_numbers WHERE game_id = ${game.id}) AS numbers
        FROM games WHERE id = ${game.id}`;
      expect(row).toEqual({ total, left: total - 1, numbers: total });
    }
  }, 60_000);

  it('draws on the database: the index recorded picks the winning number among the settled ones', async () => {
    const game = await aGame(4);
    for (let i = 0; i < 4; i++)
      await useCases.takeFreeSpin.execute({ userId: await aPlayer(), gameId: game.id });
    clock.advance(HOUR);
    const drawn = await useCases.drawWinner.execute({ gameId: game.id, admin: ADMIN });
    if (!drawn.ok) throw new Error(drawn.error.message);
    const { draw, number } = drawn.value;
    expect(draw).toMatchObject({ candidates: 4 });
    expect([1, 2, 3, 4][draw?.index ?? -1]).toBe(number);
    const [row] =
      await db.sql`SELECT method, draw_index, draw_candidates, selected_by FROM winners WHERE game_id = ${game.id}`;
    expect(row).toEqual({
      method: 'draw',
      draw_index: draw?.index,
      draw_candidates: 4,
      selected_by: ADMIN.email,
    });
  });
  it('two server processes creating games in the same millisecond get distinct codes, never an error', async () => {
    // A second container on the same database stands for another process: its own code counter.
    const other = resolveUseCases(
      buildContainer(testConfig(), persistence, {
        clock,
        random: new SeededRandomSource(4),
        hasher: new Sha256PasswordHasher(),
      }),
    );
    const input = { name: 'Twin', prize: 'Mug', totalNumbers: 5, durationHours: 1 };
    const made = await Promise.all(
      Array.from({ length: 6 }, (_, i) => (i % 2 ? other : useCases).createGame.execute(input)),
    );
    const codes = made.map((game) => (game.ok ? game.value.code : game.error.code));
    expect(new Set(codes).size).toBe(6);
    expect(codes.every((code) => /^G\d{6}$/.test(code))).toBe(true);
  });
});
