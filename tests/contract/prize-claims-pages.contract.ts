import { beforeEach, describe, expect, it } from 'vitest';
import { aSignedClaim } from './prize-claims.contract';
import { aGameDraft, aNewUser, type StoreWorld } from './world';

type Subject = Pick<StoreWorld, 'winners' | 'users' | 'games' | 'prizeClaims'>;

const t0 = new Date('2026-03-01T12:00:00Z');
const hoursLater = (h: number) => new Date(t0.getTime() + h * 3_600_000);

/** The Winners tab's pages: search, filters, offset and limit with the total, and the games with a claim. */
export function describePrizeClaimsPagesContract(name: string, makeSubject: () => Promise<Subject>) {
  describe(`PrizeClaims pages contract: ${name}`, () => {
    let world: Subject;
    let ada: number;
    let bo: number;

    const aClaim = async (player: number, gameName: string, prize: string, hour: number) => {
      const game = (await world.games.create(aGameDraft())).id;
      await world.winners.record({
        gameId: game,
        userId: player,
        number: 4,
        reason: 'Random draw',
        selectedAt: hoursLater(hour),
        selectedBy: 'automatic draw',
      });
      const id = await world.prizeClaims.open({
        gameId: game,
        gameName,
        prize,
        prizeValueCents: 5_000,
        notifiedAt: hoursLater(hour),
        deadline: hoursLater(hour + 72),
      });
      return { id: id ?? 0, game };
    };

    beforeEach(async () => {
      world = await makeSubject();
      ada =
        (
          await world.users.create(
            aNewUser({ firstName: 'Ada', lastName: 'Palmer', email: 'ada.p@gmail.com' }),
          )
        )?.id ?? 0;
      bo =
        (await world.users.create(aNewUser({ firstName: 'Bo', lastName: 'Lee', email: 'bo.lee@gmail.com' })))
          ?.id ?? 0;
    });

    it('pages the claims newest notice first with the total, past the end empty with the total', async () => {
      const made = [];
      for (let h = 0; h < 5; h++) made.push(await aClaim(h % 2 ? bo : ada, `Wheel ${h}`, 'A mug', h));
      const newestFirst = made.map((c) => c.id).reverse();
      const first = await world.prizeClaims.listPage({}, 0, 2);
      expect(first.total).toBe(5);
      expect(first.claims.map((c) => c.winnerId)).toEqual(newestFirst.slice(0, 2));
      const last = await world.prizeClaims.listPage({}, 4, 2);
      expect(last.claims.map((c) => c.winnerId)).toEqual(newestFirst.slice(4));
      expect(await world.prizeClaims.listPage({}, 10, 2)).toEqual({ claims: [], total: 5 });
      expect(
        (await world.prizeClaims.listPage({ gameId: made[1]?.game }, 0, 50)).claims.map((c) => c.winnerId),
      ).toEqual([made[1]?.id]);
      expect(await world.prizeClaims.listGames()).toEqual(
        made.map((c, h) => ({ gameId: c.game, gameName: `Wheel ${h}` })).reverse(),
      );
    });

    it("searches the player's name and e-mail, the legal name, the game and the prize, any case, LIKE signs as text", async () => {
      const bike = await aClaim(ada, 'Spring Wheel', 'A bicycle', 1);
      const tv = await aClaim(bo, 'TV 100% Wheel', 'A television', 2);
      await world.prizeClaims.change(tv.id, {
        from: ['notified'],
        to: 'claimed',
        at: hoursLater(3),
        by: 'winner',
        signed: aSignedClaim({ legalName: 'Robert Lee' }),
      });
      const found = async (search: string, status?: 'claimed') =>
        (await world.prizeClaims.listPage({ search, status }, 0, 50)).claims.map((c) => c.winnerId);
      expect(await found('palmer')).toEqual([bike.id]);
      expect(await found('ADA PAL')).toEqual([bike.id]);
      expect(await found('bo.lee@')).toEqual([tv.id]);
      expect(await found('robert')).toEqual([tv.id]);
      expect(await found('bicycle')).toEqual([bike.id]);
      expect(await found('spring')).toEqual([bike.id]);
      expect(await found('100%')).toEqual([tv.id]);
      expect(await found('_')).toEqual([]);
      expect(await found('wheel', 'claimed')).toEqual([tv.id]);
      expect((await world.prizeClaims.listPage({ search: 'wheel' }, 0, 1)).total).toBe(2);
      expect((await world.prizeClaims.list({ search: 'lee' })).map((c) => c.winnerId)).toEqual([tv.id]);
      // An erased player's name and e-mail are gone: they no longer find the claim.
      await world.users.erase(ada, hoursLater(5));
      expect(await found('palmer')).toEqual([]);
    });
  });
}
