import { createHash } from 'node:crypto';
import type { Hono } from 'hono';
import type { Container } from 'inversify';
import { createHttpApp } from '../../../adapters/http/app';
import type { HttpEnv } from '../../../adapters/http/env';
import { inMemoryPersistence } from '../../../adapters/memory/persistence';
import { RecordingLogger } from '../../../adapters/memory/recording-logger';
import type { Persistence } from '../../../adapters/persistence/persistence';
import { SeededRandomSource } from '../../../adapters/system/seeded-random-source';
import { BACK_OFFICE_TOKENS } from '../../../adapters/wiring/back-office/tokens';
import { buildContainer, resolveUseCases } from '../../../adapters/wiring/container';
import { OPERATIONS_TOKENS } from '../../../adapters/wiring/operations/tokens';
import { SHARED_TOKENS } from '../../../adapters/wiring/shared/tokens';
import type { UseCases } from '../../../adapters/wiring/use-cases';
import { EnsureAdministrator } from '../../../application/admin/ensure-administrator';
import type { PaymentGateway } from '../../../application/payments/ports/payment-gateway';
import type { Clock } from '../../../application/shared/ports/clock';
import type { PasswordHasher } from '../../../application/shared/ports/password-hasher';
import type { Game } from '../../../domain/games/game';
import { aGame, type GameBuilder } from '../../builders/game-builder';
import { testConfig } from '../../support/test-config';
import { TEST_ADMIN } from './admin-session';

export const PUBLIC_URL = 'http://localhost:3000';
export const NOW = new Date('2030-06-01T12:00:00Z');

/** Time that only moves when a test says so. */
export class ManualClock implements Clock {
  constructor(private current: Date = NOW) {}
  now(): Date {
    return new Date(this.current);
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

/** Fast and deterministic: argon2 has its own tests; API tests need thousands of hashes. */
export class Sha256PasswordHasher implements PasswordHasher {
  async hash(password: string): Promise<string> {
    return `sha256:${createHash('sha256').update(password).digest('hex')}`;
  }
  async verify(hash: string, password: string): Promise<boolean> {
    return hash === (await this.hash(password));
  }
}

interface RequestOptions {
  /** A JSON body (serialised, with Content-Type application/json). */
  json?: unknown;
  /** A raw body, sent as it is. */
  body?: string;
  cookie?: string | null;
  /** Origin header; defaults to PUBLIC_URL on state-changing requests. null sends none. */
  origin?: string | null;
  headers?: Record<string, string>;
}

export interface TestApp {
  app: Hono<HttpEnv>;
  /** What the edge logged (errors, with their request ids). */
  logger: RecordingLogger;
  useCases: UseCases;
  clock: ManualClock;
  persistence: Persistence;
  /** The composition root the app was built from (ports a test feeds by hand). */
  container: Container;
  /** Resolves once the test administrator (options.admin, default TEST_ADMIN) exists. */
  adminReady: Promise<unknown>;
  call(method: string, path: string, options?: RequestOptions): Promise<Response>;
  addGame(build?: (game: GameBuilder) => GameBuilder): Promise<Game>;
  /** Registers a player (first form) and signs in; returns the Cookie header to send. */
  signUp(
    overrides?: Record<string, unknown>,
  ): Promise<{ cookie: string; email: string; password: string; id: number }>;
}

let emails = 0;
let games = 0;
const uniqueEmail = () => `player${++emails}.${process.pid}@gmail.com`;

export function registrationForm1(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    firstName: 'Pat',
    lastName: 'Player',
    email: uniqueEmail(),
    phone: '615-555-0100',
    password: 'secret-password',
    state: 'TN',
    optOutPublicity: false,
    acceptedTermsAt: new Date(NOW.getTime() - 60_000).toISOString(),
    ...overrides,
  };
}

export function registrationForm2(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    firstName: 'Sam',
    lastName: 'Second',
    email: uniqueEmail(),
    phone: '',
    password: 'secret-password',
    ...overrides,
  };
}

/** The use cases as the composition root builds them, on the given stores and test doubles. */
export function buildUseCases(persistence: Persistence, clock: Clock): UseCases {
  return resolveUseCases(buildTestContainer(persistence, clock));
}

function buildTestContainer(
  persistence: Persistence,
  clock: Clock,
  logger = new RecordingLogger(),
  gateway?: PaymentGateway,
) {
  const overrides = {
    clock,
    hasher: new Sha256PasswordHasher(),
    random: new SeededRandomSource(7),
    logger,
    ...(gateway ? { gateway } : {}),
  };
  // In-process requests have no client address; the limit has its own tests on the real server.
  const config = { ...testConfig(), anonymousWritesPerMinute: 1_000_000 };
  return buildContainer(config, persistence, overrides);
}

/** The real HTTP app on in-memory adapters. */
export function buildTestApp(
  options: {
    secureCookies?: boolean;
    clientDir?: string | null;
    publicUrl?: string;
    devOrigin?: string;
    /** The administrator created at start, as ADMIN_EMAIL/ADMIN_PASSWORD would; null for none. */
    admin?: { email: string; password: string } | null;
    /** METRICS_TOKEN; GET /metrics answers 404 without it. */
    metricsToken?: string;
    /** The payment gateway (the simulator by default), e.g. one whose refunds a test refuses. */
    gateway?: PaymentGateway;
  } = {},
): TestApp {
  const clock = new ManualClock();
  const persistence = inMemoryPersistence();
  const logger = new RecordingLogger();
  const container = buildTestContainer(persistence, clock, logger, options.gateway);
  const useCases = resolveUseCases(container);
  // Writes through the container's repositories, as the use cases do, so caches see them.
  const repositories = container.get(SHARED_TOKENS.repositories);
  const admin = options.admin === undefined ? TEST_ADMIN : options.admin;
  const adminReady = admin ? container.get(EnsureAdministrator).execute(admin) : Promise.resolve();
  const app = createHttpApp({
    useCases,
    clock,
    logger,
    requestCounter: container.get(BACK_OFFICE_TOKENS.requestCounter),
    metrics: container.get(OPERATIONS_TOKENS.metrics),
    drain: container.get(OPERATIONS_TOKENS.drain),
    config: {
      metricsToken: options.metricsToken ?? null,
      publicUrl: options.publicUrl ?? PUBLIC_URL,
      devOrigin: options.devOrigin ?? null,
      secureCookies: options.secureCookies ?? false,
      clientDir: options.clientDir ?? null,
    },
  });

  const call = (method: string, path: string, options: RequestOptions = {}) => {
    const headers = new Headers(options.headers);
    const changesState = !['GET', 'HEAD', 'OPTIONS'].includes(method);
    const origin = options.origin === undefined ? (changesState ? PUBLIC_URL : null) : options.origin;
    if (origin !== null) headers.set('origin', origin);
    if (options.cookie) headers.set('cookie', options.cookie);
    let body: string | undefined = options.body;
    if (options.json !== undefined) {
      body = JSON.stringify(options.json);
      if (!headers.has('content-type')) headers.set('content-type', 'application/json');
    }
    return Promise.resolve(app.request(path, { method, headers, body }));
  };

  return {
    app,
    logger,
    useCases,
    clock,
    persistence,
    container,
    adminReady,
    call,
    addGame: (build = (game) => game.liveAt(clock.now()).withDefaultFreePlay()) =>
      // Codes are unique in the store; the builder's default code is fixed.
      repositories.games.create(
        build(aGame().with({ code: `G${String(++games).padStart(6, '0')}` })).buildDraft(),
      ),
    async signUp(overrides = {}) {
      const payload = registrationForm1(overrides);
      const registered = await call('POST', '/api/register', { json: payload });
      if (registered.status !== 201) throw new Error(`sign-up failed: ${await registered.text()}`);
      const { user } = (await registered.json()) as { user: { id: number } };
      const email = String(payload.email);
      const password = String(payload.password);
      const login = await call('POST', '/api/login', { json: { email, password } });
      return { cookie: sessionCookieOf(login), email, password, id: user.id };
    },
  };
}

/** `name=value` of the session cookie an answer sets, for the next request's Cookie header. */
export function sessionCookieOf(response: Response): string {
  const setCookie = response.headers.getSetCookie().find((c) => /^(__Host-)?pw_session=/.test(c));
  if (!setCookie) throw new Error(`no session cookie in ${response.status} answer`);
  return setCookie.split(';')[0] ?? '';
}
