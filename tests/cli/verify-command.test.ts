import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXIT, USAGE, verifyFromSite } from '../../adapters/cli/verify-fairness';
import type { FairnessAnswer } from '../../domain/fairness/fairness-answer';
import type { ClaimEntry } from '../../domain/fairness/fairness-log';
import { aPlayedGame } from '../builders/fairness-game';

const root = resolve(import.meta.dirname, '../..');

/** Game 12 honest and closed, 13 with entry 5's number changed, 14 open (seed secret), 15 for another game. */
function answers(): Map<string, FairnessAnswer> {
  const honest = aPlayedGame(7, 12);
  const tampered = aPlayedGame(7, 13);
  tampered.log[4] = { ...(tampered.log[4] as ClaimEntry & { hash: string }), number: 2 };
  return new Map([
    ['/api/games/12/fairness', honest],
    ['/api/games/13/fairness', tampered],
    ['/api/games/14/fairness', { ...aPlayedGame(3, 14), serverSeed: null }],
    ['/api/games/15/fairness', honest],
  ]);
}

describe('npm run verify -- <site-url> <gameId>', () => {
  let server: Server;
  let site: string;

  beforeAll(async () => {
    const served = answers();
    server = createServer((request, response) => {
      const answer = served.get(request.url ?? '');
      response.writeHead(answer ? 200 : 404, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer ?? { message: 'Game not found', code: 'GAME_NOT_FOUND' }));
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  async function run(...args: string[]) {
    const lines: string[] = [];
    const code = await verifyFromSite(args, { fetch, out: (text) => lines.push(...text.split('\n')) });
    return { code, lines };
  }

  it('prints every entry of an honest game checked and exits 0', async () => {
    const { code, lines } = await run(site, '12');
    expect(code).toBe(EXIT.verified);
    const entries = lines.filter((line) => line.startsWith('#'));
    expect(entries).toHaveLength(aPlayedGame().log.length);
    expect(entries.every((line) => line.endsWith(': checked'))).toBe(true);
    expect(entries[0]).toMatch(
      /^#1 claim spin 1 \(paid\) number \d+, client seed "a1b2c3d4e5f60718" at 2026-11-23T09:00:00.007Z: checked$/,
    );
    expect(lines).toContain('Server seed: matches the commitment');
    expect(lines).toContain('Draw: checked');
    expect(lines.at(-1)).toBe(
      'Verified: every claim and the draw re-derive from the seeds and every hash links; 0 draws set aside.',
    );
  });

  it('shows the changed entry and every later one failed, and exits 1', async () => {
    const { code, lines } = await run(site, '13');
    expect(code).toBe(EXIT.failed);
    const entries = lines.filter((line) => line.startsWith('#'));
    expect(entries.slice(0, 4).every((line) => line.endsWith(': checked'))).toBe(true);
    expect(entries.slice(4).every((line) => line.endsWith(': FAILED'))).toBe(true);
    expect(lines).toContainEqual(
      expect.stringMatching(/^ {4}the hash does not link: expected [0-9a-f]{64}$/),
    );
    expect(lines.at(-1)).toBe('FAILED: the answer does not hold (see above).');
  });

  it('checks the chain of an open game and exits 2 until the seed is revealed', async () => {
    const { code, lines } = await run(site, '14');
    expect(code).toBe(EXIT['awaiting-seed']);
    expect(lines).toContain('Server seed: not revealed yet (the game is open)');
  });

  it('refuses an answer for another game, a missing game and bad arguments', async () => {
    expect(await run(site, '15')).toEqual({
      code: EXIT.failed,
      lines: ['The answer is for game 12, not game 15.'],
    });
    expect(await run(site, '99')).toEqual({
      code: EXIT.failed,
      lines: [`${site}/api/games/99/fairness answered 404.`],
    });
    expect(await run(site)).toEqual({ code: EXIT.usage, lines: [USAGE] });
    expect(await run('not a url', '12')).toEqual({ code: EXIT.usage, lines: [USAGE] });
  });

  it('runs as the npm script, with its exit code', async () => {
    const npm = promisify(execFile);
    const { stdout } = await npm('npm', ['run', '--silent', 'verify', '--', site, '12'], { cwd: root });
    expect(stdout).toContain('Verified: every claim');
    await expect(
      npm('npm', ['run', '--silent', 'verify', '--', site, '13'], { cwd: root }),
    ).rejects.toMatchObject({
      code: 1,
      stdout: expect.stringContaining('FAILED'),
    });
  });
});
