import { initTRPC } from '@trpc/server';
import type { Authenticated } from '../../application/authenticate';
import type { UseCases } from '../use-cases';
import { AUTHENTICATION_REQUIRED } from './error-status';
import { formatTrpcError, trpcErrorOf } from './trpc-errors';

/** Writes the session cookie of the answer (the HTTP adapter appends Set-Cookie headers). */
export interface SessionCookies {
  /** The token the request carried, if any. */
  readonly token: string | null;
  set(token: string): void;
  clear(): void;
}

export type SessionLoader = () => Promise<Authenticated | null>;

export interface Context {
  useCases: UseCases;
  /** The request's session, looked up only by procedures that need it (public reads skip it). */
  loadSession: SessionLoader;
  cookies: SessionCookies;
  /** The client's IP address, for sign-in throttling; null when unknown. */
  clientIp: string | null;
}

const noCookies: SessionCookies = { token: null, set() {}, clear() {} };

/** The context of a call, without HTTP: tests build it directly and call procedures with a caller. */
export function createContextInner(opts: {
  useCases: UseCases;
  session: Authenticated | null | SessionLoader;
  cookies?: SessionCookies;
  clientIp?: string | null;
}): Context {
  const { session } = opts;
  const loadSession = typeof session === 'function' ? session : () => Promise.resolve(session);
  return {
    useCases: opts.useCases,
    loadSession,
    cookies: opts.cookies ?? noCookies,
    clientIp: opts.clientIp ?? null,
  };
}

const t = initTRPC.context<Context>().create({
  isDev: false,
  errorFormatter: formatTrpcError,
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure;

/** A procedure for a signed-in player; the session is non-null inside. */
export const playerProcedure = t.procedure.use(async ({ ctx, next }) => {
  const session = await ctx.loadSession();
  if (!session) throw trpcErrorOf(AUTHENTICATION_REQUIRED);
  return next({ ctx: { ...ctx, session } });
});
