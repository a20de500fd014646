import { Hono } from 'hono';
import type { UseCases } from '../../use-cases';
import type { HttpEnv } from '../env';

/** GET /health: public and tiny, 200 while the database answers, else 503 ('SYSTEM ONLINE' polls it). */
export function healthRoutes(useCases: UseCases) {
  return new Hono<HttpEnv>().get('/health', async (c) => {
    const { ok } = await useCases.checkHealth.execute();
    if (ok) return c.json({ status: 'ok' as const });
    return c.json(
      { status: 'unavailable', code: 'UNAVAILABLE', message: 'The database does not answer' },
      503,
    );
  });
}
