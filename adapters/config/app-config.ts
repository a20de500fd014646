import { resolve } from 'node:path';
import { z } from 'zod';
import type { Sponsor } from '../../application/games/get-sponsor';
import { MIN_PASSWORD_LENGTH } from '../../domain/accounts/password-policy';
import type { LogFormat } from '../logging/pino-logger';
import { DATA_KEY_FORMAT, parseDataKey } from '../security/data-key';
import { type MailConfig, mailConfigOf, mailEnvShape } from './mail-config';
import {
  type PaymentsConfig,
  type PaymentsEnv,
  paymentsConfigOf,
  paymentsEnvShape,
  paymentsProblems,
  testPaymentsAllowed,
} from './payments-config';

/** The runtime contract (docs/rules/operations.md, Configuration): every setting is an optional environment variable. */
export interface AppConfig {
  port: number;
  host: string;
  /** The site's public origin: e-mail links, and the only origin the CSRF check trusts in production. */
  publicUrl: string;
  /** DEV_ORIGIN (set by `npm run dev`): the Vite dev server's origin, trusted besides publicUrl. */
  devOrigin: string | null;
  databaseUrl: string | null;
  /**
   * DATABASE_READ_URL: a hot standby of DATABASE_URL's primary where the shared public reads may run
   * (docs/rules/operations.md, Reads on the standby); null: every read on the primary.
   */
  databaseReadUrl: string | null;
  dataDir: string;
  /**
   * DATA_KEY, the secret behind what is kept about people (adapters/security/data-key.ts). Null
   * without it (never on an https site): the server uses the key kept in DATA_DIR, made at first start.
   */
  dataKey: Buffer | null;
  demoData: boolean;
  /** The built client to serve, or null to serve the API only. */
  clientDir: string | null;
  /** TRUST_PROXY=1: one reverse proxy in front; take the client IP from X-Forwarded-For. */
  trustProxy: boolean;
  /** Writes without a session (register, contact, notify...) one client address may make per minute. */
  anonymousWritesPerMinute: number;
  /** METRICS_TOKEN: the bearer token a Prometheus scraper sends to GET /metrics; null: no metrics (404). */
  metricsToken: string | null;
  /** PAYMENTS, SQUARE_*, RECONCILE_INTERVAL_MS (adapters/payments-config.ts). */
  payments: PaymentsConfig;
  /** LOG_FORMAT: JSON lines (default), pretty (npm run dev) or silent. */
  logFormat: LogFormat;
  /** SMTP_URL, MAIL_FROM, CONTACT_EMAIL, MAIL_INTERVAL_MS (adapters/mail-config.ts). */
  mail: MailConfig;
  /** OPERATOR_NAME and OPERATOR_ADDRESS: the Official Rules' Sponsor; null (both unset) on a demo site. */
  sponsor: Sponsor;
  /**
   * ADMIN_EMAIL and ADMIN_PASSWORD (both or neither): the administrator created or updated at start.
   * Null without them: in demo mode a demo administrator is made instead (adapters/admin-at-start.ts).
   */
  admin: AdminCredentials | null;
}

export interface AdminCredentials {
  email: string;
  password: string;
}

export const DEFAULT_ANONYMOUS_WRITES_PER_MINUTE = 30;

/** The configuration is wrong: the message names every bad variable at once. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** A variable that may be unset or blank (blank counts as unset). */
const optional = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined);
const flag = optional.pipe(z.enum(['1', 'true', '0', 'false'], 'must be 1 or 0').optional());
const isOn = (value: string | undefined) => value === '1' || value === 'true';
const webOrigin = z
  .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
  .transform((url) => url.replace(/\/$/, ''));
const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, `must be a whole number from ${min} to ${max}`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `must be a whole number from ${min} to ${max}`);

/** The one schema of every variable the server reads. */
const envSchema = z.object({
  PORT: optional.pipe(wholeNumber(0, 65_535).default(3000)),
  HOST: optional.pipe(z.string().default('127.0.0.1')),
  PUBLIC_URL: optional.pipe(webOrigin.optional()),
  DEV_ORIGIN: optional.pipe(webOrigin.optional()),
  DATABASE_URL: optional,
  DATABASE_READ_URL: optional,
  DATA_DIR: optional.pipe(z.string().default('./.data')),
  DATA_KEY: optional.pipe(
    z
      .string()
      .transform((text, ctx) => {
        const key = parseDataKey(text);
        if (key) return key;
        ctx.addIssue({ code: 'custom', message: DATA_KEY_FORMAT });
        return z.NEVER;
      })
      .optional(),
  ),
  DEMO_DATA: flag,
  CLIENT_DIR: optional.pipe(z.string().default('./dist/client')),
  TRUST_PROXY: flag,
  ANONYMOUS_WRITES_PER_MINUTE: optional.pipe(
    wholeNumber(1, 1_000_000).default(DEFAULT_ANONYMOUS_WRITES_PER_MINUTE),
  ),
  // Not trimmed, like a password; long enough not to be guessed.
  METRICS_TOKEN: z
    .string()
    .optional()
    .transform((value) => value || undefined)
    .pipe(z.string().min(16, 'must be at least 16 characters (a random secret)').optional()),
  ADMIN_EMAIL: optional.pipe(z.email('must be an e-mail address').optional()),
  // Not trimmed: a password is kept exactly as typed.
  ADMIN_PASSWORD: z
    .string()
    .optional()
    .transform((value) => value || undefined)
    .pipe(
      z.string().min(MIN_PASSWORD_LENGTH, `must be at least ${MIN_PASSWORD_LENGTH} characters`).optional(),
    ),
  LOG_FORMAT: optional.pipe(
    z.enum(['json', 'pretty', 'silent'], 'must be json, pretty or silent').default('json'),
  ),
  OPERATOR_NAME: optional.pipe(z.string().max(200, 'must be at most 200 characters').optional()),
  OPERATOR_ADDRESS: optional.pipe(z.string().max(500, 'must be at most 500 characters').optional()),
  ...paymentsEnvShape,
  ...mailEnvShape,
});

type Env = z.output<typeof envSchema>;
/** Variables whose value a problem report never repeats. */
const SECRETS = new Set(['DATA_KEY', 'ADMIN_PASSWORD', 'SQUARE_ACCESS_TOKEN', 'SMTP_URL']);
const paymentsEnvSchema = z.object(paymentsEnvShape);

/** Reads the configuration; throws a ConfigError naming every bad variable. */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => {
        const name = String(issue.path[0]);
        const got = SECRETS.has(name) ? 'a value not shown here' : JSON.stringify(env[name]);
        return `${name}: ${issue.message} (got ${got})`;
      });
  // Rules across variables are checked too when their own variables are valid, whatever else is wrong.
  const payments = paymentsEnvSchema.safeParse(env);
  const publicUrl = envSchema.shape.PUBLIC_URL.safeParse(env.PUBLIC_URL);
  if (payments.success) {
    const across = [...paymentsProblems(payments.data)];
    if (publicUrl.success) across.push(...realMoneyProblems(publicUrl.data, payments.data));
    if (publicUrl.success) across.push(...dataKeyProblems(publicUrl.data, env));
    problems.push(...across.map(([name, message]) => `${name}: ${message}`));
  }
  const adminEmail = optional.parse(env.ADMIN_EMAIL);
  if ((adminEmail === undefined) !== !env.ADMIN_PASSWORD) {
    problems.push('ADMIN_EMAIL, ADMIN_PASSWORD: set both (the administrator ensured at start) or neither');
  }
  problems.push(...sponsorProblems(env));
  if (optional.parse(env.DATABASE_READ_URL) && !optional.parse(env.DATABASE_URL)) {
    problems.push('DATABASE_READ_URL: needs DATABASE_URL (the primary whose standby it is)');
  }
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  return configOf(parsed.data);
}

/**
 * An https public address means real players: the payment simulator would take their "payments"
 * without charging anyone, so it needs an explicit ALLOW_TEST_PAYMENTS=1.
 */
function realMoneyProblems(publicUrl: string | undefined, env: PaymentsEnv): [string, string][] {
  if (!publicUrl?.startsWith('https://') || paymentsConfigOf(env).gateway !== 'simulator') return [];
  if (testPaymentsAllowed(env)) return [];
  return [
    [
      'PAYMENTS',
      'PUBLIC_URL is https:// (a public site) but payments would use the simulator, which charges no ' +
        'real card: configure Square (SQUARE_ACCESS_TOKEN, SQUARE_APPLICATION_ID, SQUARE_LOCATION_ID) ' +
        'or set ALLOW_TEST_PAYMENTS=1 for a test deployment',
    ],
  ];
}

/**
 * A public site keeps its DATA_KEY in its configuration: a key made on the server's disk would be
 * lost with the disk, or differ between two servers, and what it keyed would no longer match.
 */
function dataKeyProblems(publicUrl: string | undefined, env: NodeJS.ProcessEnv): [string, string][] {
  if (!publicUrl?.startsWith('https://') || optional.parse(env.DATA_KEY) !== undefined) return [];
  return [
    [
      'DATA_KEY',
      'required when PUBLIC_URL is https:// (a public site): 32 random bytes as 64 hex digits or base64 ' +
        '(e.g. `openssl rand -hex 32`), kept secret and the same on every server and restart',
    ],
  ];
}

/** The Official Rules name the Sponsor by both name and address, or by neither (a demo site). */
function sponsorProblems(env: NodeJS.ProcessEnv): string[] {
  const name = Boolean(env.OPERATOR_NAME?.trim());
  const address = Boolean(env.OPERATOR_ADDRESS?.trim());
  if (name === address) return [];
  const [missing, set] = name ? ['OPERATOR_ADDRESS', 'OPERATOR_NAME'] : ['OPERATOR_NAME', 'OPERATOR_ADDRESS'];
  return [`${missing}: must be set with ${set} (the Official Rules name the sponsor and its address)`];
}

function configOf(env: Env): AppConfig {
  const databaseUrl = env.DATABASE_URL ?? null;
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
  return {
    port: env.PORT,
    host: env.HOST,
    publicUrl,
    devOrigin: env.DEV_ORIGIN ?? null,
    databaseUrl,
    databaseReadUrl: databaseUrl === null ? null : (env.DATABASE_READ_URL ?? null),
    dataDir: resolve(env.DATA_DIR),
    dataKey: env.DATA_KEY ?? null,
    demoData: env.DEMO_DATA === undefined ? databaseUrl === null : isOn(env.DEMO_DATA),
    clientDir: resolve(env.CLIENT_DIR),
    trustProxy: isOn(env.TRUST_PROXY),
    anonymousWritesPerMinute: env.ANONYMOUS_WRITES_PER_MINUTE,
    metricsToken: env.METRICS_TOKEN ?? null,
    payments: paymentsConfigOf(env),
    logFormat: env.LOG_FORMAT,
    admin:
      env.ADMIN_EMAIL && env.ADMIN_PASSWORD ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD } : null,
    sponsor:
      env.OPERATOR_NAME && env.OPERATOR_ADDRESS
        ? { name: env.OPERATOR_NAME, address: env.OPERATOR_ADDRESS }
        : null,
    mail: mailConfigOf(env, publicUrl),
  };
}
