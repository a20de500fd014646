import { initTRPC } from '@trpc/server';
import type { Authenticated } from '../../application/authenticate';
import type { AuthenticatedAdmin } from '../../application/authenticate-admin';
import type { DomainError } from '../../domain/errors';
import type { UseCases } from '../use-cases';
import type { AdminIdentity } from './env';
import { AUTHENTICATION_REQUIRED } from './error-status';
import { isSignIn, tooManyWrites } from './middleware/anonymous-writes';
import type { Take } from './rate-limit/token-buckets';
import { formatTrpcError, trpcErrorOf } from './trpc-errors';

/** Writes the session cookie of the answer (the HTTP adapter appends Set-Cookie headers). */
export interface SessionCookies {
  /** The token the request carried, if any. */
  readonly token: string | null;
  set(token: string): void;
  clear(): void;
}

export type SessionLoader = () => Promise<Authenticated | null>;
export type AdminSessionLoader = () => Promise<AuthenticatedAdmin | null>;

/** The per-address allowance of writes without a session (middleware/anonymous-writes.ts). */
export interface AnonymousWrites {
  /** Takes one write from the client's allowance. */
  take(): Take;
  /** Tells the client when to retry (the Retry-After header). */
  retryAfter(seconds: number): void;
}

export interface Context {
  useCases: UseCases;
  /** The request's session, looked up only by procedures that need it (public reads skip it). */
  loadSession: SessionLoader;
  cookies: SessionCookies;
  /** The request's administrator session (its own cookie), looked up only by admin procedures. */
  loadAdmin: AdminSessionLoader;
  /** Why `loadAdmin` answered null although a session may exist (an address off the IP whitelist). */
  adminRefusal: () => DomainError | null;
  adminCookies: SessionCookies;
  /** The client's IP address, for sign-in throttling; null when unknown. */
  clientIp: string | null;
  anonymousWrites: AnonymousWrites;
}

const noCookies: SessionCookies = { token: null, set() {}, clear() {} };
/** Without HTTP (a caller in tests) there is no client address to limit. */
const unlimited: AnonymousWrites = { take: () => ({ ok: true }), retryAfter() {} };

/** The context of a call, without HTTP: tests build it directly and call procedures with a caller. */
export function createContextInner(opts: {
  useCases: UseCases;
  session: Authenticated | null | SessionLoader;
  cookies?: SessionCookies;
  admin?: AuthenticatedAdmin | null | AdminSessionLoader;
  adminRefusal?: () => DomainError | null;
  adminCookies?: SessionCookies;
  clientIp?: string | null;
  anonymousWrites?: AnonymousWrites;
}): Context {
  const { session } = opts;
  const loadSession = typeof session === 'function' ? session : () => Promise.resolve(session);
  const admin = opts.admin ?? null;
  const loadAdmin = typeof admin === 'function' ? admin : () => Promise.resolve(admin);
  return {
    useCases: opts.useCases,
    loadSession,
    cookies: opts.cookies ?? noCookies,
    loadAdmin,
    adminRefusal: opts.adminRefusal ?? (() => null),
    adminCookies: opts.adminCookies ?? noCookies,
    clientIp: opts.clientIp ?? null,
    anonymousWrites: opts.anonymousWrites ?? unlimited,
  };
}

/**
 * A live stream quiet this long gets a ping, so proxies keep it and the client knows it is alive;
 * the client takes a stream silent for three pings for dead (web/lib/subscription-link.ts).
 */
export const SSE_PING_MS = 10_000;

const t = initTRPC.context<Context>().create({
  isDev: false,
  errorFormatter: formatTrpcError,
  sse: {
    ping: { enabled: true, intervalMs: SSE_PING_MS },
    // The client reconnects a stream that missed three pings (a proxy that dropped it silently).
    client: { reconnectAfterInactivityMs: 3 * SSE_PING_MS },
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
/**
 * A mutation without a session (registration, 'Get Notified', the contact form...) takes one write
 * from the client address's allowance; sign-in has its own throttle. Refused: 429 TOO_MANY_ATTEMPTS.
 */
export const publicProcedure = t.procedure.use(async ({ ctx, type, path, next }) => {
  if (type !== 'mutation' || isSignIn(path)) return next();
  if ((await ctx.loadSession()) !== null || (await ctx.loadAdmin()) !== null) return next();
  const taken = ctx.anonymousWrites.take();
  if (taken.ok) return next();
  ctx.anonymousWrites.retryAfter(taken.retryAfterSeconds);
  throw trpcErrorOf(tooManyWrites(taken.retryAfterSeconds));
});

/**
 * A procedure for the signed-in administrator: `ctx.admin` inside. Without a live administrator
 * session, 401 UNAUTHORIZED (app code UNAUTHENTICATED); a player's session is no administrator
 * session (another cookie and table), so it gets the same 401.
 */
export const adminProcedure = t.procedure.use(async ({ ctx, next }) => {
  const session = await ctx.loadAdmin();
  if (!session) throw trpcErrorOf(ctx.adminRefusal() ?? AUTHENTICATION_REQUIRED);
  const { id, email, firstName, lastName } = session.admin;
  const admin: AdminIdentity = { id, email, firstName, lastName };
  return next({ ctx: { ...ctx, admin } });
});

/** A procedure for a signed-in player; the session is non-null inside. */
export const playerProcedure = t.procedure.use(async ({ ctx, next }) => {
  const session = await ctx.loadSession();
  if (!session) throw trpcErrorOf(AUTHENTICATION_REQUIRED);
  return next({ ctx: { ...ctx, session } });
});
