import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { matchedRoutes } from 'hono/route';
import type { HttpEnv } from '../env';

/** Where each answer's latency goes (adapters/metrics/server-metrics.ts), and the scrape. */
export interface RequestMetrics {
  observe(route: string, method: string, status: number, seconds: number): void;
  scrape(): Promise<{ body: string; contentType: string }>;
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * The route pattern a request matched (`/api/games/:id`), never its concrete path, so the label's
 * values stay few whatever clients send: a tRPC call is named by the tRPC handler from the procedure
 * tRPC read (trpc-handler.ts: `/trpc/games.byId`, `/trpc/(batch)`, `/trpc/(unknown)`), anything
 * the router has no route for `(unmatched)`.
 */
function routeLabel(c: Context<HttpEnv>): string {
  const named = c.var.routeLabel;
  if (named !== undefined) return named;
  for (const route of matchedRoutes(c)) if (route.method !== 'ALL') return route.path;
  return '(unmatched)';
}

/**
 * Times every answer, the shared reads' fast path included (mounted first): one clock read before,
 * one after, and one histogram observation. A stream is timed until its headers.
 */
export const requestMetrics = (metrics: RequestMetrics) =>
  createMiddleware<HttpEnv>(async (c, next) => {
    const started = performance.now();
    await next();
    const method = METHODS.has(c.req.method) ? c.req.method : 'OTHER';
    metrics.observe(routeLabel(c), method, c.res.status, (performance.now() - started) / 1000);
  });
