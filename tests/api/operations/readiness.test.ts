import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS_TOKENS } from '../../../adapters/wiring/operations/tokens';
import { startTestServer, type TestServer } from '../../support/test-server';
import { buildTestApp } from '../support/test-app';

describe('GET /api/ready on the real server and database', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  const ready = async () => {
    const response = await fetch(`${server.url}/api/ready`);
    return { status: response.status, body: await response.json() };
  };

  it('is 200 on a reachable, migrated database', async () => {
    expect(await ready()).toEqual({ status: 200, body: { status: 'ready' } });
  });

  it('is 503 while a migration this build ships is not recorded as applied; liveness stays 200', async () => {
    const [last] = await server.db.sql<{ version: string; applied_at: Date }[]>`
      DELETE FROM schema_migrations
      WHERE version = (SELECT max(version) FROM schema_migrations) RETURNING version, applied_at`;
    try {
      expect(await ready()).toMatchObject({
        status: 503,
        body: { code: 'UNAVAILABLE', message: 'Not ready: migrations not applied' },
      });
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    } finally {
      await server.db.sql`INSERT INTO schema_migrations ${server.db.sql(last as { version: string })}`;
    }
    expect((await ready()).status).toBe(200);
  });

  it('is 503 while a database function this build ships is not applied as its file says', async () => {
    const [before] = await server.db.sql<{ digest: string }[]>`
      SELECT digest FROM schema_functions WHERE name = 'spin-paid'`;
    await server.db.sql`UPDATE schema_functions SET digest = 'an older text' WHERE name = 'spin-paid'`;
    try {
      expect(await ready()).toMatchObject({
        status: 503,
        body: { message: 'Not ready: migrations not applied' },
      });
    } finally {
      await server.db
        .sql`UPDATE schema_functions SET digest = ${before?.digest ?? ''} WHERE name = 'spin-paid'`;
    }
    expect((await ready()).status).toBe(200);
  });
});

describe('a draining process', () => {
  it('answers ready 503, and refuses every new request with 503, Retry-After and Connection: close', async () => {
    const t = buildTestApp();
    expect((await t.call('GET', '/api/ready')).status).toBe(200);
    t.container.get(OPERATIONS_TOKENS.drain).start();
    const readiness = await t.call('GET', '/api/ready');
    expect(readiness.status).toBe(503);
    for (const [method, path] of [
      ['GET', '/api/ready'],
      ['GET', '/api/games'],
      ['GET', '/api/health'],
      ['POST', '/api/register'],
    ] as const) {
      const answer = await t.call(method, path, method === 'POST' ? { json: {} } : {});
      expect(answer.status, `${method} ${path}`).toBe(503);
      expect(answer.headers.get('retry-after')).toBe('1');
      expect(answer.headers.get('connection')).toBe('close');
      expect(answer.headers.get('content-security-policy')).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(await answer.json()).toMatchObject({ code: 'UNAVAILABLE' });
    }
  });
});
