import { beforeEach, describe, expect, it } from 'vitest';
import type { NewPrizeClaim, SignedClaim } from '../../application/winners/ports/prize-claims';
import { sourcesOf } from '../../domain/winners/prize-claim';
import { aGameDraft, aNewUser, type StoreWorld } from './world';

type Subject = Pick<
  StoreWorld,
  'winners' | 'users' | 'games' | 'prizeClaims' | 'winnersList' | 'preferences'
>;

const notifiedAt = new Date('2026-03-01T12:00:00Z');
const deadline = new Date('2026-03-04T12:00:00Z');

export const aSignedClaim = (fields: Partial<SignedClaim> = {}): SignedClaim => ({
  legalName: 'Ada Palmer',
  dateOfBirth: '1990-05-17',
  address: { line1: '1 Main St', line2: '', city: 'Fresno', state: 'CA', zip: '93650' },
  phone: '559-555-0100',
  signature: 'Ada Palmer',
  signedAt: new Date('2026-03-02T09:00:00Z'),
  signedFrom: '203.0.113.7',
  affidavitVersion: '1',
  taxIdSealed: 'v1.sealed',
  taxIdLast4: '6789',
  ...fields,
});

export function describePrizeClaimsContract(name: string, makeSubject: () => Promise<Subject>) {
  describe(`PrizeClaims and WinnersList contract: ${name}`, () => {
    let world: Subject;
    let players: number[];
    let games: number[];

    const win = async (game: number, player: number, selectedAt = notifiedAt) => {
      await world.winners.record({
        gameId: game,
        userId: player,
        number: 7,
        reason: 'Random draw',
        selectedAt,
        selectedBy: 'automatic draw',
      });
      const claim: NewPrizeClaim = {
        gameId: game,
        gameName: 'Mega Wheel',
        prize: 'A bicycle',
        prizeValueCents: 75_000,
        notifiedAt: selectedAt,
        deadline: new Date(selectedAt.getTime() + 72 * 3_600_000),
      };
      return world.prizeClaims.open(claim);
    };

    beforeEach(async () => {
      world = await makeSubject();
      players = [];
      games = [];
      players.push((await world.users.create(aNewUser({ firstName: 'Ada', lastName: 'Palmer' })))?.id ?? 0);
      players.push(
        (await world.users.create(aNewUser({ firstName: 'Bo', lastName: 'Lee', state: 'TX' })))?.id ?? 0,
      );
      for (let i = 0; i < 3; i++) games.push((await world.games.create(aGameDraft())).id);
    });

    it('opens one claim per recorded winner, notified, and none without a winner', async () => {
      const [g0 = 0, g1 = 0] = games;
      const id = await win(g0, players[0] ?? 0);
      expect(id).toEqual(expect.any(Number));
      const again = await world.prizeClaims.open({
        gameId: g0,
        gameName: 'x',
        prize: 'x',
        prizeValueCents: 1,
        notifiedAt,
        deadline,
      });
      expect(again).toBeNull();
      expect(
        await world.prizeClaims.open({
          gameId: g1,
          gameName: 'x',
          prize: 'x',
          prizeValueCents: 1,
          notifiedAt,
          deadline,
        }),
      ).toBeNull();
      const claim = await world.prizeClaims.find(id ?? 0);
      expect(claim).toMatchObject({
        winnerId: id,
        gameId: g0,
        userId: players[0],
        number: 7,
        gameName: 'Mega Wheel',
        prize: 'A bicycle',
        prizeValueCents: 75_000,
        instant: false,
        status: 'notified',
        notifiedAt,
        remindersSent: 0,
        signed: null,
        shipment: null,
      });
      expect(await world.prizeClaims.find(999_999)).toBeNull();
    });

    it('changes a claim only from the expected statuses: of two changes at once, one wins', async () => {
      const id = (await win(games[0] ?? 0, players[0] ?? 0)) ?? 0;
      const accept = {
        from: sourcesOf('accept'),
        to: 'claimed' as const,
        at: deadline,
        by: 'winner',
        signed: aSignedClaim(),
      };
      const decline = { from: sourcesOf('decline'), to: 'declined' as const, at: deadline, by: 'winner' };
      const results = await Promise.all([
        world.prizeClaims.change(id, accept),
        world.prizeClaims.change(id, decline),
      ]);
      expect(results.filter(Boolean)).toHaveLength(1);
      const claim = await world.prizeClaims.find(id);
      expect(claim?.status).toBe(results[0] ? 'claimed' : 'declined');
      expect(await world.prizeClaims.change(id, accept)).toBe(false);
    });

    it('counts the claims at each status, every status named', async () => {
      const none = await world.prizeClaims.countByStatus();
      expect(Object.values(none).every((n) => n === 0)).toBe(true);
      expect(Object.keys(none).sort()).toEqual(
        ['claimed', 'declined', 'delivered', 'forfeited', 'notified', 'shipped', 'verified'].sort(),
      );
      const [g0 = 0, g1 = 0, g2 = 0] = games;
      const first = (await win(g0, players[0] ?? 0)) ?? 0;
      await win(g1, players[1] ?? 0);
      await win(g2, players[0] ?? 0);
      const by = 'winner';
      await world.prizeClaims.change(first, { from: sourcesOf('decline'), to: 'declined', at: deadline, by });
      expect(await world.prizeClaims.countByStatus()).toMatchObject({ notified: 2, declined: 1, claimed: 0 });
    });

    it('keeps what the winner signed and the shipment, and outlives its winner row', async () => {
      const id = (await win(games[0] ?? 0, players[0] ?? 0)) ?? 0;
      const signed = aSignedClaim();
      await world.prizeClaims.change(id, {
        from: ['notified'],
        to: 'claimed',
        at: deadline,
        by: 'winner',
        signed,
      });
      await world.prizeClaims.change(id, {
        from: ['claimed'],
        to: 'verified',
        at: deadline,
        by: 'op@example.com',
      });
      const shipment = { carrier: 'UPS', trackingNumber: '1Z999' };
      await world.prizeClaims.change(id, {
        from: ['verified'],
        to: 'shipped',
        at: deadline,
        by: 'op@example.com',
        shipment,
      });
      await world.winners.delete(id);
      expect(await world.prizeClaims.find(id)).toMatchObject({
        status: 'shipped',
        signed,
        shipment,
        changedAt: deadline,
        changedBy: 'op@example.com',
      });
    });

    it('records each reminder once, and none once the claim moved on', async () => {
      const id = (await win(games[0] ?? 0, players[0] ?? 0)) ?? 0;
      const both = await Promise.all([
        world.prizeClaims.markReminded(id, 1),
        world.prizeClaims.markReminded(id, 1),
      ]);
      expect(both.filter(Boolean)).toHaveLength(1);
      expect(await world.prizeClaims.markReminded(id, 2)).toBe(true);
      expect(await world.prizeClaims.markReminded(id, 1)).toBe(false);
      expect((await world.prizeClaims.find(id))?.remindersSent).toBe(2);
      const other = (await win(games[1] ?? 0, players[1] ?? 0)) ?? 0;
      await world.prizeClaims.change(other, {
        from: ['notified'],
        to: 'forfeited',
        at: deadline,
        by: 'claim window',
      });
      expect(await world.prizeClaims.markReminded(other, 1)).toBe(false);
    });

    it('lists the waiting claims by deadline, and every claim by notice with its player and filters', async () => {
      const a = (await win(games[0] ?? 0, players[0] ?? 0, new Date('2026-03-02T00:00:00Z'))) ?? 0;
      const b = (await win(games[1] ?? 0, players[1] ?? 0, new Date('2026-03-01T00:00:00Z'))) ?? 0;
      const c = (await win(games[2] ?? 0, players[0] ?? 0, new Date('2026-03-03T00:00:00Z'))) ?? 0;
      await world.prizeClaims.change(c, {
        from: ['notified'],
        to: 'claimed',
        at: deadline,
        by: 'winner',
        signed: aSignedClaim(),
      });
      expect((await world.prizeClaims.listWaiting(10)).map((x) => x.winnerId)).toEqual([b, a]);
      expect((await world.prizeClaims.listWaiting(1)).map((x) => x.winnerId)).toEqual([b]);
      const all = await world.prizeClaims.list({});
      expect(all.map((x) => x.winnerId)).toEqual([c, a, b]);
      expect(all[0]?.player).toMatchObject({ firstName: 'Ada', lastName: 'Palmer' });
      expect((await world.prizeClaims.list({ status: 'claimed' })).map((x) => x.winnerId)).toEqual([c]);
      expect((await world.prizeClaims.list({ gameId: games[1] })).map((x) => x.winnerId)).toEqual([b]);
    });

    it("lists one player's own claims, newest notice first, and none of another player's", async () => {
      const a = (await win(games[0] ?? 0, players[0] ?? 0, new Date('2026-03-02T00:00:00Z'))) ?? 0;
      await win(games[1] ?? 0, players[1] ?? 0, new Date('2026-03-03T00:00:00Z'));
      const c = (await win(games[2] ?? 0, players[0] ?? 0, new Date('2026-03-04T00:00:00Z'))) ?? 0;
      const mine = await world.prizeClaims.listOfPlayer(players[0] ?? 0);
      expect(mine.map((x) => x.winnerId)).toEqual([c, a]);
      expect(mine.every((x) => x.userId === players[0])).toBe(true);
      expect(await world.prizeClaims.listOfPlayer(9_999_999)).toEqual([]);
    });

    it('lists for the tax year only accepted claims of prizes at the threshold', async () => {
      const a = (await win(games[0] ?? 0, players[0] ?? 0, new Date('2026-06-01T00:00:00Z'))) ?? 0;
      const b = (await win(games[1] ?? 0, players[1] ?? 0, new Date('2026-07-01T00:00:00Z'))) ?? 0;
      const c = (await win(games[2] ?? 0, players[0] ?? 0, new Date('2025-12-31T23:00:00Z'))) ?? 0;
      for (const id of [a, c])
        await world.prizeClaims.change(id, {
          from: ['notified'],
          to: 'claimed',
          at: deadline,
          by: 'winner',
          signed: aSignedClaim(),
        });
      expect((await world.prizeClaims.listTaxable(2026, 60_000)).map((x) => x.winnerId)).toEqual([a]);
      expect((await world.prizeClaims.listTaxable(2025, 60_000)).map((x) => x.winnerId)).toEqual([c]);
      expect(await world.prizeClaims.listTaxable(2026, 80_000)).toEqual([]);
      expect(b).toBeGreaterThan(0);
    });

    it('pages the winners in force newest first, with what the publicity rule reads', async () => {
      await win(games[0] ?? 0, players[0] ?? 0, new Date('2026-03-01T00:00:00Z'));
      const b = (await win(games[1] ?? 0, players[1] ?? 0, new Date('2026-03-02T00:00:00Z'))) ?? 0;
      const c = (await win(games[2] ?? 0, players[0] ?? 0, new Date('2026-03-03T00:00:00Z'))) ?? 0;
      expect(await world.users.setOptOutPublicity(players[1] ?? 0, true)).toBe(true);
      const first = await world.winnersList.page(null, 2);
      expect(first.map((r) => r.winnerId)).toEqual([c, b]);
      expect(first[0]).toMatchObject({
        gameId: games[2],
        gameName: 'Mega Wheel',
        prize: 'A bicycle',
        method: 'manual',
        player: { firstName: 'Ada', lastName: 'Palmer', state: 'CA', optOutPublicity: false },
      });
      expect(first[1]?.player?.optOutPublicity).toBe(true);
      const last = first[1];
      const next = await world.winnersList.page({ wonAt: last?.wonAt ?? notifiedAt, winnerId: b }, 2);
      expect(next.map((r) => r.gameId)).toEqual([games[0]]);
      await world.winners.delete(c);
      expect((await world.winnersList.page(null, 5)).map((r) => r.winnerId)).toEqual([b, expect.any(Number)]);
    });
  });
}
