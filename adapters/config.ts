import { resolve } from 'node:path';
import type { LogFormat } from './logging/pino-logger';
import { type PaymentsConfig, paymentsConfigFromEnv } from './payments-config';

/** The runtime contract of DESIGN.md section 5: every setting is an optional environment variable. */
export interface AppConfig {
  port: number;
  host: string;
  publicUrl: string;
  databaseUrl: string | null;
  dataDir: string;
  demoData: boolean;
  /** The built client to serve, or null to serve the API only. */
  clientDir: string | null;
  /** TRUST_PROXY=1: one reverse proxy in front; take the client IP from X-Forwarded-For. */
  trustProxy: boolean;
  /** PAYMENTS, SQUARE_*, RECONCILE_INTERVAL_MS (adapters/payments-config.ts). */
  payments: PaymentsConfig;
  /** LOG_FORMAT: JSON lines (default), pretty (npm run dev) or silent. */
  logFormat: LogFormat;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`PORT must be a port number, got ${env.PORT}`);
  const host = env.HOST ?? '127.0.0.1';
  const databaseUrl = env.DATABASE_URL?.trim() || null;
  return {
    port,
    host,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    databaseUrl,
    dataDir: resolve(env.DATA_DIR ?? './.data'),
    demoData: env.DEMO_DATA ? env.DEMO_DATA !== 'false' && env.DEMO_DATA !== '0' : databaseUrl === null,
    clientDir: resolve(env.CLIENT_DIR ?? './dist/client'),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    payments: paymentsConfigFromEnv(env),
    logFormat: env.LOG_FORMAT === 'pretty' || env.LOG_FORMAT === 'silent' ? env.LOG_FORMAT : 'json',
  };
}
