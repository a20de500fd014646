import { afterAll, beforeAll } from 'vitest';
import { createSquarePaymentGateway } from '../../adapters/square/square-payment-gateway';
import { type FakeSquare, startFakeSquare } from '../support/fake-square/fake-square-server';
import { paymentGatewayContract } from './payment-gateway.contract';
import { paymentGatewayRefundContract } from './payment-gateway-refunds.contract';

let fake: FakeSquare;

beforeAll(async () => {
  fake = await startFakeSquare();
});

afterAll(async () => {
  await fake.close();
});

function squareOnTheFake() {
  fake.reset();
  return createSquarePaymentGateway({
    accessToken: fake.accessToken,
    applicationId: 'sandbox-sq0idb-fake',
    locationId: fake.locationId,
    environment: 'sandbox',
    baseUrl: fake.baseUrl,
    requestTimeoutMs: 5_000,
  });
}

paymentGatewayContract('SquarePaymentGateway on the fake Square API', async () => {
  return { gateway: squareOnTheFake(), payments: () => fake.payments() };
});

paymentGatewayRefundContract('SquarePaymentGateway on the fake Square API', async () => {
  return {
    gateway: squareOnTheFake(),
    payments: () => fake.payments(),
    refunds: () => fake.refunds(),
    refuseNextRefund: () => fake.refuseNextRefund(),
    loseNextRefundAnswer: () => fake.failNext('/v2/refunds', { drop: true }),
  };
});
