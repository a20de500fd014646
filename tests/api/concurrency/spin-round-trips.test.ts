import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '../../../adapters/postgres/database';
import { postgresPersistence } from '../../../adapters/postgres/persistence';
import type { UseCases } from '../../../adapters/wiring/use-cases';
import type { Game } from '../../../domain/games/game';
import { aGameDraft, aNewUser } from '../../contract/world';
import { type TestDatabase, withTestDatabase } from '../../support/test-database';
import { buildUseCases, ManualClock, NOW } from '../support/test-app';

/** What postgres.js sent, in order, and on which of its connections. */
type Sent = { connection: number; query: string };

/** The statements that take a game's row lock: the spin's own, or the step-by-step lockForSpin. */
const TAKES_GAME_LOCK = /spin_paid|spin_free|UPDATE games SET spin_sequence|FROM games\b[^;]*FOR UPDATE/i;

/**
 * For each statement that takes a game's lock: how many round trips its connection makes from that
 * statement to the COMMIT that releases the lock, the COMMIT included. A statement outside a
 * transaction commits by itself: 1.
 */
function roundTripsUnderGameLock(sent: readonly Sent[]): number[] {
  const counts: number[] = [];
  const open = new Set<number>();
  for (const [at, { connection, query }] of sent.entries()) {
    const verb = query.trim().toLowerCase();
    if (verb === 'begin') open.add(connection);
    if (verb === 'commit' || verb === 'rollback') open.delete(connection);
    if (!TAKES_GAME_LOCK.test(query)) continue;
    if (!open.has(connection)) {
      counts.push(1);
      continue;
    }
    const rest = sent.slice(at).filter((s) => s.connection === connection);
    const end = rest.findIndex((s) => /^\s*(commit|rollback)\s*$/i.test(s.query));
    counts.push(end === -1 ? Number.POSITIVE_INFINITY : end + 1);
  }
  return counts;
}

/** A statement by its first words; the preflight (the release of expired holds, then the reads) by name. */
const statementOf = (query: string) =>
  /^\s*WITH\s+expired AS MATERIALIZED[\s\S]*\bseen AS\b/.test(query)
    ? 'the preflight'
    : (query.trim().split('(')[0] ?? '');

describe('a spin holds its game lock for one round trip to the database, its commit included', () => {
  const sent: Sent[] = [];
  let db: TestDatabase;
  let close: () => Promise<void>;
  let useCases: UseCases;
  let persistence: ReturnType<typeof postgresPersistence>;
  let game: Game;
  let userId: number;

  beforeAll(async () => {
    db = await withTestDatabase();
    const sql = connect(db.url, {
      max: db.kind === 'pglite' ? 1 : 4,
      debug: (connection, query) => sent.push({ connection, query }),
    });
    close = () => sql.end({ timeout: 5 });
    persistence = postgresPersistence(sql);
    useCases = buildUseCases(persistence, new ManualClock());
    const live = {
      startTime: new Date(NOW.getTime() - 86_400_000),
      endTime: new Date(NOW.getTime() + 86_400_000),
    };
    game = await persistence.repositories.games.create(
      aGameDraft({ ...live, totalNumbers: 30, freePlayStart: 21 }),
    );
    userId = (await persistence.repositories.users.create(aNewUser()))?.id ?? 0;
    const nonce = 'cnon:card-nonce-ok';
    const card = await useCases.addCard.execute({
      userId,
      nonce,
      verificationToken: null,
      cardholderName: 'Pat',
    });
    if (!card.ok) throw new Error(card.error.message);
  });
  afterAll(async () => {
    await close?.();
    await db?.close();
  });

  it('counts a lock taken in a unit of work as two: the lock, then the commit', async () => {
    sent.length = 0;
    await persistence.unitOfWork.run((tx) => tx.games.lockForSpin(game.id));
    expect(roundTripsUnderGameLock(sent)).toEqual([2]);
  });

  it('a paid spin: one statement takes the lock, draws, claims, logs and starts the charge, and commits', async () => {
    sent.length = 0;
    const spin = await useCases.spinWheel.execute({ userId, gameId: game.id, requestId: randomUUID() });
    expect(spin.ok).toBe(true);
    expect(roundTripsUnderGameLock(sent)).toEqual([1]);
  });

  it("a paid spin's confirm: after the gateway's answer, one statement settles and commits everything, and nothing is read again", async () => {
    sent.length = 0;
    const spin = await useCases.spinWheel.execute({ userId, gameId: game.id, requestId: randomUUID() });
    expect(spin.ok && spin.value.status).toBe('paid');
    const after = sent.slice(sent.findIndex((s) => /spin_paid/.test(s.query)) + 1);
    expect(after.map((s) => s.query.trim().split('(')[0])).toEqual(['SELECT * FROM charge_confirm']);
  });

  it('a paid spin sends three statements once the settings are read: the reads before the lock, the spin, the confirm', async () => {
    await useCases.spinWheel.execute({ userId, gameId: game.id, requestId: randomUUID() });
    sent.length = 0;
    const spin = await useCases.spinWheel.execute({ userId, gameId: game.id, requestId: randomUUID() });
    expect(spin.ok && spin.value.status).toBe('paid');
    expect(sent.map((s) => statementOf(s.query))).toEqual([
      'the preflight',
      'SELECT * FROM spin_paid',
      'SELECT * FROM charge_confirm',
    ]);
  });

  it('a free spin: one statement from the lock to the commit', async () => {
    sent.length = 0;
    const spin = await useCases.takeFreeSpin.execute({ userId, gameId: game.id });
    expect(spin.ok).toBe(true);
    expect(roundTripsUnderGameLock(sent)).toEqual([1]);
  });
});
