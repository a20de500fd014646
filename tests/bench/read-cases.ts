import { startBareHono } from './ceilings';
import type { LoadGenerator } from './load';
import { CONNECTIONS, READ_SECONDS, READ_TARGET } from './parameters';
import { type Compared, compare } from './report';

/**
 * The game reads (the lobby, a game, its available numbers) at each connection count, each beside
 * a bare Hono process answering the same JSON bytes from memory.
 */
export async function readCases(url: string, gameId: number, load: LoadGenerator): Promise<Compared[]> {
  const paths = {
    'GET /api/games': '/api/games',
    'GET /api/games/{id}': `/api/games/${gameId}`,
    'GET available-numbers': `/api/games/${gameId}/available-numbers`,
  };
  const bodies: Record<string, string> = {};
  for (const path of Object.values(paths)) {
    const response = await fetch(url + path);
    if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
    bodies[path] = await response.text();
  }
  const bare = await startBareHono(bodies);
  try {
    // Warm both up (JIT, connections) before the first measured case.
    await load.run(
      { kind: 'get', url, path: paths['GET /api/games'], connections: 10, seconds: 1 },
      { kind: 'get', url: bare.url, path: paths['GET /api/games'], connections: 10, seconds: 1 },
    );
    const rows: Compared[] = [];
    for (const [name, path] of Object.entries(paths)) {
      for (const connections of CONNECTIONS) {
        const job = { kind: 'get' as const, path, connections, seconds: READ_SECONDS };
        const product = await load.one({ ...job, url });
        if (product.non2xx > 0 || product.errors > 0) {
          throw new Error(`${name}: ${product.non2xx} non-2xx, ${product.errors} errors`);
        }
        const ceiling = await load.one({ ...job, url: bare.url });
        rows.push(compare(name, connections, product, ceiling, READ_TARGET));
      }
    }
    return rows;
  } finally {
    await bare.stop();
  }
}
