import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpClient } from '../../support/http-client';
import { signedInPlayers } from '../../support/players';
import { startTestServer, type TestServer } from '../../support/test-server';
import { addCard, paidSpin } from '../responsible-play/responsible-play-support';

/**
 * Instant wins and the entry cap on the real database adapters (PostgreSQL when DATABASE_URL is set,
 * else PGlite): spin_paid, spin_free, instant_award (adapters/postgres/functions/), and the settle path.
 */
describe('instant wins and the entry cap on the database', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  async function aGame(input: Record<string, unknown>): Promise<number> {
    const game = await server.useCases.createGame.execute({ name: 'Instant Wheel', prize: 'Bike', ...input });
    if (!game.ok) throw new Error(game.error.message);
    return game.value.id;
  }

  const settledNotRefused = <C extends { status: string }>(claims: C[]) =>
    claims.filter((c) => c.status !== 'released');

  async function claimsOf(client: HttpClient, gameId: number) {
    const me = await client.get('/api/user');
    return server.db.sql<{ status: string; kind: string; number: number }[]>`
      SELECT status, kind, number FROM claims WHERE user_id = ${me.body.id as number} AND game_id = ${gameId}`;
  }

  it('holds the cap on paid entries under 20 parallel spins of one player; the free entry stays on top', async () => {
    const [me] = await signedInPlayers(server.useCases, server.url, 1, 'cap-');
    if (!me) throw new Error('no player');
    await addCard(me);
    const gameId = await aGame({
      totalNumbers: 60,
      freePlay: { start: 51, end: 60 },
      maxEntriesPerPlayer: 3,
    });
    const codes: string[] = [];
    let paid = 0;
    // 20 at once, again until the cap answers: a spin meeting another's pending charge is refused too.
    for (let round = 0; round < 6 && !codes.includes('ENTRY_LIMIT_REACHED'); round += 1) {
      const answers = await Promise.all(Array.from({ length: 20 }, () => paidSpin(me, gameId)));
      for (const answer of answers) {
        if (answer.status === 200) paid += 1;
        else codes.push(answer.body.code);
      }
    }
    expect(paid).toBe(3);
    expect(codes).toContain('ENTRY_LIMIT_REACHED');
    for (const code of codes) expect(['ENTRY_LIMIT_REACHED', 'PAYMENT_PENDING']).toContain(code);
    const refused = await paidSpin(me, gameId);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'ENTRY_LIMIT_REACHED', limit: 3 });
    expect(settledNotRefused(await claimsOf(me, gameId)).filter((c) => c.kind === 'paid')).toHaveLength(3);
    expect((await me.post('/api/free-spin', { gameId })).status).toBe(200);
    const page = (await me.get(`/api/games/${gameId}`)).body;
    expect(page).toMatchObject({ maxEntriesPerPlayer: 3, gameType: 'wheel_spin', instantPrizes: [] });
  }, 180_000);

  it('awards each instant prize once, to a free claim at once and a paid claim once settled, with one e-mail and one winner record', async () => {
    const [a, b, payer] = await signedInPlayers(server.useCases, server.url, 3, 'instant-');
    if (!a || !b || !payer) throw new Error('no players');
    // Two free numbers, one instant prize among them: of two free entries exactly one wins it.
    const freeGame = await aGame({
      totalNumbers: 2,
      freePlay: { start: 1, end: 2 },
      instantPrizes: [{ name: 'Gift card', valueCents: 2500 }],
    });
    const frees = [
      (await a.post('/api/free-spin', { gameId: freeGame })).body,
      (await b.post('/api/free-spin', { gameId: freeGame })).body,
    ];
    expect(frees.filter((f) => f.instantWin !== null)).toEqual([
      expect.objectContaining({
        instantWin: { k: 1, name: 'Gift card', value: 25, winnerId: expect.any(Number) },
      }),
    ]);
    // Four paid numbers, two instant prizes: the payer takes them all, and wins both as each charge settles.
    await addCard(payer);
    const paidGame = await aGame({
      totalNumbers: 4,
      instantPrizes: [
        { name: 'Headphones', valueCents: 7999 },
        { name: 'Tote bag', valueCents: 1250 },
      ],
    });
    const spins = [];
    for (let i = 0; i < 4; i += 1) spins.push((await paidSpin(payer, paidGame)).body);
    expect(spins.map((s) => s.status)).toEqual(['paid', 'paid', 'paid', 'paid']);
    expect(spins.flatMap((s) => (s.instantWin ? [s.instantWin.k] : [])).sort()).toEqual([1, 2]);

    for (const gameId of [freeGame, paidGame]) {
      const prizes = await server.db.sql<{ k: number; winner_id: number; claim_id: string }[]>`
        SELECT k, winner_id, claim_id FROM instant_prizes WHERE game_id = ${gameId} ORDER BY k`;
      expect(prizes.every((p) => p.winner_id !== null && p.claim_id !== null)).toBe(true);
      for (const prize of prizes) {
        const mails = await server.db.sql`
          SELECT 1 FROM mail_outbox WHERE kind = 'winner' AND (data->>'winnerId')::bigint = ${prize.winner_id}
            AND (data->>'instant')::boolean`;
        expect(mails).toHaveLength(1);
        const claims = await server.db.sql`SELECT 1 FROM prize_claims WHERE winner_id = ${prize.winner_id}`;
        expect(claims).toHaveLength(1);
      }
      const answer = (await a.get(`/api/games/${gameId}`)).body;
      expect(answer.gameType).toBe('instant_win');
      for (const p of answer.instantPrizes)
        expect(p).toMatchObject({ won: true, number: expect.any(Number) });
      expect(answer.instantPrizes[0].winner).toMatch(/^(Load P\.|A player)/);
      const fairness = (await a.get(`/api/games/${gameId}/fairness`)).body;
      // Scheme 3: each prize won is an entry of its own (instant_award), no claim carries one.
      expect(fairness.log.filter((e: { instant?: number }) => e.instant !== undefined)).toEqual([]);
      const awards = fairness.log.filter((e: { type: string }) => e.type === 'instant');
      expect(awards.map((e: { k: number }) => e.k).sort()).toEqual(
        answer.instantPrizes.map((p: { k: number }) => p.k),
      );
      expect(fairness.instantPrizes.map((p: { spin: number | null }) => p.spin !== null)).toEqual(
        answer.instantPrizes.map(() => true),
      );
    }
    // The main draw is untouched: no game has a winner yet, and the lists name the instant wins once.
    expect(
      await server.db.sql`SELECT 1 FROM winners WHERE game_id IN (${freeGame}, ${paidGame})`,
    ).toHaveLength(0);
    const listed = (await server.useCases.listWinners.execute()).filter((w) =>
      [freeGame, paidGame].includes(w.gameId),
    );
    expect(listed.map((w) => w.kind)).toEqual(['instant', 'instant', 'instant']);
    const publicList = (await a.get('/api/winners')).body;
    expect(JSON.stringify(publicList).match(/"kind":"instant"/g)?.length).toBeGreaterThanOrEqual(3);
  }, 180_000);
  it('a held number paid later wins its instant prize, and the payment answers it', async () => {
    // 10 instant prizes on 20 numbers: by the 11th number paid, both a win and a miss were seen.
    const prizes = Array.from({ length: 10 }, (_, i) => ({ name: `Prize ${i + 1}`, valueCents: 1000 }));
    const gameId = await aGame({ totalNumbers: 20, freePlay: false, instantPrizes: prizes });
    const players = await signedInPlayers(server.useCases, server.url, 11, 'held-');
    const seen = { won: 0, missed: 0 };
    for (const player of players) {
      expect((await player.post('/api/card/add', { cardNonce: 'cnon:card-nonce-declined' })).status).toBe(
        200,
      );
      const declined = await paidSpin(player, gameId);
      expect(declined.status).toBe(400);
      const number = declined.body.number as number;
      const [prize] = await server.db.sql<{ k: number; name: string }[]>`
        SELECT k, name FROM instant_prizes WHERE game_id = ${gameId} AND number = ${number}`;
      const paid = await player.post('/api/process-payment', {
        gameId,
        number,
        cardNonce: 'cnon:card-nonce-ok',
      });
      expect(paid.status).toBe(200);
      // The answer names the prize's winner record, its claim page's id.
      const [won] = await server.db.sql<{ winner_id: string | null }[]>`
        SELECT winner_id FROM instant_prizes WHERE game_id = ${gameId} AND number = ${number}`;
      expect(paid.body.instantWin).toEqual(
        prize ? { k: prize.k, name: prize.name, value: 10, winnerId: Number(won?.winner_id) } : null,
      );
      seen[prize ? 'won' : 'missed'] += 1;
    }
    expect(seen.won).toBeGreaterThan(0);
    expect(seen.missed).toBeGreaterThan(0);
  });
});
