import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXIT, USAGE, verifyFromSite } from '../../adapters/cli/verify-fairness';
import type { FairnessAnswer } from '../../domain/fairness/fairness-answer';
import type { ClaimEntry } from '../../domain/fairness/fairness-log';
import { gameClientSeed } from '../../domain/fairness/seeds';
import { anInstantWinGame, aPlayedGame } from '../builders/fairness-game';
import { aScheme3InstantGame } from '../builders/fairness-game-scheme-3';

const root = resolve(import.meta.dirname, '../..');

/** The first claim recorded as an instant prize, and its position in the log (from 1). */
function firstInstantClaim(answer: FairnessAnswer): {
  claim: ClaimEntry & { hash: string };
  position: number;
} {
  const index = answer.log.findIndex((e) => e.type === 'claim' && e.instant !== undefined);
  return { claim: answer.log[index] as ClaimEntry & { hash: string }, position: index + 1 };
}

/**
 * Game 12 honest and closed, 13 with entry 5's number changed, 14 open (seed secret), 15 for another
 * game; 21 with instant prizes, honest and closed, 22 the same with its first instant claim's prize
 * number removed, 23 open.
 */
function answers(): Map<string, FairnessAnswer> {
  const honest = aPlayedGame(7, 12);
  const tampered = aPlayedGame(7, 13);
  tampered.log[4] = { ...(tampered.log[4] as ClaimEntry & { hash: string }), number: 2 };
  const instantTampered = anInstantWinGame(22);
  const { claim, position } = firstInstantClaim(instantTampered);
  const { instant: _, ...unmarked } = claim;
  instantTampered.log[position - 1] = unmarked;
  const open = anInstantWinGame(23);
  const openPrizes = open.instantPrizes.map((p) => (p.k === 2 ? p : { ...p, number: null, spin: null }));
  return new Map([
    ['/api/games/21/fairness', anInstantWinGame(21)],
    ['/api/games/22/fairness', instantTampered],
    ['/api/games/23/fairness', { ...open, serverSeed: null, instantPrizes: openPrizes }],
    ['/api/games/12/fairness', honest],
    ['/api/games/13/fairness', tampered],
    ['/api/games/14/fairness', { ...aPlayedGame(3, 14), serverSeed: null }],
    ['/api/games/15/fairness', honest],
    ['/api/games/31/fairness', aScheme3InstantGame(31)],
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

  it('shows each instant prize with its number and check, and the claims recorded as them', async () => {
    const game = anInstantWinGame(21);
    const { code, lines } = await run(site, '21');
    expect(code).toBe(EXIT.verified);
    const [one, two, three] = game.instantPrizes;
    expect(lines.filter((line) => line.startsWith('Instant prize'))).toEqual([
      `Instant prize 1 "Gift card" ($25.00): number ${one?.number}, won by spin ${one?.spin}: checked`,
      `Instant prize 2 "Headphones" ($79.99): number ${two?.number}, won by spin ${two?.spin}: checked`,
      `Instant prize 3 "Free spin bundle" ($5.00): number ${three?.number}, won by spin ${three?.spin}: checked`,
    ]);
    const { claim, position } = firstInstantClaim(game);
    expect(lines).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^#${position} claim spin ${claim.spin} \\((paid|free)\\) number ${claim.number}, instant prize ${claim.instant}, client seed .*: checked$`,
        ),
      ),
    );
    expect(lines.at(-1)).toBe(
      'Verified: every claim, the 3 instant-win numbers and the draw re-derive from the seeds and every hash links; 0 draws set aside.',
    );
  });

  it('fails the claim whose instant field was changed and every entry after it, and exits 1', async () => {
    const { position } = firstInstantClaim(anInstantWinGame(22));
    const { code, lines } = await run(site, '22');
    expect(code).toBe(EXIT.failed);
    const entries = lines.filter((line) => line.startsWith('#'));
    expect(entries.slice(0, position - 1).every((line) => line.endsWith(': checked'))).toBe(true);
    expect(entries.slice(position - 1).every((line) => line.endsWith(': FAILED'))).toBe(true);
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^ {4}number \d+ is instant-win number \d, but the claim is not recorded as instant prize \d$/,
      ),
    );
  });

  it('shows the instant prizes of an open game as not shown yet, awaiting the seed', async () => {
    const { code, lines } = await run(site, '23');
    expect(code).toBe(EXIT['awaiting-seed']);
    const prizes = lines.filter((line) => line.startsWith('Instant prize'));
    expect(prizes[0]).toBe(
      'Instant prize 1 "Gift card" ($25.00): number not shown yet, not won: awaiting seed',
    );
    expect(prizes[1]).toMatch(
      /^Instant prize 2 "Headphones" \(\$79\.99\): number \d+, won by spin \d+: awaiting seed$/,
    );
  });

  it('verifies a game of scheme 3: each prize won is its own entry, and a player finds their entries from their seed', async () => {
    const game = aScheme3InstantGame(31);
    const { code, lines } = await run(site, '31');
    expect(code, lines.join('\n')).toBe(EXIT.verified);
    const awards = lines.filter((line) =>
      / instant prize \d won by spin \d+, number \d+ at .*: checked$/.test(line),
    );
    expect(awards).toHaveLength(3);
    expect(
      lines.filter((line) => line.startsWith('#') && line.includes('claim') && line.includes('instant')),
    ).toEqual([]);
    expect(lines).toContain(
      "Client seeds: each claim shows its player's seed for this game, HMAC-SHA-256(key = the player's client seed, message = \"g:31\") in hex, so no entry links to the player's entries of other games.",
    );
    expect(lines).toContain('Add --client-seed <your client seed> to find your own entries.');
    const mine = await run(site, '31', '--client-seed', 'late-payer');
    expect(mine.code).toBe(EXIT.verified);
    const spin = game.log.find(
      (e) => e.type === 'claim' && e.clientSeed === gameClientSeed('late-payer', 31),
    );
    expect(mine.lines).toContain(
      `Your client seed in game 31: ${gameClientSeed('late-payer', 31)}; your entries: spins ${spin?.type === 'claim' ? spin.spin : ''}.`,
    );
    expect((await run(site, '31', '--client-seed', 'nobody')).lines).toContainEqual(
      expect.stringMatching(/; your entries: no claim of this game shows it\.$/),
    );
    // A game of scheme 1 shows the seeds themselves: no line about per-game seeds.
    expect((await run(site, '12')).lines.filter((line) => line.startsWith('Client seeds'))).toEqual([]);
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
    expect(await run(site, '12', '--client-seed')).toEqual({ code: EXIT.usage, lines: [USAGE] });
    expect(await run(site, '12', '--seed', 'x')).toEqual({ code: EXIT.usage, lines: [USAGE] });
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
