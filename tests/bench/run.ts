import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ensureClientBuilt } from '../../adapters/client-build';
import { configFromEnv } from '../../adapters/config';
import { startServer } from '../../adapters/server';
import { signedInPlayers } from '../support/players';
import { initialJsGzip } from './bundle-size';
import { measure } from './latency';

/**
 * `npm run bench`: the speed budgets of DESIGN.md section 7, measured on this machine.
 * Uses DATABASE_URL when set (the database must be empty), else a throwaway embedded PGlite.
 */
const root = resolve(import.meta.dirname, '../..');
const CLIENTS = 50;
const report: string[] = [];
const line = (name: string, value: string, budget: string, ok: boolean) =>
  report.push(`${ok ? 'ok  ' : 'OVER'} ${name.padEnd(42)} ${value.padEnd(22)} budget ${budget}`);

ensureClientBuilt(root);
const lobby = initialJsGzip(join(root, 'dist/client'), 'games-');
line(
  'initial JS for the lobby (gzip)',
  `${(lobby.bytes / 1024).toFixed(1)} KB`,
  '<= 150 KB',
  lobby.bytes <= 150 * 1024,
);

const dataDir = mkdtempSync(join(tmpdir(), 'prize-wheel-bench-'));
const server = await startServer({ ...configFromEnv(), port: 0, dataDir, demoData: true, clientDir: null });
try {
  const games = await measure(CLIENTS, 5_000, async () => {
    const response = await fetch(`${server.url}/api/games`);
    if (!response.ok) throw new Error(`GET /api/games answered ${response.status}`);
    await response.arrayBuffer();
  });
  line(
    `GET /api/games p99, ${CLIENTS} clients`,
    `${games.p99.toFixed(1)} ms (${games.count} req)`,
    '< 25 ms',
    games.p99 < 25,
  );

  const game = await server.useCases.createGame.execute({
    name: 'Bench',
    prize: 'Mug',
    totalNumbers: 10_000,
    freePlay: { start: 1, end: 10_000 },
  });
  if (!game.ok) throw new Error(game.error.message);
  const players = await signedInPlayers(server.useCases, server.url, CLIENTS * 20, 'bench');
  let next = 0;
  const spins = await measure(CLIENTS, 60_000, async () => {
    const player = players[next++];
    if (!player) return new Promise((r) => setTimeout(r, 10));
    const answer = await player.post('/api/free-spin', { gameId: game.value.id });
    if (answer.status !== 200) throw new Error(`free spin answered ${answer.status}`);
  });
  line(
    `free spin p99, ${CLIENTS} clients`,
    `${spins.p99.toFixed(1)} ms (${players.length} spins)`,
    '< 100 ms',
    spins.p99 < 100,
  );
} finally {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(`\nPrize Wheel bench (${server.databaseKind})\n${report.join('\n')}`);
