import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../adapters/build/fresh-builds.mjs';
import { connect } from '../../adapters/postgres/database';
import { databaseUrl, dropDatabase, postgresUrl } from '../support/postgres';
import { clientFixture } from './support/client-fixture';

const root = resolve(import.meta.dirname, '../..');

const freePort = () =>
  new Promise<number>((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });

/** Starts `node <main>` and resolves with its output once it says it is running; rejects if it exits. */
function startCompiled(
  main: string,
  env: Record<string, string>,
): Promise<{ child: ChildProcess; output: string }> {
  const child = spawn(process.execPath, [main], { cwd: root, env: { PATH: process.env.PATH ?? '', ...env } });
  let output = '';
  return new Promise((done, fail) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Prize Wheel is running')) done({ child, output });
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => fail(new Error(`the compiled server exited (${code}):\n${output}`)));
  });
}

const stop = (child: ChildProcess) =>
  new Promise<number | null>((done) => {
    child.once('exit', (code) => done(code));
    child.kill('SIGTERM');
  });

/** `npm start` runs dist/server/main.js: compiled here into a folder of its own, it must start and serve. */
describe('the compiled server', () => {
  let outDir: string;
  let main: string;
  let client: Awaited<ReturnType<typeof clientFixture>>;

  beforeAll(async () => {
    mkdirSync(join(root, 'dist'), { recursive: true });
    // Inside the repository, so its imports of packages resolve to node_modules.
    outDir = mkdtempSync(join(root, 'dist', 'server-test-'));
    main = buildServer(root, outDir);
    client = await clientFixture();
  }, 60_000);
  afterAll(() => {
    rmSync(outDir, { recursive: true, force: true });
    client?.remove();
  });

  /**
   * A port free a moment ago may be taken by then (any connection's local port comes from the same
   * range): the start is tried again on another one when the port was taken, never on other failures.
   */
  async function startOnFreePort(
    env: Record<string, string>,
  ): Promise<{ child: ChildProcess; port: number }> {
    for (let attempt = 1; ; attempt++) {
      const port = await freePort();
      try {
        const { child } = await startCompiled(main, { ...env, PORT: String(port) });
        return { child, port };
      } catch (error) {
        if (attempt === 3 || !String(error).includes('EADDRINUSE')) throw error;
      }
    }
  }

  async function startsAndServes(env: Record<string, string>) {
    const { child, port } = await startOnFreePort({
      ...env,
      HOST: '127.0.0.1',
      LOG_FORMAT: 'silent',
      CLIENT_DIR: client.dir,
      MAIL_INTERVAL_MS: '0',
      CLOSING_INTERVAL_MS: '0',
      RECONCILE_INTERVAL_MS: '0',
    });
    try {
      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toMatchObject({ status: 'ok' });
      // The migrations were found and applied: the demo games are there.
      const games = await fetch(`http://127.0.0.1:${port}/api/games`);
      expect(games.status).toBe(200);
      expect(((await games.json()) as unknown[]).length).toBeGreaterThan(0);
      const page = await fetch(`http://127.0.0.1:${port}/games`, { headers: { 'accept-encoding': 'br' } });
      expect(page.headers.get('content-encoding')).toBe('br');
      expect(await page.text()).toContain('<title>Prize Wheel</title>');
    } finally {
      expect(await stop(child)).toBe(0);
    }
  }

  it('starts on the embedded database, migrates it and answers /api/health', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pw-compiled-'));
    try {
      await startsAndServes({ DATA_DIR: dataDir });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);

  it.runIf(postgresUrl())(
    'starts on an empty PostgreSQL database, migrates it and answers',
    async () => {
      const serverUrl = postgresUrl() as string;
      const name = `prize_wheel_compiled_${process.pid}`;
      await dropDatabase(serverUrl, name);
      const admin = connect(serverUrl, { max: 1 });
      await admin.unsafe(`CREATE DATABASE ${name}`).finally(() => admin.end());
      try {
        await startsAndServes({ DATABASE_URL: databaseUrl(serverUrl, name), DEMO_DATA: '1' });
      } finally {
        await dropDatabase(serverUrl, name);
      }
    },
    90_000,
  );
});
