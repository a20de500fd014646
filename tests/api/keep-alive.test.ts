import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerFarm, startServers } from './security/servers';

/** The real server keeps an idle connection past the proxy's 60 s (adapters/server.ts, KEEP_ALIVE_MS). */
describe('kept-alive connections', () => {
  let farm: ServerFarm;
  beforeAll(async () => {
    farm = await startServers([{}]);
  });
  afterAll(async () => {
    await farm.close();
  });

  it('tells the client it keeps an idle connection 65 s', async () => {
    const url = farm.servers[0]?.url ?? '';
    const headers = await new Promise<Record<string, unknown>>((resolve, reject) => {
      const req = request(`${url}/api/health`, { headers: { connection: 'keep-alive' } }, (res) => {
        res.resume();
        resolve(res.headers);
      });
      req.on('error', reject);
      req.end();
    });
    expect(headers['keep-alive']).toBe('timeout=65');
  });
});
