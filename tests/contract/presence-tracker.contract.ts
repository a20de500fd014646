import { beforeEach, describe, expect, it } from 'vitest';
import type { StoreWorld } from './world';
import { aGameDraft, aNewUser } from './world';

type Subject = Pick<StoreWorld, 'presence' | 'users' | 'games'>;

const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1, 12, 0, seconds));

export function describePresenceTrackerContract(name: string, makeSubject: () => Promise<Subject>) {
  describe(`PresenceTracker contract: ${name}`, () => {
    let world: Subject;
    let players: number[];
    let games: number[];

    beforeEach(async () => {
      world = await makeSubject();
      players = [];
      for (let i = 0; i < 3; i++) players.push((await world.users.create(aNewUser()))?.id ?? 0);
      games = [(await world.games.create(aGameDraft())).id, (await world.games.create(aGameDraft())).id];
    });

    it('counts distinct players seen after a time, on the site', async () => {
      const [ann = 0, bob = 0, cat = 0] = players;
      await world.presence.record({ userId: ann, gameId: null, at: at(10) });
      await world.presence.record({ userId: ann, gameId: null, at: at(20) });
      await world.presence.record({ userId: bob, gameId: null, at: at(5) });
      await world.presence.record({ userId: cat, gameId: games[0] ?? 0, at: at(30) });
      expect(await world.presence.countOnline(at(0))).toBe(3);
      expect(await world.presence.countOnline(at(5))).toBe(2);
      expect(await world.presence.countOnline(at(20))).toBe(1);
      expect(await world.presence.countOnline(at(30))).toBe(0);
    });

    it("counts each game's distinct viewers, 0 for games nobody viewed", async () => {
      const [ann = 0, bob = 0] = players;
      const [first = 0, second = 0] = games;
      await world.presence.record({ userId: ann, gameId: first, at: at(10) });
      await world.presence.record({ userId: ann, gameId: first, at: at(12) });
      await world.presence.record({ userId: bob, gameId: first, at: at(11) });
      await world.presence.record({ userId: bob, gameId: second, at: at(3) });
      const counts = await world.presence.countViewers([first, second, 999_999], at(5));
      expect([...counts.entries()]).toEqual([
        [first, 2],
        [second, 0],
        [999_999, 0],
      ]);
      expect((await world.presence.countViewers([first], at(11))).get(first)).toBe(1);
      expect((await world.presence.countViewers([], at(0))).size).toBe(0);
    });

    it('tells when a player was last seen on the site, null when never', async () => {
      const [ann = 0, bob = 0] = players;
      await world.presence.record({ userId: ann, gameId: null, at: at(10) });
      await world.presence.record({ userId: ann, gameId: games[0] ?? 0, at: at(25) });
      await world.presence.record({ userId: ann, gameId: null, at: at(5) });
      expect(await world.presence.lastSeen(ann)).toEqual(at(25));
      expect(await world.presence.lastSeen(bob)).toBeNull();
    });

    it('never moves a player back in time when a late write arrives', async () => {
      const [ann = 0] = players;
      const [first = 0] = games;
      await world.presence.record({ userId: ann, gameId: first, at: at(40) });
      await world.presence.record({ userId: ann, gameId: first, at: at(10) });
      expect(await world.presence.countOnline(at(30))).toBe(1);
      expect((await world.presence.countViewers([first], at(30))).get(first)).toBe(1);
    });

    it("records marks made at once (written together on PostgreSQL), each player's and each page's latest kept", async () => {
      const [ann = 0, bob = 0, cat = 0] = players;
      const [first = 0, second = 0] = games;
      await Promise.all([
        world.presence.record({ userId: ann, gameId: first, at: at(40) }),
        world.presence.record({ userId: bob, gameId: null, at: at(20) }),
        world.presence.record({ userId: ann, gameId: first, at: at(10) }),
        world.presence.record({ userId: ann, gameId: null, at: at(50) }),
        world.presence.record({ userId: cat, gameId: 999_999, at: at(30) }),
        world.presence.record({ userId: bob, gameId: second, at: at(15) }),
        world.presence.record({ userId: ann, gameId: first, at: at(35) }),
      ]);
      expect(await world.presence.lastSeen(ann)).toEqual(at(50));
      expect(await world.presence.lastSeen(bob)).toEqual(at(20));
      expect(await world.presence.lastSeen(cat)).toEqual(at(30));
      expect((await world.presence.countViewers([first], at(39))).get(first)).toBe(1);
      expect((await world.presence.countViewers([first], at(40))).get(first)).toBe(0);
      expect((await world.presence.countViewers([second], at(14))).get(second)).toBe(1);
    });
  });
}
