import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inMemoryPersistence } from '../../adapters/memory/persistence';
import { SimulatedPaymentGateway } from '../../adapters/payments-simulator/simulated-payment-gateway';
import type { Persistence } from '../../adapters/persistence/persistence';
import { postgresPersistence } from '../../adapters/postgres/persistence';
import { SeededRandomSource } from '../../adapters/system/seeded-random-source';
import { buildContainer, resolveUseCases } from '../../adapters/wiring/container';
import { SHARED_TOKENS } from '../../adapters/wiring/shared/tokens';
import type { UseCases } from '../../adapters/wiring/use-cases';
import { verifyFairness } from '../../domain/fairness/verify-fairness';
import { ManualClock, Sha256PasswordHasher } from '../api/support/test-app';
import { aGame } from '../builders/game-builder';
import { heldNumberOf } from '../support/error-fields';
import { postgresUrl, withPostgresDatabase } from '../support/postgres';
import { testConfig } from '../support/test-config';
import { resetDatabase, type TestDatabase, withPgliteDatabase } from '../support/test-database';

/**
 * The game's state machine under random sequences of admin edits, spins, payments, manual picks,
 * set-asides, closes and draws, through the use cases on every persistence (in-memory, PGlite, and
 * PostgreSQL when DATABASE_URL is set): no claim is ever logged once the server seed has been public
 * or once a winner was chosen, a revealed seed stays revealed, and the log always verifies.
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const ADMIN = { id: 1, email: 'admin@prizewheel.test' };
/** Two players with a card that pays, one whose card declines (a declined spin holds its number). */
const CARDS = ['ok', 'ok', 'insufficient-funds'] as const;

type Step =
  | { kind: 'free' | 'paid' | 'payHeld' | 'pick'; player: number }
  | { kind: 'editEnd'; hours: number }
  | { kind: 'editPrize' }
  | { kind: 'tick'; minutes: number }
  | { kind: 'close' | 'draw' | 'setAside' };

const player = fc.nat(CARDS.length - 1);
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constantFrom('free' as const, 'paid' as const, 'payHeld' as const), player }),
  fc.record({ kind: fc.constant('pick' as const), player }),
  fc.record({ kind: fc.constant('editEnd' as const), hours: fc.integer({ min: -2, max: 4 }) }),
  fc.record({ kind: fc.constant('editPrize' as const) }),
  fc.record({ kind: fc.constant('tick' as const), minutes: fc.integer({ min: 1, max: 90 }) }),
  fc.record({ kind: fc.constantFrom('close' as const, 'draw' as const, 'setAside' as const) }),
);

/** One run's world: the use cases on a persistence, its game and players, the numbers they hold. */
async function worldOn(persistence: Persistence) {
  const clock = new ManualClock();
  const container = buildContainer(testConfig(), persistence, {
    clock,
    random: new SeededRandomSource(5),
    hasher: new Sha256PasswordHasher(),
    gateway: new SimulatedPaymentGateway(),
    paymentTimings: { retryDelayMs: 1, repeatWaitMs: 10_000 },
  });
  const useCases: UseCases = resolveUseCases(container);
  const repos = container.get(SHARED_TOKENS.repositories);
  const game = await repos.games.create(
    aGame().withTotalNumbers(6).withFreeRange(5, 6).liveAt(clock.now(), 2).buildDraft(),
  );
  const players: number[] = [];
  for (const [i, card] of CARDS.entries()) {
    const user = await repos.users.create({
      email: `life${i}.${randomUUID().slice(0, 8)}@gmail.com`,
      passwordHash: 'sha256:x',
      firstName: 'Lee',
      lastName: 'Life',
      phone: '615-555-0100',
      state: 'TN',
      optOutPublicity: false,
      acceptedTermsAt: clock.now(),
    });
    if (!user) throw new Error('player not created');
    const nonce = `cnon:card-nonce-${card}`;
    const added = await useCases.addCard.execute({
      userId: user.id,
      nonce,
      verificationToken: null,
      cardholderName: 'Lee',
    });
    if (!added.ok) throw new Error(added.error.message);
    players.push(user.id);
  }
  return { clock, useCases, gameId: game.id, players, held: new Map<number, number>() };
}

type World = Awaited<ReturnType<typeof worldOn>>;

async function apply(step: Step, w: World): Promise<void> {
  const { useCases, gameId } = w;
  const userId = 'player' in step ? (w.players[step.player] ?? 0) : 0;
  switch (step.kind) {
    case 'free':
      await useCases.takeFreeSpin.execute({ userId, gameId });
      return;
    case 'paid': {
      const answer = await useCases.spinWheel.execute({ userId, gameId, requestId: randomUUID() });
      if (!answer.ok && answer.error.code === 'PAYMENT_DECLINED')
        w.held.set(userId, heldNumberOf(answer.error));
      return;
    }
    case 'payHeld': {
      const number = w.held.get(userId);
      if (number === undefined) return;
      await useCases.payHeldNumber.execute({ userId, gameId, number, cardNonce: 'cnon:card-nonce-ok' });
      return;
    }
    case 'pick':
      await useCases.selectWinner.execute({ gameId, playerId: userId, reason: 'Picked', admin: ADMIN });
      return;
    case 'setAside': {
      const winner = (await useCases.listWinners.execute()).find((x) => x.gameId === gameId);
      if (winner) await useCases.deleteWinner.execute({ winnerId: winner.id, reason: 'Unreachable' });
      return;
    }
    case 'editEnd': {
      const endTime = new Date(w.clock.now().getTime() + step.hours * HOUR + MINUTE);
      await useCases.updateGame.execute({ gameId, changes: { endTime } });
      return;
    }
    case 'editPrize':
      await useCases.updateGame.execute({ gameId, changes: { prize: `Prize ${w.clock.now().getTime()}` } });
      return;
    case 'tick':
      w.clock.advance(step.minutes * MINUTE);
      return;
    case 'close':
      await useCases.closeGames.execute();
      return;
    case 'draw':
      await useCases.drawWinner.execute({ gameId, admin: ADMIN });
  }
}

/** Runs the steps, checking after each one that the game's log never takes a claim it must not. */
async function runSteps(steps: Step[], w: World): Promise<void> {
  let sealedAt: number | null = null;
  for (const step of steps) {
    await apply(step, w);
    const answer = await w.useCases.getFairness.execute(w.gameId);
    if (!answer.ok) throw new Error(answer.error.message);
    const { log, serverSeed } = answer.value;
    const where = `after ${JSON.stringify(step)} in ${JSON.stringify(steps)}`;
    if (sealedAt !== null) expect(serverSeed, `the seed stays public ${where}`).not.toBeNull();
    if (serverSeed !== null && sealedAt === null) sealedAt = log.length;
    const claimsAfterSeal = log.slice(sealedAt ?? log.length).filter((e) => e.type === 'claim');
    expect(claimsAfterSeal, `no claim once the seed is public ${where}`).toEqual([]);
    const firstWinner = log.findIndex((e) => e.type === 'draw' || e.type === 'pick');
    const claimsAfterWinner = firstWinner < 0 ? [] : log.slice(firstWinner).filter((e) => e.type === 'claim');
    expect(claimsAfterWinner, `no claim after a winner ${where}`).toEqual([]);
    expect(verifyFairness(answer.value).verdict, `the log verifies ${where}`).not.toBe('failed');
  }
}

describe("the game's life, one state machine, every persistence", () => {
  const databases: { name: string; db: TestDatabase }[] = [];
  beforeAll(async () => {
    databases.push({ name: 'PGlite', db: await withPgliteDatabase() });
    const url = postgresUrl();
    if (url) databases.push({ name: 'PostgreSQL', db: await withPostgresDatabase(url) });
  }, 60_000);
  afterAll(async () => {
    for (const { db } of databases) await db.close();
  });

  const steps = fc.array(stepArb, { minLength: 4, maxLength: 30 });

  it('in-memory: no claim after the seed is public or a winner is chosen', async () => {
    await fc.assert(
      fc.asyncProperty(steps, async (s) => runSteps(s, await worldOn(inMemoryPersistence()))),
      { numRuns: 60 },
    );
  }, 120_000);

  it('on the databases: no claim after the seed is public or a winner is chosen', async () => {
    // Each database on its own at once: PostgreSQL answers while PGlite works in this process.
    await Promise.all(
      databases.map(({ db }) =>
        fc.assert(
          fc.asyncProperty(steps, async (s) => {
            await resetDatabase(db.sql);
            await runSteps(s, await worldOn(postgresPersistence(db.sql)));
          }),
          { numRuns: 12 },
        ),
      ),
    );
  }, 300_000);
});
