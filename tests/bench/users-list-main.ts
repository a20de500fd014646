import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { configFromEnv } from '../../adapters/config';
import { connect } from '../../adapters/postgres/database';
import { startServer } from '../../adapters/server';
import { signInAdminAt, TEST_ADMIN } from '../api/support/admin-session';
import { databaseUrl, dropDatabase } from '../support/postgres';
import { seedBenchPlayers, USERS_LIST_CASES } from './users-list';

/**
 * The Users tab with 100,000 players, measured by hand:
 *   DATABASE_URL=postgres://... node --import tsx tests/bench/users-list-main.ts [players] [seconds]
 * A fresh database on that server, the real server over HTTP, autocannon in its own process at 1, 10 and 50 connections; prints p50/p99 per case.
 */
const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) throw new Error('users-list-main needs DATABASE_URL (a PostgreSQL server)');
const players = Number(process.argv[2] ?? 100_000);
const seconds = Number(process.argv[3] ?? 5);
const name = `users_bench_${process.pid}`;
const run = promisify(execFile);

const admin = connect(serverUrl, { max: 1 });
await admin.unsafe(`CREATE DATABASE ${name}`);
await admin.end();
const url = databaseUrl(serverUrl, name);
const config = {
  ...configFromEnv({}),
  port: 0,
  publicUrl: 'http://127.0.0.1:0',
  databaseUrl: url,
  demoData: false,
  clientDir: null,
  logFormat: 'silent' as const,
  admin: { ...TEST_ADMIN },
};
const server = await startServer(config);
try {
  const sql = connect(url, { max: 1 });
  const seeding = Date.now();
  await seedBenchPlayers(sql, players);
  await sql.end();
  console.log(`seeded ${players} players in ${((Date.now() - seeding) / 1000).toFixed(1)} s`);
  const cookie = await signInAdminAt(server.url);
  for (const connections of [1, 10, 50]) {
    for (const { name: label, path } of USERS_LIST_CASES) {
      const r = await load({ url: `${server.url}${path}`, connections, duration: seconds, cookie });
      const figure = `p50 ${r.p50} ms, p99 ${r.p99} ms, max ${r.max} ms (${r.count} req, ${r.non2xx} non-2xx)`;
      console.log(`${`${label}, ${connections} conn`.padEnd(42)} ${figure}`);
    }
  }
} finally {
  await server.close();
  await dropDatabase(serverUrl, name);
}

interface Load {
  p50: number;
  p99: number;
  max: number;
  count: number;
  non2xx: number;
}

/** autocannon's command line in its own process (its JSON report), not the server's event loop. */
async function load(job: { url: string; connections: number; duration: number; cookie: string }) {
  const bin = fileURLToPath(new URL('../../node_modules/.bin/autocannon', import.meta.url));
  const args = [
    '-j',
    '-c',
    `${job.connections}`,
    '-d',
    `${job.duration}`,
    '-H',
    `cookie:${job.cookie}`,
    job.url,
  ];
  const { stdout } = await run(bin, args, { maxBuffer: 16 * 1024 * 1024 });
  const r = JSON.parse(stdout);
  return {
    p50: r.latency.p50,
    p99: r.latency.p99,
    max: r.latency.max,
    count: r.requests.total,
    non2xx: r.non2xx,
  } satisfies Load;
}
