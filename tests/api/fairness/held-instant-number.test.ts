import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveGameOut } from '../../../adapters/http/endpoints/games/live';
import { VerifyFairnessAnswer } from '../../../application/fairness/verify-fairness-answer';
import type { HttpClient } from '../../support/http-client';
import { signedInPlayers } from '../../support/players';
import { SseStream, subscriptionUrl } from '../../support/sse-stream';
import { startTestServer, type TestServer } from '../../support/test-server';
import { paidSpin } from '../responsible-play/responsible-play-support';

type Entry = { type: string; spin?: number; number?: number; instant?: number; k?: number };
type Prize = { k: number; number: number | null; spin?: number | null; won?: boolean };

/**
 * An instant-win number is told only once it is won (docs/rules/fairness.md, Instant wins): while a
 * declined spin holds it, and after its hold lapses, no public answer (the fairness log by REST and by
 * tRPC, which /fairness/{id} reads; the game answer; the live stream) and no answer to its holder marks
 * it; once paid, the award is its own log entry and the prize shows its number and spin. Real server,
 * PostgreSQL when DATABASE_URL is set, else PGlite.
 */
describe('a held instant-win number on the database', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  /** Every public read of the game that could tell an instant prize: REST and tRPC fairness, the game. */
  async function publicReads(client: HttpClient, gameId: number) {
    const input = encodeURIComponent(JSON.stringify({ id: gameId }));
    const rest = (await client.get(`/api/games/${gameId}/fairness`)).body;
    const trpc = (await client.get(`/trpc/games.fairness?input=${input}`)).body.result.data;
    expect(trpc).toEqual(rest);
    const game = (await client.get(`/api/games/${gameId}`)).body;
    return { fairness: rest, game };
  }

  /** Nothing in these reads marks `number` as an instant winner (nor any prize as won). */
  function expectUntold(
    reads: { fairness: { log: Entry[]; instantPrizes: Prize[] }; game: { instantPrizes: Prize[] } },
    number: number,
  ) {
    expect(reads.fairness.log.filter((e) => e.type === 'instant' || e.instant !== undefined)).toEqual([]);
    expect(reads.fairness.instantPrizes.map((p) => [p.number, p.spin])).toEqual(
      reads.fairness.instantPrizes.map(() => [null, null]),
    );
    expect(reads.game.instantPrizes.map((p) => [p.number, p.won])).toEqual(
      reads.game.instantPrizes.map(() => [null, false]),
    );
    expect(reads.fairness.log.some((e) => e.type === 'claim' && e.number === number)).toBe(true);
  }

  it('is marked nowhere while held or after its hold lapses, and is its own log entry once paid', async () => {
    // 20 instant prizes on 40 paid numbers: declined spins soon hold two of them.
    const prizes = Array.from({ length: 20 }, (_, i) => ({ name: `Prize ${i + 1}`, valueCents: 1000 }));
    const created = await server.useCases.createGame.execute({
      name: 'Held Instant',
      prize: 'Bike',
      totalNumbers: 40,
      freePlay: false,
      instantPrizes: prizes,
    });
    if (!created.ok) throw new Error(created.error.message);
    const gameId = created.value.id;
    const players = await signedInPlayers(server.useCases, server.url, 24, 'held-instant-');
    const stream = new SseStream<LiveGameOut>(subscriptionUrl(server.url, 'games.live', { id: gameId }));
    const events = new Set<LiveGameOut>([await stream.next()]);
    const instantNumbers = new Map(
      (
        await server.db.sql<{ k: number; number: number }[]>`
          SELECT k, number FROM instant_prizes WHERE game_id = ${gameId}`
      ).map((p) => [p.number, p.k]),
    );

    // Declined spins until two hold instant-win numbers: one to lapse, one to pay.
    const held: { player: HttpClient; number: number }[] = [];
    for (const player of players) {
      if (held.length === 2) break;
      await player.post('/api/card/add', { cardNonce: 'cnon:card-nonce-declined' });
      const declined = await paidSpin(player, gameId);
      expect(declined.status).toBe(400);
      expect(declined.body.code).toBe('PAYMENT_DECLINED');
      // The holder's own answer does not tell either.
      expect(JSON.stringify(declined.body)).not.toMatch(/instant|prize/i);
      const number = declined.body.number as number;
      if (instantNumbers.has(number)) held.push({ player, number });
      // A hold of another number is paid, so the game's cap on holds (a tenth of it) never refuses one.
      else
        expect(
          (await player.post('/api/process-payment', { gameId, number, cardNonce: 'cnon:card-nonce-ok' }))
            .body.instantWin,
        ).toBeNull();
    }
    const [lapsing, paying] = held;
    if (!lapsing || !paying) throw new Error('no two held instant-win numbers');
    const [reader] = players;
    if (!reader) throw new Error('no player');
    expectUntold(await publicReads(reader, gameId), paying.number);

    // The first hold lapses: its number returns to the pool, still unmarked.
    await server.db.sql`
      UPDATE claims SET hold_expires_at = now() - interval '1 minute'
      WHERE game_id = ${gameId} AND number = ${lapsing.number} AND status = 'held'`;
    await server.useCases.reconcilePayments.execute();
    const lapsed = await publicReads(reader, gameId);
    expect(lapsed.fairness.log.some((e: Entry) => e.type === 'release' && e.number === lapsing.number)).toBe(
      true,
    );
    expectUntold(lapsed, paying.number);

    // The second is paid: it wins, and the award is its own entry, after its claim.
    const paid = await paying.player.post('/api/process-payment', {
      gameId,
      number: paying.number,
      cardNonce: 'cnon:card-nonce-ok',
    });
    expect(paid.status).toBe(200);
    const k = instantNumbers.get(paying.number) as number;
    expect(paid.body.instantWin).toEqual({ k, name: `Prize ${k}`, value: 10, winnerId: expect.any(Number) });
    const won = await stream.next((event) => {
      events.add(event);
      return event.game.instantPrizes.some((p) => p.won);
    });
    const after = await publicReads(reader, gameId);
    const claim = after.fairness.log.find((e: Entry) => e.type === 'claim' && e.number === paying.number);
    const award = after.fairness.log.findIndex((e: Entry) => e.type === 'instant');
    expect(after.fairness.log[award]).toMatchObject({
      type: 'instant',
      k,
      number: paying.number,
      spin: claim.spin,
    });
    expect(award).toBe(after.fairness.log.length - 1);
    expect(after.fairness.log.filter((e: Entry) => e.instant !== undefined)).toEqual([]);
    expect(after.fairness.instantPrizes[k - 1]).toMatchObject({ number: paying.number, spin: claim.spin });
    expect(after.game.instantPrizes[k - 1]).toMatchObject({ number: paying.number, won: true });
    expect(won.game.instantPrizes[k - 1]).toMatchObject({ number: paying.number, won: true });
    // Before the payment, no stream event told a prize or an instant-win number.
    for (const event of [...events].slice(0, -1))
      expect(event.game.instantPrizes.every((p) => p.number === null && !p.won)).toBe(true);
    stream.close();
  }, 180_000);

  it('lists the instant prizes won on the fairness answer of a game cancelled later, which verifies', async () => {
    // Every number free and an instant prize on half of them: the first free entries win some at once.
    const prizes = Array.from({ length: 5 }, (_, i) => ({ name: `Prize ${i + 1}`, valueCents: 500 }));
    const created = await server.useCases.createGame.execute({
      name: 'Cancelled Instant',
      prize: 'Bike',
      totalNumbers: 10,
      freePlay: { start: 1, end: 10 },
      instantPrizes: prizes,
    });
    if (!created.ok) throw new Error(created.error.message);
    const gameId = created.value.id;
    const players = await signedInPlayers(server.useCases, server.url, 6, 'cancelled-instant-');
    const wins: number[] = [];
    for (const player of players) {
      const free = await player.post('/api/free-spin', { gameId });
      expect(free.status).toBe(200);
      if (free.body.instantWin) wins.push(free.body.instantWin.k);
    }
    expect(wins.length).toBeGreaterThan(0);
    const cancelled = await server.useCases.cancelGame.execute({ gameId, reason: 'Venue closed' });
    expect(cancelled.ok).toBe(true);
    const [reader] = players;
    if (!reader) throw new Error('no player');
    const { fairness } = await publicReads(reader, gameId);
    expect(fairness.log.at(-1)).toMatchObject({ type: 'cancel' });
    // Each prize won shows its number and winning spin, named by its own entry; the others only their number.
    for (const prize of fairness.instantPrizes as Prize[]) {
      const award = fairness.log.find((e: Entry) => e.type === 'instant' && e.k === prize.k);
      expect(prize.number).not.toBeNull();
      expect(prize.spin ?? null).toBe(award?.spin ?? null);
      expect(award !== undefined).toBe(wins.includes(prize.k));
    }
    const report = new VerifyFairnessAnswer().execute(fairness, gameId);
    if (!report.ok) throw new Error(report.error);
    expect(report.value.verdict).toBe('verified');
    expect(
      report.value.instantPrizes
        .filter((p) => p.spin !== null)
        .map((p) => p.k)
        .sort(),
    ).toEqual(wins.sort());
  }, 120_000);
});
