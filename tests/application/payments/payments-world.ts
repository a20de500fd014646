import { randomUUID } from 'node:crypto';
import { inMemoryPersistence } from '../../../adapters/memory/persistence';
import { RecordingLogger } from '../../../adapters/memory/recording-logger';
import { SimulatedPaymentGateway } from '../../../adapters/payments-simulator/simulated-payment-gateway';
import { SeededRandomSource } from '../../../adapters/system/seeded-random-source';
import { buildContainer, resolveUseCases } from '../../../adapters/wiring/container';
import { SHARED_TOKENS } from '../../../adapters/wiring/shared/tokens';
import type { User } from '../../../domain/accounts/user';
import type { Game } from '../../../domain/games/game';
import { ManualClock, Sha256PasswordHasher } from '../../api/support/test-app';
import { aGame, type GameBuilder } from '../../builders/game-builder';
import { heldNumberOf } from '../../support/error-fields';
import { FaultyGateway } from '../../support/faulty-gateway';
import { testConfig } from '../../support/test-config';

let sequence = 0;

/**
 * The repeat's wait in a test whose first charge never settles (its answer was lost): the wait can
 * only run out, and a short one shows the same answer as the 10 s wait, which took 10 s of real time.
 */
export const UNSETTLED_REPEAT_WAIT_MS = 300;

/**
 * The payment use cases as the composition root wires them, on in-memory stores, the simulator
 * (Square-sandbox behaviour) behind a gateway that fails on demand, and a clock moved by hand.
 */
export function paymentsWorld({ repeatWaitMs = 10_000 }: { repeatWaitMs?: number } = {}) {
  const clock = new ManualClock();
  const simulator = new SimulatedPaymentGateway();
  const gateway = new FaultyGateway(simulator);
  const persistence = inMemoryPersistence();
  const logger = new RecordingLogger();
  const container = buildContainer(testConfig(), persistence, {
    clock,
    random: new SeededRandomSource(11),
    hasher: new Sha256PasswordHasher(),
    gateway,
    logger,
    // A repeat waits for the first request's charge (settled in milliseconds here) however busy the
    // machine; only a test whose first charge never settles shortens it (UNSETTLED_REPEAT_WAIT_MS).
    paymentTimings: { retryDelayMs: 1, repeatWaitMs },
  });
  const useCases = resolveUseCases(container);
  const repos = container.get(SHARED_TOKENS.repositories);

  return {
    clock,
    simulator,
    gateway,
    logger,
    useCases,
    repos,
    persistence,
    /** A registered player (first form, Tennessee) with the given sandbox card, or none. */
    async aPlayer(card: string | null = 'ok', fields: Partial<User> = {}): Promise<User> {
      const user = await repos.users.create({
        email: `payer${++sequence}@gmail.com`,
        passwordHash: 'sha256:x',
        firstName: 'Pat',
        lastName: 'Payer',
        phone: '615-555-0100',
        state: 'TN',
        optOutPublicity: false,
        acceptedTermsAt: clock.now(),
        ...fields,
      });
      if (!user) throw new Error('player not created');
      if (card) {
        const added = await useCases.addCard.execute({
          userId: user.id,
          nonce: `cnon:card-nonce-${card}`,
          verificationToken: null,
          cardholderName: 'Pat Payer',
        });
        if (!added.ok) throw new Error(added.error.message);
      }
      return user;
    },
    /** A live game; by default 20 numbers, none free, so every number costs its face value. */
    aGame(build: (game: GameBuilder) => GameBuilder = (g) => g.withTotalNumbers(20)): Promise<Game> {
      const draft = build(
        aGame()
          .with({ code: `P${String(++sequence).padStart(6, '0')}` })
          .liveAt(clock.now()),
      );
      return repos.games.create(draft.buildDraft());
    },
    /** Completed payments at the simulator. */
    completed: () => simulator.payments().filter((p) => p.status === 'COMPLETED'),
  };
}

export type PaymentsWorld = ReturnType<typeof paymentsWorld>;

/** A world in which a player's paid spin was declined: its number is held for them (process-payment's start). */
export async function heldNumberWorld(options: { repeatWaitMs?: number } = {}): Promise<{
  w: PaymentsWorld;
  player: User;
  game: Game;
  held: number;
}> {
  const w = paymentsWorld(options);
  const player = await w.aPlayer('insufficient-funds');
  const game = await w.aGame();
  const declined = await w.useCases.spinWheel.execute({
    userId: player.id,
    gameId: game.id,
    requestId: randomUUID(),
  });
  if (declined.ok) throw new Error('expected a decline');
  return { w, player, game, held: heldNumberOf(declined.error) };
}
