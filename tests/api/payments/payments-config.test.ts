import { describe, expect, it } from 'vitest';
import { configFromEnv } from '../../../adapters/config/app-config';
import { cardFormCsp, cardFormSetupOf } from '../../../adapters/config/payments-config';
import { SimulatedPaymentGateway } from '../../../adapters/payments-simulator/simulated-payment-gateway';
import { SquarePaymentGateway } from '../../../adapters/square/square-payment-gateway';
import { createPaymentGateway } from '../../../adapters/wiring/payments/module';

const paymentsConfigFromEnv = (env: NodeJS.ProcessEnv) => configFromEnv(env).payments;

const SQUARE = {
  SQUARE_ACCESS_TOKEN: 'EAAA-token',
  SQUARE_APPLICATION_ID: 'sandbox-sq0idb-app',
  SQUARE_LOCATION_ID: 'LOC1',
};

describe('PAYMENTS: which card processor charges', () => {
  it('is the simulator by default, with its test card form and no Square script in the CSP', () => {
    const config = paymentsConfigFromEnv({});
    expect(config).toEqual({ gateway: 'simulator', square: null, reconcileIntervalMs: 5_000 });
    expect(createPaymentGateway(config)).toBeInstanceOf(SimulatedPaymentGateway);
    expect(cardFormSetupOf(config)).toEqual({ provider: 'simulator' });
    expect(cardFormCsp(config)).toEqual({});
  });

  it('is Square when SQUARE_ACCESS_TOKEN is set, unless PAYMENTS says simulator', () => {
    const config = paymentsConfigFromEnv(SQUARE);
    expect(config.gateway).toBe('square');
    expect(createPaymentGateway(config)).toBeInstanceOf(SquarePaymentGateway);
    expect(cardFormSetupOf(config)).toEqual({
      provider: 'square',
      applicationId: 'sandbox-sq0idb-app',
      locationId: 'LOC1',
      environment: 'sandbox',
    });
    expect(cardFormCsp(config).scriptSources).toContain('https://*.squarecdn.com');
    expect(cardFormCsp(config).connectSources).toContain('https://pci-connect.squareupsandbox.com');
    const production = paymentsConfigFromEnv({ ...SQUARE, SQUARE_ENVIRONMENT: 'production' });
    expect(cardFormCsp(production).connectSources).toContain('https://pci-connect.squareup.com');
    expect(paymentsConfigFromEnv({ ...SQUARE, PAYMENTS: 'simulator' })).toMatchObject({
      gateway: 'simulator',
      square: null,
    });
  });

  it('refuses settings it cannot honour, at start', () => {
    expect(() => paymentsConfigFromEnv({ PAYMENTS: 'square' })).toThrow(/SQUARE_ACCESS_TOKEN/);
    expect(() => paymentsConfigFromEnv({ PAYMENTS: 'stripe' })).toThrow(/square or simulator/);
    expect(() => paymentsConfigFromEnv({ RECONCILE_INTERVAL_MS: '-1' })).toThrow(/RECONCILE_INTERVAL_MS/);
    expect(paymentsConfigFromEnv({ RECONCILE_INTERVAL_MS: '0' }).reconcileIntervalMs).toBe(0);
  });
});
