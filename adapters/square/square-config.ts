/** Square settings (docs/rules/operations.md, Configuration). The application id and location id also reach the browser. */
export interface SquareConfig {
  accessToken: string;
  applicationId: string;
  locationId: string;
  environment: 'sandbox' | 'production';
  /** Overrides the environment's URL; only the tests' fake Square API sets it. */
  baseUrl: string | null;
  /** Per-request timeout. Past it a charge is `unknown` and is retried with the same key. */
  requestTimeoutMs: number;
}

export const DEFAULT_SQUARE_TIMEOUT_MS = 10_000;
