/** Square settings of DESIGN.md section 5. The application id and location id also reach the browser. */
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

/** The Square config from SQUARE_* variables, or null when SQUARE_ACCESS_TOKEN is unset (no Square). */
export function squareConfigFromEnv(env: NodeJS.ProcessEnv = process.env): SquareConfig | null {
  const accessToken = env.SQUARE_ACCESS_TOKEN?.trim();
  if (!accessToken) return null;
  const applicationId = required(env, 'SQUARE_APPLICATION_ID');
  const locationId = required(env, 'SQUARE_LOCATION_ID');
  const environment = env.SQUARE_ENVIRONMENT?.trim() || 'sandbox';
  if (environment !== 'sandbox' && environment !== 'production') {
    throw new Error(`SQUARE_ENVIRONMENT must be sandbox or production, got ${environment}`);
  }
  const baseUrl = env.SQUARE_BASE_URL?.trim() || null;
  if (baseUrl !== null && !URL.canParse(baseUrl))
    throw new Error(`SQUARE_BASE_URL must be a URL, got ${baseUrl}`);
  return {
    accessToken,
    applicationId,
    locationId,
    environment,
    baseUrl,
    requestTimeoutMs: DEFAULT_SQUARE_TIMEOUT_MS,
  };
}

function required(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name]?.trim();
  if (!value) throw new Error(`${name} is required when SQUARE_ACCESS_TOKEN is set`);
  return value;
}
