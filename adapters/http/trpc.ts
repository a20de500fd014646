import { initTRPC, type TRPCError } from '@trpc/server';
import type { Authenticated } from '../../application/accounts/authenticate';
import type { AuthenticatedAdmin } from '../../application/admin/authenticate-admin';
import type { OpenWrite } from '../../application/operations/open-write-limit';
import type { DomainError } from '../../domain/shared/errors';
import type { UseCases } from '../wiring/use-cases';
import { isDatabaseUnavailable } from './database-unavailable';
import type { AdminIdentity, Viewing } from './env';
import { AUTHENTICATION_REQUIRED, DATABASE_UNAVAILABLE } from './error-status';
import { tooManyWrites } from './middleware/open-writes';
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

/** The client address's allowance of writes anyone may make (application/operations/open-write-limit.ts). */
export interface OpenWrites {
  /** Counts one write against the client's allowance. */
  take(): Promise<OpenWrite>;
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
  openWrites: OpenWrites;
  /**
   * Told when a live stream is refused before it opens (its input, its caps): tRPC would answer 200
   * and put the refusal inside the stream, so the HTTP adapter answers it as an error instead
   * (trpc-handler.ts, live-stream-procedure.ts).
   */
  refuseStream: (error: TRPCError) => void;
  /**
   * Offered a live stream's events once its procedure and middleware ran: true when the HTTP adapter
   * writes them itself (live-streams.ts), false without HTTP (a caller in tests reads the events).
   */
  serveStream: (events: AsyncIterable<unknown>) => boolean;
  /** Records the caller as a viewer of games once a game read succeeded (middleware/presence.ts). */
  viewing: Viewing;
}

const noCookies: SessionCookies = { token: null, set() {}, clear() {} };
/** Without HTTP (a caller in tests) there is no client address to limit. */
const unlimited: OpenWrites = { take: async () => ({ ok: true }), retryAfter() {} };

/** The context of a call, without HTTP: tests build it directly and call procedures with a caller. */
export function createContextInner(opts: {
  useCases: UseCases;
  session: Authenticated | null | SessionLoader;
  cookies?: SessionCookies;
  admin?: AuthenticatedAdmin | null | AdminSessionLoader;
  adminRefusal?: () => DomainError | null;
  adminCookies?: SessionCookies;
  clientIp?: string | null;
  openWrites?: OpenWrites;
  refuseStream?: (error: TRPCError) => void;
  serveStream?: (events: AsyncIterable<unknown>) => boolean;
  viewing?: Viewing;
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
    openWrites: opts.openWrites ?? unlimited,
    refuseStream: opts.refuseStream ?? (() => {}),
    serveStream: opts.serveStream ?? (() => false),
    viewing: opts.viewing ?? (async () => {}),
  };
}

/**
 * A live stream quiet this long gets a ping, so proxies keep it and the client knows it is alive;
 * the client takes a stream silent for three pings for dead (web/lib/subscription-link.ts).
 */
const SSE_PING_MS = 10_000;

/** The live streams' options, written by the HTTP adapter's own stream writer (live-streams.ts). */
export const SSE_OPTIONS = {
  ping: { enabled: true, intervalMs: SSE_PING_MS },
  // The client reconnects a stream that missed three pings (a proxy that dropped it silently).
  client: { reconnectAfterInactivityMs: 3 * SSE_PING_MS },
} as const;

const t = initTRPC.context<Context>().create({
  isDev: false,
  errorFormatter: formatTrpcError,
  sse: SSE_OPTIONS,
});

export const router = t.router;
export const middleware = t.middleware;
export const createCallerFactory = t.createCallerFactory;

/**
 * Every procedure: a call that met the database unreachable (a failover under way) is a 503
 * UNAVAILABLE with Retry-After (trpc-handler.ts), never a 500 (database-unavailable.ts).
 */
export const publicProcedure = t.procedure.use(async ({ next }) => {
  const result = await next();
  if (!result.ok && isDatabaseUnavailable(result.error.cause)) throw trpcErrorOf(DATABASE_UNAVAILABLE);
  return result;
});

/**
 * A write anyone may make (registration, the contact form, 'Get Notified', forgot-password): each
 * call counts against the client address's allowance, with or without a session, as its REST twin
 * does (middleware/open-writes.ts). Refused: 429 TOO_MANY_ATTEMPTS, nothing done.
 */
export const openWriteProcedure = publicProcedure.use(async ({ ctx, next }) => {
  const taken = await ctx.openWrites.take();
  if (taken.ok) return next();
  ctx.openWrites.retryAfter(taken.retryAfterSeconds);
  throw trpcErrorOf(tooManyWrites(taken));
});

/**
 * A procedure for the signed-in administrator: `ctx.admin` inside. Without a live administrator
 * session, 401 UNAUTHORIZED (app code UNAUTHENTICATED); a player's session is no administrator
 * session (another cookie and table), so it gets the same 401.
 */
export const adminProcedure = publicProcedure.use(async ({ ctx, next }) => {
  const session = await ctx.loadAdmin();
  if (!session) throw trpcErrorOf(ctx.adminRefusal() ?? AUTHENTICATION_REQUIRED);
  const { id, email, firstName, lastName } = session.admin;
  const admin: AdminIdentity = { id, email, firstName, lastName };
  return next({ ctx: { ...ctx, admin } });
});

/** A procedure for a signed-in player; the session is non-null inside. */
export const playerProcedure = publicProcedure.use(async ({ ctx, next }) => {
  const session = await ctx.loadSession();
  if (!session) throw trpcErrorOf(AUTHENTICATION_REQUIRED);
  return next({ ctx: { ...ctx, session } });
});
