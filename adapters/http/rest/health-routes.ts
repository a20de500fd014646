import { Hono } from 'hono';
import type { UseCases } from '../../wiring/use-cases';
import type { HttpEnv } from '../env';

/**
 * Hand-written: the probes answer 503 with a body of their own, and only REST (a proxy or an
 * orchestrator calls them, not the client's tRPC).
 * GET /health (liveness): public and tiny, 200 while the database answers, else 503 ('SYSTEM ONLINE'
 * polls it). GET /ready (readiness): 200 only while this process should get traffic (not draining,
 * the database answering, every migration applied), else 503 naming why.
 */
export function healthRoutes(useCases: UseCases) {
  return new Hono<HttpEnv>()
    .get('/health', async (c) => {
      const { ok } = await useCases.checkHealth.execute();
      if (ok) return c.json({ status: 'ok' as const });
      return c.json(
        { status: 'unavailable', code: 'UNAVAILABLE', message: 'The database does not answer' },
        503,
      );
    })
    .get('/ready', async (c) => {
      const readiness = await useCases.checkReadiness.execute();
      if (readiness.ready) return c.json({ status: 'ready' as const });
      return c.json(
        { status: 'unavailable', code: 'UNAVAILABLE', message: `Not ready: ${readiness.reason}` },
        503,
      );
    });
}
