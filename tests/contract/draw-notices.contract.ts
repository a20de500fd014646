import { beforeEach, describe, expect, it } from 'vitest';
import { aClaim, aGameDraft, aNewUser, type StoreWorld } from './world';

type Subject = Pick<StoreWorld, 'drawNotices' | 'winners' | 'users' | 'games' | 'numbers'>;
const at = (minute: number) => new Date(Date.UTC(2026, 0, 12, 10, minute));

export function describeDrawNoticesContract(name: string, makeSubject: () => Promise<Subject>) {
  describe(`DrawNotices contract: ${name}`, () => {
    let world: Subject;
    let [ann, bob, cy] = [0, 0, 0];
    let [first, second, open] = [0, 0, 0];

    beforeEach(async () => {
      world = await makeSubject();
      const player = async () => (await world.users.create(aNewUser()))?.id ?? 0;
      ann = await player();
      bob = await player();
      cy = await player();
      first = (await world.games.create(aGameDraft({ name: 'First Wheel' }))).id;
      second = (await world.games.create(aGameDraft({ name: 'Second Wheel' }))).id;
      open = (await world.games.create(aGameDraft({ name: 'Open Wheel' }))).id;
      await world.numbers.claim(aClaim({ gameId: first, number: 3, userId: ann }));
      await world.numbers.claim(
        aClaim({ gameId: first, number: 4, userId: bob, kind: 'free', status: 'free' }),
      );
      await world.numbers.claim(aClaim({ gameId: second, number: 5, userId: ann }));
      await world.numbers.claim(aClaim({ gameId: open, number: 6, userId: ann }));
      // A held number that was never paid is no entry.
      await world.numbers.claim(aClaim({ gameId: second, number: 7, userId: cy, status: 'held' }));
      const winner = { reason: 'Drawn', selectedBy: 'random draw' };
      await world.winners.record({ ...winner, gameId: first, userId: bob, number: 4, selectedAt: at(1) });
      await world.winners.record({ ...winner, gameId: second, userId: ann, number: 5, selectedAt: at(2) });
    });

    it('tells each entrant of a drawn game its result, newest first, and nobody else', async () => {
      const winnerId = async (gameId: number) => {
        const found = (await world.winners.list()).find((w) => w.gameId === gameId);
        return found?.id ?? 0;
      };
      const [firstWinner, secondWinner] = [await winnerId(first), await winnerId(second)];
      const result = { gameName: 'Second Wheel', winningNumber: 5, won: true, drawnAt: at(2) };
      expect(await world.drawNotices.unseen(ann)).toEqual([
        { gameId: second, ...result, winnerId: secondWinner },
        // Another player's win: no winner id to claim with.
        {
          gameId: first,
          gameName: 'First Wheel',
          winningNumber: 4,
          won: false,
          winnerId: null,
          drawnAt: at(1),
        },
      ]);
      expect(await world.drawNotices.unseen(bob)).toEqual([
        {
          gameId: first,
          gameName: 'First Wheel',
          winningNumber: 4,
          won: true,
          winnerId: firstWinner,
          drawnAt: at(1),
        },
      ]);
      expect(await world.drawNotices.unseen(cy)).toEqual([]);
    });

    it('tells each result once, even when two tabs mark it seen together', async () => {
      const marks = await Promise.all([
        world.drawNotices.markSeen(ann, second, at(5)),
        world.drawNotices.markSeen(ann, second, at(5)),
      ]);
      expect(marks.sort()).toEqual([false, true]);
      expect((await world.drawNotices.unseen(ann)).map((n) => n.gameId)).toEqual([first]);
      expect((await world.drawNotices.unseen(bob)).map((n) => n.gameId)).toEqual([first]);
    });
  });
}
