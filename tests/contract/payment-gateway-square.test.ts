import { afterAll, beforeAll } from 'vitest';
import { createSquarePaymentGateway } from '../../adapters/square/square-payment-gateway';
import { type FakeSquare, startFakeSquare } from '../support/fake-square/fake-square-server';
import { paymentGatewayContract } from './payment-gateway.contract';

let fake: FakeSquare;

beforeAll(async () => {
  fake = await startFakeSquare();
});

afterAll(async () => {
  await fake.close();
});

paymentGatewayContract('SquarePaymentGateway on the fake Square API', async () => {
  fake.reset();
  const gateway = createSquarePaymentGateway({
    accessToken: fake.accessToken,
    applicationId: 'sandbox-sq0idb-fake',
    locationId: fake.locationId,
    environment: 'sandbox',
    baseUrl: fake.baseUrl,
    requestTimeoutMs: 5_000,
  });
  return { gateway, payments: () => fake.payments() };
});
