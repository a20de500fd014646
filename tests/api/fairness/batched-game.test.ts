import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EXIT, verifyFromSite } from '../../../adapters/cli/verify-fairness';
import { GroupCommit } from '../../../adapters/postgres/group-commit';
import type { HttpClient } from '../../support/http-client';
import { playersWithCards } from '../../support/paid-spins';
import { signedInPlayers } from '../../support/players';
import { startTestServer, type TestServer } from '../../support/test-server';
import { Sha256PasswordHasher } from '../support/test-app';

const PAID_PLAYERS = 40;
const FREE_PLAYERS = 12;
const NUMBERS = 40;
const FREE_NUMBERS = 10;

/**
 * Paid spins and free entries of one game sent all at once, so the server takes them by group commit
 * (several per statement): the game sells out, and its log, written group by group, is re-derived
 * entry by entry by the command-line verifier over HTTP.
 */
describe('a game whose spins were taken in groups', () => {
  let server: TestServer;
  let gameId: number;
  let payers: HttpClient[];
  let riders: HttpClient[];

  beforeAll(async () => {
    server = await startTestServer({ overrides: { hasher: new Sha256PasswordHasher() } });
    const game = await server.useCases.createGame.execute({
      name: 'Grouped Wheel',
      prize: 'Kettle',
      totalNumbers: NUMBERS,
      freePlay: { start: 1, end: FREE_NUMBERS },
    });
    if (!game.ok) throw new Error(game.error.message);
    gameId = game.value.id;
    payers = await playersWithCards(server, PAID_PLAYERS, 'grouped-paid-');
    riders = await signedInPlayers(server.useCases, server.url, FREE_PLAYERS, 'grouped-free-');
  }, 120_000);
  afterAll(() => server?.close());

  it('sells out in groups, and the verifier re-derives every entry of its log', async () => {
    // Each group the server sends (spins, free entries, confirms): how many requests it held.
    const groups: number[] = [];
    const proto = GroupCommit.prototype as unknown as {
      flush(key: unknown, group: unknown[]): Promise<void>;
    };
    const original = proto.flush;
    const flush = vi.spyOn(proto, 'flush').mockImplementation(function (this: unknown, key, group) {
      groups.push(group.length);
      return original.call(this, key, group);
    });
    const answers = await Promise.all([
      ...payers.map((p) =>
        p.request('POST', '/api/spin', { gameId, agreedToTerms: true }, { 'Idempotency-Key': randomUUID() }),
      ),
      ...riders.map((r) => r.post('/api/free-spin', { gameId })),
    ]);
    flush.mockRestore();
    expect(
      groups.some((size) => size > 1),
      `groups: ${groups.join(',')}`,
    ).toBe(true);
    const won = answers.filter((a) => a.status === 200);
    expect(won).toHaveLength(NUMBERS);
    expect(new Set(won.map((a) => a.body.number)).size).toBe(NUMBERS);
    expect(answers.filter((a) => a.status !== 200).every((a) => a.status === 409)).toBe(true);

    const fairness = await (await fetch(`${server.url}/api/games/${gameId}/fairness`)).json();
    expect(fairness.serverSeed).toEqual(expect.any(String));
    const claims = fairness.log.filter((e: { type: string }) => e.type === 'claim');
    expect(claims.map((e: { spin: number }) => e.spin)).toEqual(claims.map((_: unknown, i: number) => i + 1));
    expect(claims).toHaveLength(NUMBERS);
    const lines: string[] = [];
    const code = await verifyFromSite([server.url, String(gameId)], {
      fetch,
      out: (text) => lines.push(text),
    });
    expect(code, lines.join('\n')).toBe(EXIT.verified);
  });
});
