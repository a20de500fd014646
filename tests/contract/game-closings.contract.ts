import { beforeEach, describe, expect, it } from 'vitest';
import type { StoreWorld } from './world';
import { aClaim, aGameDraft, aNewUser } from './world';

type Subject = Pick<StoreWorld, 'games' | 'numbers' | 'users' | 'closings' | 'unitOfWork'>;

export function describeGameClosingsContract(name: string, makeSubject: () => Promise<Subject>) {
  describe(`GameClosings contract: ${name}`, () => {
    let world: Subject;
    beforeEach(async () => {
      world = await makeSubject();
    });

    const hour = (h: number) => new Date(Date.UTC(2026, 0, 2, h));
    const game = (endHour: number, totalNumbers = 200) =>
      world.games.create(aGameDraft({ startTime: hour(0), endTime: hour(endHour), totalNumbers }));

    it('closes games that ended or sold out once, marking the draw as asked', async () => {
      const ended = await game(1);
      const live = await game(9);
      const soldOut = await game(9, 1);
      const player = (await world.users.create(aNewUser()))?.id ?? 0;
      await world.numbers.claim(aClaim({ gameId: soldOut.id, number: 1, userId: player }));
      expect(await world.closings.closeDue(hour(2), true, 10)).toEqual(
        [ended.id, soldOut.id].sort((a, b) => a - b),
      );
      expect(await world.closings.closeDue(hour(3), true, 10)).toEqual([]);
      expect(await world.closings.listAwaitingDraw(10)).toEqual([ended.id, soldOut.id].sort((a, b) => a - b));
      await world.closings.markDrawDone(ended.id);
      expect(await world.closings.listAwaitingDraw(10)).toEqual([soldOut.id]);
      expect(await world.closings.closeDue(hour(10), false, 10)).toEqual([live.id]);
      expect(await world.closings.listAwaitingDraw(10)).toEqual([soldOut.id]);
    });

    it('closes at most the limit per call, the earliest end first', async () => {
      const later = await game(2);
      const first = await game(1);
      expect(await world.closings.closeDue(hour(3), false, 1)).toEqual([first.id]);
      expect(await world.closings.closeDue(hour(3), false, 1)).toEqual([later.id]);
    });

    it('two concurrent closings close each game once', async () => {
      const games = await Promise.all([game(1), game(1), game(1)]);
      const runs = await Promise.all(
        [1, 2, 3].map(() => world.unitOfWork.run((tx) => tx.closings.closeDue(hour(2), false, 10))),
      );
      expect(runs.flat().sort((a, b) => a - b)).toEqual(games.map((g) => g.id).sort((a, b) => a - b));
    });

    it('records the completion e-mails once, closed or not', async () => {
      const open = await game(9);
      const ended = await game(1);
      await world.closings.closeDue(hour(2), false, 10);
      const marks = await Promise.all([
        world.unitOfWork.run((tx) => tx.closings.markCompletionMailed(ended.id, hour(3))),
        world.unitOfWork.run((tx) => tx.closings.markCompletionMailed(ended.id, hour(3))),
      ]);
      expect(marks.sort()).toEqual([false, true]);
      expect(await world.closings.markCompletionMailed(open.id, hour(3))).toBe(true);
      expect(await world.closings.markCompletionMailed(open.id, hour(4))).toBe(false);
      const other = await game(1);
      expect(await world.closings.completionMailed([open.id, ended.id, other.id])).toEqual(
        new Set([open.id, ended.id]),
      );
      expect(await world.closings.completionMailed([])).toEqual(new Set());
    });
  });
}
