import { beforeEach, describe, expect, it } from 'vitest';
import type { StoreWorld } from './world';
import { aClaim, aGameDraft, aNewUser } from './world';

type Subject = Pick<StoreWorld, 'games' | 'numbers' | 'users' | 'entries'>;

export function describeGameEntriesContract(name: string, makeSubject: () => Promise<Subject>) {
  describe(`GameEntries contract: ${name}`, () => {
    let world: Subject;
    let ann: number;
    let bob: number;
    beforeEach(async () => {
      world = await makeSubject();
      ann = (await world.users.create(aNewUser({ firstName: 'Ann', lastName: 'Able' })))?.id ?? 0;
      bob = (await world.users.create(aNewUser({ firstName: 'Bob', lastName: 'Baker' })))?.id ?? 0;
    });

    const at = (minute: number) => new Date(Date.UTC(2026, 0, 2, 10, minute));

    it('lists settled entries (paid and free) with their players, in the order they settled', async () => {
      const game = await world.games.create(aGameDraft());
      const other = await world.games.create(aGameDraft());
      const paid = aClaim({ gameId: game.id, number: 7, userId: ann, createdAt: at(1), settledAt: at(5) });
      const free = aClaim({
        gameId: game.id,
        number: 160,
        userId: bob,
        kind: 'free',
        status: 'free',
        priceCents: 0,
        createdAt: at(2),
        settledAt: at(2),
      });
      await world.numbers.claim(paid);
      await world.numbers.claim(free);
      await world.numbers.claim(
        aClaim({ gameId: game.id, number: 9, userId: bob, status: 'pending', createdAt: at(3) }),
      );
      await world.numbers.claim(
        aClaim({
          gameId: game.id,
          number: 11,
          userId: ann,
          status: 'held',
          createdAt: at(4),
          holdExpiresAt: at(14),
        }),
      );
      await world.numbers.claim(aClaim({ gameId: other.id, number: 7, userId: ann, settledAt: at(1) }));
      expect(await world.entries.listSettled(game.id)).toEqual([
        {
          claimId: free.id,
          number: 160,
          userId: bob,
          player: { firstName: 'Bob', lastName: 'Baker', email: expect.any(String) },
          kind: 'free',
          priceCents: 0,
          enteredAt: at(2),
        },
        {
          claimId: paid.id,
          number: 7,
          userId: ann,
          player: { firstName: 'Ann', lastName: 'Able', email: expect.any(String) },
          kind: 'paid',
          priceCents: 700,
          enteredAt: at(5),
        },
      ]);
      expect(await world.entries.listSettled(999_999)).toEqual([]);
      const counts = await world.entries.claimCounts([game.id, other.id, 999_999]);
      expect(counts.get(game.id)).toEqual({ total: 4, unsettled: 2, settled: 2, players: 2 });
      expect(counts.get(other.id)).toEqual({ total: 1, unsettled: 0, settled: 1, players: 1 });
      expect(counts.get(999_999)).toEqual({ total: 0, unsettled: 0, settled: 0, players: 0 });
      expect((await world.entries.claimCounts([])).size).toBe(0);
    });

    it("shows an erased player's entry anonymised, and counts released claims as claims only", async () => {
      const game = await world.games.create(aGameDraft());
      await world.numbers.claim(aClaim({ gameId: game.id, number: 3, userId: ann, settledAt: at(1) }));
      await world.numbers.claim(aClaim({ gameId: game.id, number: 4, userId: ann, settledAt: at(2) }));
      const held = aClaim({
        gameId: game.id,
        number: 5,
        userId: bob,
        status: 'held',
        createdAt: at(0),
        holdExpiresAt: at(1),
      });
      await world.numbers.claim(held);
      await world.numbers.releaseExpiredHolds(at(30), 10, game.id);
      await world.users.erase(ann, at(40));
      const entries = await world.entries.listSettled(game.id);
      expect(entries.map((e) => [e.number, e.userId, e.player])).toEqual([
        [3, ann, null],
        [4, ann, null],
      ]);
      expect((await world.entries.claimCounts([game.id])).get(game.id)).toEqual({
        total: 3,
        unsettled: 0,
        settled: 2,
        players: 1,
      });
    });
  });
}
