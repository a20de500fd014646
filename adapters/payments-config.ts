import type { CardFormSetup } from '../application/get-card-form-setup';
import { type SquareConfig, squareConfigFromEnv } from './square/square-config';

/** DESIGN.md section 5: PAYMENTS picks the card processor; SQUARE_* configure Square. */
export interface PaymentsConfig {
  gateway: 'square' | 'simulator';
  /** Set when gateway is 'square'. */
  square: SquareConfig | null;
  /** How often the reconciler settles unconfirmed charges and releases expired holds; 0 turns it off. */
  reconcileIntervalMs: number;
}

export const DEFAULT_RECONCILE_INTERVAL_MS = 5_000;

export function paymentsConfigFromEnv(env: NodeJS.ProcessEnv = process.env): PaymentsConfig {
  const square = squareConfigFromEnv(env);
  const chosen = env.PAYMENTS?.trim() || (square ? 'square' : 'simulator');
  if (chosen !== 'square' && chosen !== 'simulator') {
    throw new Error(`PAYMENTS must be square or simulator, got ${chosen}`);
  }
  if (chosen === 'square' && !square) throw new Error('PAYMENTS=square needs SQUARE_ACCESS_TOKEN');
  const interval = Number(env.RECONCILE_INTERVAL_MS ?? DEFAULT_RECONCILE_INTERVAL_MS);
  if (!Number.isInteger(interval) || interval < 0) {
    throw new Error(
      `RECONCILE_INTERVAL_MS must be a whole number of milliseconds, got ${env.RECONCILE_INTERVAL_MS}`,
    );
  }
  return { gateway: chosen, square: chosen === 'square' ? square : null, reconcileIntervalMs: interval };
}

/** The browser's card form for this configuration (its ids are public: the SDK needs them). */
export function cardFormSetupOf(config: PaymentsConfig): CardFormSetup {
  if (config.gateway !== 'square' || !config.square) return { provider: 'simulator' };
  const { applicationId, locationId, environment } = config.square;
  return { provider: 'square', applicationId, locationId, environment };
}

/** CSP sources for Square's Web Payments SDK, only when Square is configured (DESIGN.md section 6). */
export function cardFormCsp(config: PaymentsConfig) {
  if (config.gateway !== 'square' || !config.square) return {};
  const sandbox = config.square.environment === 'sandbox';
  return {
    scriptSources: [
      'https://*.squarecdn.com',
      sandbox ? 'https://js.squareupsandbox.com' : 'https://js.squareup.com',
    ],
    connectSources: [
      'https://*.squarecdn.com',
      sandbox ? 'https://pci-connect.squareupsandbox.com' : 'https://pci-connect.squareup.com',
    ],
    frameSources: ['https://*.squarecdn.com'],
  };
}
