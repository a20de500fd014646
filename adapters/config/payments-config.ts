import { z } from 'zod';
import type { CardFormSetup } from '../../application/payments/get-card-form-setup';
import { DEFAULT_SQUARE_TIMEOUT_MS, type SquareConfig } from '../square/square-config';

/** docs/rules/operations.md, Configuration: PAYMENTS picks the card processor; SQUARE_* configure Square. */
export interface PaymentsConfig {
  gateway: 'square' | 'simulator';
  /** Set when gateway is 'square'. */
  square: SquareConfig | null;
  /** How often the reconciler settles unconfirmed charges and releases expired holds; 0 turns it off. */
  reconcileIntervalMs: number;
}

const DEFAULT_RECONCILE_INTERVAL_MS = 5_000;

/** A variable that may be unset or blank (blank counts as unset). */
const optionalText = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined);

const wholeNumber = (what: string) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, `must be a whole number of ${what}`)
    .transform(Number)
    .refine(Number.isSafeInteger, `must be a whole number of ${what}`);

/** The payment variables: their part of the one configuration schema (adapters/config.ts). */
export const paymentsEnvShape = {
  PAYMENTS: optionalText.pipe(z.enum(['square', 'simulator'], 'must be square or simulator').optional()),
  SQUARE_ACCESS_TOKEN: optionalText,
  SQUARE_APPLICATION_ID: optionalText,
  SQUARE_LOCATION_ID: optionalText,
  SQUARE_ENVIRONMENT: optionalText.pipe(
    z.enum(['sandbox', 'production'], 'must be sandbox or production').default('sandbox'),
  ),
  SQUARE_BASE_URL: optionalText.pipe(z.url('must be a URL').optional()),
  RECONCILE_INTERVAL_MS: optionalText.pipe(
    wholeNumber('milliseconds').default(DEFAULT_RECONCILE_INTERVAL_MS),
  ),
  ALLOW_TEST_PAYMENTS: optionalText.pipe(z.enum(['1', 'true', '0', 'false'], 'must be 1 or 0').optional()),
};

export type PaymentsEnv = z.output<z.ZodObject<typeof paymentsEnvShape>>;

/** Problems only seen across variables: [variable, message] pairs. */
export function paymentsProblems(env: PaymentsEnv): [string, string][] {
  const problems: [string, string][] = [];
  if (env.SQUARE_ACCESS_TOKEN) {
    for (const name of ['SQUARE_APPLICATION_ID', 'SQUARE_LOCATION_ID'] as const) {
      if (!env[name]) problems.push([name, 'is required when SQUARE_ACCESS_TOKEN is set']);
    }
  } else if (env.PAYMENTS === 'square') {
    problems.push(['PAYMENTS', 'PAYMENTS=square needs SQUARE_ACCESS_TOKEN']);
  }
  return problems;
}

/** True when test payments are explicitly allowed on a public (https) site. */
export const testPaymentsAllowed = (env: PaymentsEnv) =>
  env.ALLOW_TEST_PAYMENTS === '1' || env.ALLOW_TEST_PAYMENTS === 'true';

/** The payments settings of variables that passed the schema and paymentsProblems. */
export function paymentsConfigOf(env: PaymentsEnv): PaymentsConfig {
  const token = env.SQUARE_ACCESS_TOKEN;
  const gateway = env.PAYMENTS ?? (token ? 'square' : 'simulator');
  const square: SquareConfig | null =
    gateway === 'square' && token
      ? {
          accessToken: token,
          applicationId: env.SQUARE_APPLICATION_ID ?? '',
          locationId: env.SQUARE_LOCATION_ID ?? '',
          environment: env.SQUARE_ENVIRONMENT,
          baseUrl: env.SQUARE_BASE_URL ?? null,
          requestTimeoutMs: DEFAULT_SQUARE_TIMEOUT_MS,
        }
      : null;
  return { gateway, square, reconcileIntervalMs: env.RECONCILE_INTERVAL_MS };
}

/** The browser's card form for this configuration (its ids are public: the SDK needs them). */
export function cardFormSetupOf(config: PaymentsConfig): CardFormSetup {
  if (config.gateway !== 'square' || !config.square) return { provider: 'simulator' };
  const { applicationId, locationId, environment } = config.square;
  return { provider: 'square', applicationId, locationId, environment };
}

/** CSP sources for Square's Web Payments SDK, only when Square is configured (docs/rules/operations.md, Security). */
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
