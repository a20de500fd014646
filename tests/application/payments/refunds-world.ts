import { randomUUID } from 'node:crypto';
import { RecordingLogger } from '../../../adapters/memory/recording-logger';
import type { Persistence } from '../../../adapters/persistence/persistence';
import { SeededRandomSource } from '../../../adapters/system/seeded-random-source';
import { buildContainer, resolveUseCases } from '../../../adapters/wiring/container';
import { SHARED_TOKENS } from '../../../adapters/wiring/shared/tokens';
import type { PaymentGateway } from '../../../application/payments/ports/payment-gateway';
import { ManualClock, Sha256PasswordHasher } from '../../api/support/test-app';
import { aGame } from '../../builders/game-builder';
import { FaultyGateway } from '../../support/faulty-gateway';
import { testConfig } from '../../support/test-config';

let sequence = 0;

/** How long a refund runner owns the refunds it leased; the tests move the clock past it. */
export const LEASE_MS = 60_000;
/** Past every back-off the refunds of these tests reach (5 s doubling, at most 5 minutes). */
export const PAST_BACKOFF_MS = 300_000;

/**
 * One server's refund use cases as the composition root wires them (a "process"), on the given
 * stores, charging and refunding through `gateway` behind a FaultyGateway, with a clock moved by hand.
 */
export function refundsProcess(persistence: Persistence, gateway: PaymentGateway, clock = new ManualClock()) {
  const faulty = new FaultyGateway(gateway);
  const container = buildContainer(testConfig(), persistence, {
    clock,
    random: new SeededRandomSource(5),
    hasher: new Sha256PasswordHasher(),
    gateway: faulty,
    logger: new RecordingLogger(),
    paymentTimings: { retryDelayMs: 1, repeatWaitMs: 10_000, leaseMs: LEASE_MS },
  });
  const useCases = resolveUseCases(container);
  const repos = container.get(SHARED_TOKENS.repositories);
  return {
    clock,
    gateway: faulty,
    useCases,
    repos,
    refundGame: useCases.refundGame,
    refundProgress: useCases.getRefundProgress,
    /** A live game of `paid` numbers, none free, each bought by its own player with a good card. */
    async aGameWithPaidClaims(paid: number): Promise<{ gameId: number; claimIds: string[] }> {
      const draft = aGame()
        .with({ code: `R${String(++sequence).padStart(6, '0')}${randomUUID().slice(0, 4)}` })
        .withTotalNumbers(paid)
        .liveAt(clock.now())
        .buildDraft();
      const game = await repos.games.create(draft);
      const claimIds: string[] = [];
      for (let i = 0; i < paid; i += 10) {
        const batch = Array.from({ length: Math.min(10, paid - i) }, () => this.aPaidSpin(game.id));
        claimIds.push(...(await Promise.all(batch)));
      }
      return { gameId: game.id, claimIds };
    },
    async aPaidSpin(gameId: number): Promise<string> {
      const user = await repos.users.create({
        email: `refunded${++sequence}@gmail.com`,
        passwordHash: 'sha256:x',
        firstName: 'Rae',
        lastName: 'Refund',
        phone: '615-555-0100',
        state: 'TN',
        optOutPublicity: false,
        acceptedTermsAt: clock.now(),
      });
      if (!user) throw new Error('player not created');
      const card = await useCases.addCard.execute({
        userId: user.id,
        nonce: 'cnon:card-nonce-ok',
        verificationToken: null,
        cardholderName: 'Rae Refund',
      });
      if (!card.ok) throw new Error(card.error.message);
      const spun = await useCases.spinWheel.execute({ userId: user.id, gameId, requestId: randomUUID() });
      if (!spun.ok || spun.value.status !== 'paid') throw new Error(`spin not paid: ${JSON.stringify(spun)}`);
      return spun.value.claim.id;
    },
    /** Runs the reconciler, moving the clock past every back-off and lease first, until nothing is left. */
    async reconcileUntilDone(gameId: number, rounds = 20): Promise<void> {
      for (let round = 0; round < rounds; round++) {
        if ((await this.refundProgress.execute(gameId)).progress.done) return;
        clock.advance(PAST_BACKOFF_MS);
        await useCases.reconcilePayments.execute();
      }
      throw new Error(`refunds of game ${gameId} not done after ${rounds} rounds`);
    },
  };
}

export type RefundsProcess = ReturnType<typeof refundsProcess>;
