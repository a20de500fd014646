import { TRPCError } from '@trpc/server';
import { Hono, type Context as HonoContext, type MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { validator } from 'hono/validator';
import { z } from 'zod';
import type { UseCases } from '../../wiring/use-cases';
import type { HttpEnv } from '../env';
import { adminOnly } from '../middleware/admin-only';
import { openWrite } from '../middleware/open-writes';
import { requirePlayer } from '../middleware/session';
import { fail, parseWith } from '../rest/respond';
import type { SessionCookie } from '../session-cookie';
import { type Context, createContextInner, type SessionCookies } from '../trpc';
import { DomainFailure } from '../trpc-errors';
import { type AnyEndpoint, honoPath, type RestRoute, runEndpoint } from './endpoint';
import { idFromTextSchema } from './shared';

export interface RestDeps {
  useCases: UseCases;
  cookies: { player: SessionCookie; admin: SessionCookie };
}

const idParam = z.object({ id: idFromTextSchema });

/** The names of a path's parameters: `/api/games/{id}/seen` -> ['id']. */
export const paramNamesOf = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');

/** The schema of a route's path parameters, or null when its path has none. */
export function paramsSchemaOf(route: RestRoute): z.ZodObject<z.ZodRawShape> | null {
  if (paramNamesOf(route.path).length === 0) return null;
  return route.params ?? idParam;
}

/** The schema of a route's body (its query for GET), or null when it reads none. */
export function bodySchemaOf(endpoint: AnyEndpoint, route: RestRoute): z.ZodType | null {
  if (route.body === false) return null;
  if (route.body) return route.body;
  const input = endpoint.input;
  if (!input) return null;
  const names = paramNamesOf(route.path);
  if (names.length === 0 || !(input instanceof z.ZodObject)) return input;
  const omitted = Object.fromEntries(names.map((name) => [name, true as const]));
  const rest = input.omit(omitted as never) as z.ZodObject<z.ZodRawShape>;
  return Object.keys(rest.shape).length > 0 ? rest : null;
}

function cookieWriter(c: HonoContext<HttpEnv>, cookie: SessionCookie, token: string | null): SessionCookies {
  return {
    token,
    set: (value) => c.header('Set-Cookie', cookie.issue(value), { append: true }),
    clear: () => c.header('Set-Cookie', cookie.clear(), { append: true }),
  };
}

/** The call context of a REST request: the same the tRPC handler builds (trpc-handler.ts). */
function callOf(c: HonoContext<HttpEnv>, endpoint: AnyEndpoint, deps: RestDeps): Context {
  const context = createContextInner({
    useCases: deps.useCases,
    session: c.var.auth.session,
    admin: c.var.adminAuth.session,
    adminRefusal: c.var.adminAuth.refusal,
    cookies: cookieWriter(c, deps.cookies.player, c.var.auth.token),
    adminCookies: cookieWriter(c, deps.cookies.admin, c.var.adminAuth.token),
    clientIp: c.var.clientIp ?? null,
    viewing: c.var.viewing,
  });
  if (endpoint.access === 'player') return { ...context, session: (c as HonoContext).var.player } as Context;
  if (endpoint.access === 'admin') return { ...context, admin: c.var.admin } as Context;
  return context;
}

/**
 * One endpoint's REST route: its access check first (before the body is read), the open-write
 * allowance, the path's parameters, the body or query, then `run`; a domain error answers with its
 * code's status (error-status.ts).
 */
function handlersOf(endpoint: AnyEndpoint, route: RestRoute, deps: RestDeps): MiddlewareHandler[] {
  const handlers: MiddlewareHandler[] = [];
  if (endpoint.access === 'player') handlers.push(requirePlayer as MiddlewareHandler);
  if (endpoint.access === 'admin') handlers.push(adminOnly as MiddlewareHandler);
  if (endpoint.openWrite) handlers.push(openWrite(deps.useCases) as MiddlewareHandler);
  const params = paramsSchemaOf(route);
  if (params) handlers.push(validator('param', parseWith(params)));
  const body = bodySchemaOf(endpoint, route);
  if (body) handlers.push(validator(route.method === 'GET' ? 'query' : 'json', parseWith(body)));
  handlers.push(async (c: HonoContext<HttpEnv>) => {
    const valid = (target: string) => (c.req.valid as (target: string) => unknown).call(c.req, target);
    const parsedParams = (params ? valid('param') : {}) as Record<string, unknown>;
    const parsedBody = body ? valid(route.method === 'GET' ? 'query' : 'json') : undefined;
    const input = route.input
      ? route.input(parsedParams, parsedBody)
      : { ...(parsedBody as object | undefined), ...parsedParams };
    let output: unknown;
    try {
      output = await runEndpoint(endpoint, callOf(c, endpoint, deps), input);
    } catch (error) {
      if (!(error instanceof TRPCError && error.cause instanceof DomainFailure)) throw error;
      const failure = error.cause.error;
      if (failure.code === 'TOO_MANY_ATTEMPTS' && route.retryAfterSeconds)
        c.header('Retry-After', String(route.retryAfterSeconds));
      // A locked code step says itself when it opens again.
      if (failure.code === 'TWO_FACTOR_LOCKED') c.header('Retry-After', String(failure.retryAfterSeconds));
      return fail(c, failure);
    }
    const status = typeof route.status === 'function' ? route.status(output as never) : (route.status ?? 200);
    return c.json(output as object, status as ContentfulStatusCode);
  });
  return handlers;
}

/** The REST routes of the endpoints that have one, at their full paths. */
export function restRoutes(endpoints: readonly AnyEndpoint[], deps: RestDeps): Hono<HttpEnv> {
  const app = new Hono<HttpEnv>();
  for (const endpoint of endpoints) {
    const route = endpoint.rest;
    if (!route) continue;
    const on = app.on.bind(app) as (method: string, path: string, ...handlers: MiddlewareHandler[]) => void;
    on(route.method, honoPath(route.path), ...handlersOf(endpoint, route, deps));
  }
  return app;
}
