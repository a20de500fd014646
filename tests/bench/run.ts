import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import { ensureClientBuilt } from '../../adapters/client-build';
import { configFromEnv } from '../../adapters/config';
import { startServer } from '../../adapters/server';
import { signedInPlayers } from '../support/players';
import { initialJsGzip } from './bundle-size';

/**
 * `npm run bench`: the speed budgets of DESIGN.md section 7, measured on this machine.
 * Uses DATABASE_URL when set (the database must be empty), else a throwaway embedded PGlite.
 * The load comes from a worker thread, so it does not share the server's event loop.
 */
const root = resolve(import.meta.dirname, '../..');
const CLIENTS = 50;
const SPINS = 1_000;
const report: string[] = [];
type Stats = { count: number; p50: number; p99: number; max: number };

const line = (name: string, value: string, budget: string, ok: boolean) =>
  report.push(`${ok ? 'ok  ' : 'OVER'} ${name.padEnd(36)} ${value.padEnd(40)} budget ${budget}`);

const load = (job: Record<string, unknown>) =>
  new Promise<Stats>((done, fail) => {
    const worker = new Worker(new URL('./load-worker.mjs', import.meta.url), { workerData: job });
    worker.once('message', done);
    worker.once('error', fail);
  });

ensureClientBuilt(root);
const lobby = initialJsGzip(join(root, 'dist/client'), 'games-');
line(
  'initial JS for the lobby (gzip)',
  `${(lobby.bytes / 1024).toFixed(1)} KB`,
  '<= 150 KB',
  lobby.bytes <= 150 * 1024,
);

const dataDir = mkdtempSync(join(tmpdir(), 'prize-wheel-bench-'));
// Port 0 in the public URL: the origin check trusts the port the server gets.
const config = {
  ...configFromEnv(),
  port: 0,
  publicUrl: 'http://127.0.0.1:0',
  dataDir,
  demoData: true,
  clientDir: null,
};
const server = await startServer(config);
try {
  const games = await load({ kind: 'games', baseUrl: server.url, clients: CLIENTS, durationMs: 5_000 });
  const gamesFigure = `p50 ${games.p50.toFixed(1)}, p99 ${games.p99.toFixed(1)} ms (${games.count} req)`;
  line(`GET /api/games, ${CLIENTS} clients`, gamesFigure, 'p99 < 25 ms', games.p99 < 25);

  // One hot game: every spin of the run competes for the same pool.
  const game = await server.useCases.createGame.execute({
    name: 'Bench',
    prize: 'Mug',
    totalNumbers: SPINS,
    freePlay: { start: 1, end: SPINS },
  });
  if (!game.ok) throw new Error(game.error.message);
  const players = await signedInPlayers(server.useCases, server.url, SPINS, 'bench');
  const cookies = players.map((player) => player.cookieHeader());
  const spins = await load({
    kind: 'free-spins',
    baseUrl: server.url,
    clients: CLIENTS,
    durationMs: 60_000,
    gameId: game.value.id,
    cookies,
  });
  const spinFigure = `p50 ${spins.p50.toFixed(1)}, p99 ${spins.p99.toFixed(1)} ms (${spins.count} spins)`;
  line(`free spin, ${CLIENTS} clients`, spinFigure, 'p99 < 100 ms', spins.p99 < 100);

  // Paid spins on one hot game, charged through the payment simulator: the same players, each with
  // a card on file, one spin each (a player has at most one unsettled claim per game anyway).
  const paidGame = await server.useCases.createGame.execute({
    name: 'Bench paid',
    prize: 'Mug',
    totalNumbers: SPINS,
    freePlay: false,
  });
  if (!paidGame.ok) throw new Error(paidGame.error.message);
  for (let i = 0; i < players.length; i += CLIENTS) {
    await Promise.all(
      players.slice(i, i + CLIENTS).map(async (player) => {
        const added = await player.post('/api/card/add', { cardNonce: 'cnon:card-nonce-ok' });
        if (added.status !== 200) throw new Error(`card not added: ${JSON.stringify(added.body)}`);
      }),
    );
  }
  const paid = await load({
    kind: 'paid-spins',
    baseUrl: server.url,
    clients: CLIENTS,
    durationMs: 60_000,
    gameId: paidGame.value.id,
    cookies,
  });
  const paidFigure = `p50 ${paid.p50.toFixed(1)}, p99 ${paid.p99.toFixed(1)} ms (${paid.count} spins)`;
  line(`paid spin (simulator), ${CLIENTS} clients`, paidFigure, 'p99 < 100 ms', paid.p99 < 100);
} finally {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(`\nPrize Wheel bench (${server.databaseKind})\n${report.join('\n')}`);
