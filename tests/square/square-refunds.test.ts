import { afterAll, beforeAll } from 'vitest';
import { inMemoryPersistence } from '../../adapters/memory/persistence';
import { describeRefundScenarios } from '../application/payments/refund-scenarios';
import { refundsProcess } from '../application/payments/refunds-world';
import { type FakeSquare, startFakeSquare } from '../support/fake-square/fake-square-server';
import { squareOnFake } from '../support/paid-spins';

/** Calls wait as long as a busy machine needs: only the faults decide which answers are lost. */
const PATIENT_TIMEOUT_MS = 15_000;

let fake: FakeSquare;

beforeAll(async () => {
  fake = await startFakeSquare();
});

afterAll(async () => {
  await fake.close();
});

describeRefundScenarios('the square SDK on the fake Square API', async () => {
  fake.reset();
  const process = refundsProcess(inMemoryPersistence(), squareOnFake(fake, PATIENT_TIMEOUT_MS));
  return {
    process,
    givenBack: () =>
      fake
        .refunds()
        .filter((r) => r.status === 'PENDING' || r.status === 'COMPLETED')
        .map((r) => ({
          paymentId: r.paymentId,
          idempotencyKey: r.idempotencyKey,
          amountCents: r.amountCents,
        })),
    // Half before Square acted, half after (the refund exists; only the answer is a 500).
    serverErrors: (n) => {
      for (let i = 0; i < n; i++) fake.failNext('/v2/refunds', { status: 500, afterProcessing: i % 2 === 1 });
    },
    droppedAnswers: (n) => fake.failNext('/v2/refunds', { drop: true }, n),
    refuseNext: () => fake.refuseNextRefund(),
  };
});
