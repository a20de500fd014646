import type { HttpBindings } from '@hono/node-server';
import { getErrorShape, getTRPCErrorFromUnknown, type TRPCError } from '@trpc/server';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import type { TRPCRequestInfo } from '@trpc/server/http';
import type { Context } from 'hono';
import { LOGIN_RETRY_AFTER_SECONDS } from '../../domain/accounts/login-throttle-policy';
import { invalidInput } from '../../domain/shared/errors';
import type { UseCases } from '../wiring/use-cases';
import type { HttpEnv } from './env';
import { type AppError, UNAVAILABLE_RETRY_AFTER_SECONDS } from './error-status';
import type { LiveStreams } from './live-streams';
import { readRequest } from './middleware/request-body';
import { fail } from './rest/respond';
import { appRouter } from './routers/app';
import type { SessionCookie } from './session-cookie';
import { errorFrame } from './sse-frames';
import { createContextInner } from './trpc';
import { appErrorOf } from './trpc-errors';

/** Calls one batched tRPC request may hold; the web client's batch link uses the same limit. */
export const MAX_BATCH_CALLS = 20;

const UNKNOWN_PROCEDURE = '/trpc/(unknown)';

/** A call's metrics label (middleware/request-metrics.ts): its procedure as tRPC read it, so few values. */
function routeLabelOf(info: TRPCRequestInfo): string {
  if (info.isBatchCall) return '/trpc/(batch)';
  const [call] = info.calls;
  return call?.procedure ? `/trpc/${call.path}` : UNKNOWN_PROCEDURE;
}

/** A live stream tRPC opened: its events, written by LiveStreams, and its procedure's path. */
interface OpenedStream {
  events: AsyncIterable<unknown>;
  path: string;
}

/** The session cookies: the player's and the administrator's. */
export interface Cookies {
  player: SessionCookie;
  admin: SessionCookie;
}

/** tRPC decodes a path with decodeURIComponent and would answer 500 to one it cannot decode. */
const UNREADABLE_PATH = invalidInput('path', 'Invalid path: malformed percent-encoding');

/**
 * Serves the tRPC router under /trpc with the request's sessions and cookie writers. Answered as
 * the JSON error of its code instead of tRPC's own answer: a live stream refused before it opens
 * (live-stream-procedure.ts; tRPC would send 200 and the error inside the stream) or asked with
 * another method than GET, and a path tRPC could not decode (400 naming the path, not 500). A live
 * stream that opens keeps tRPC's status and headers; its events are written by `liveStreams`.
 */
export function trpcHandler(useCases: UseCases, cookies: Cookies, liveStreams: LiveStreams) {
  return async (c: Context<HttpEnv>) => {
    const instead: { error: AppError | null; stream: OpenedStream | null } = { error: null, stream: null };
    let path = '';
    c.set('routeLabel', UNKNOWN_PROCEDURE);
    const response = await fetchRequestHandler({
      endpoint: '/trpc',
      req: await readRequest(c),
      router: appRouter,
      maxBatchSize: MAX_BATCH_CALLS,
      createContext: ({ resHeaders, info }) => {
        c.set('routeLabel', routeLabelOf(info));
        path = info.calls[0]?.path ?? '';
        const { token } = c.var.auth;
        const { player: cookie, admin } = cookies;
        return createContextInner({
          useCases,
          session: c.var.auth.session,
          admin: c.var.adminAuth.session,
          adminRefusal: c.var.adminAuth.refusal,
          adminCookies: {
            token: c.var.adminAuth.token,
            set: (value) => resHeaders.append('Set-Cookie', admin.issue(value)),
            clear: () => resHeaders.append('Set-Cookie', admin.clear()),
          },
          clientIp: c.var.clientIp ?? null,
          viewing: c.var.viewing,
          refuseStream: (error) => {
            instead.error = appErrorOf(error);
          },
          serveStream: (events) => {
            instead.stream = { events, path };
            return true;
          },
          openWrites: {
            take: () => useCases.openWriteLimit.take(c.var.clientIp ?? null),
            retryAfter: (seconds) => resHeaders.set('Retry-After', String(seconds)),
          },
          cookies: {
            token,
            set: (value) => resHeaders.append('Set-Cookie', cookie.issue(value)),
            clear: () => resHeaders.append('Set-Cookie', cookie.clear()),
          },
        });
      },
      // A throttled sign-in or a locked code step answers 429 with Retry-After, as the REST route does.
      responseMeta: ({ errors }) => {
        const refusals = errors.map(appErrorOf);
        const locked = refusals.find((error) => error.code === 'TWO_FACTOR_LOCKED');
        if (locked) return { headers: { 'Retry-After': String(locked.retryAfterSeconds) } };
        if (refusals.some((error) => error.code === 'UNAVAILABLE'))
          return { headers: { 'Retry-After': String(UNAVAILABLE_RETRY_AFTER_SECONDS) } };
        return refusals.some((error) => error.code === 'TOO_MANY_ATTEMPTS')
          ? { headers: { 'Retry-After': String(LOGIN_RETRY_AFTER_SECONDS) } }
          : {};
      },
      onError: ({ error, path, type }) => {
        if (path === undefined && error.cause instanceof URIError) instead.error = UNREADABLE_PATH;
        // A stream asked with another method than GET: refused before it opens, so not a 200 stream.
        else if (type === 'subscription' && error.code === 'METHOD_NOT_SUPPORTED')
          instead.error = appErrorOf(error);
        else logFailure(c, error, path ?? null);
      },
    });
    const { error, stream: opened } = instead;
    if (error !== null) {
      await response.body?.cancel();
      return fail(c, error);
    }
    if (opened === null) return response;
    // tRPC's stream holds no events (live-stream-procedure.ts): its status and headers are kept.
    await response.body?.cancel();
    const body = liveStreams.serve({
      events: opened.events,
      outgoing: (c.env as Partial<HttpBindings> | undefined)?.outgoing,
      failed: (cause) => failureFrame(c, cause, opened.path),
    });
    return new Response(body, { status: response.status, headers: response.headers });
  };
}

function logFailure(c: Context<HttpEnv>, error: TRPCError, procedure: string | null): void {
  if (error.code === 'INTERNAL_SERVER_ERROR')
    c.var.log.error({ err: error.cause ?? error, procedure }, 'tRPC call failed');
}

/** A failure inside a live stream as tRPC reports it: its error shape as a `serialized-error` event. */
function failureFrame(c: Context<HttpEnv>, cause: unknown, path: string): Buffer | null {
  if (cause instanceof Error && cause.name === 'AbortError') return null;
  const error = getTRPCErrorFromUnknown(cause);
  logFailure(c, error, path);
  const config = appRouter._def._config;
  return errorFrame(
    getErrorShape({ config, error, type: 'subscription', path, input: undefined, ctx: undefined }),
  );
}
