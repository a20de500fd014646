import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { GameChangeSource } from '../../adapters/persistence/persistence';
import type { Repositories, RepositoriesUnitOfWork } from '../../adapters/persistence/repositories';
import type { GameChange } from '../../application/games/ports/game-changes';
import { formatInstant } from '../../domain/fairness/fairness-log';
import { aClaim, aGameDraft } from './world';

export interface GameChangesSubject {
  changes: GameChangeSource;
  repositories: Repositories;
  unitOfWork: RepositoriesUnitOfWork;
}

/** What a subscriber heard, and a way to wait (within a deadline) for a change of one game. */
class Heard {
  readonly changes: GameChange[] = [];
  private wake: (() => void) | null = null;

  readonly listener = (change: GameChange) => {
    this.changes.push(change);
    this.wake?.();
  };

  async of(gameId: number, timeoutMs = 2_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!this.changes.some((c) => c.gameId === gameId)) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no change of game ${gameId} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }

  ids(): (number | null)[] {
    return this.changes.map((c) => c.gameId);
  }
}

/** The GameChanges port: committed changes of a game reach subscribers with its id, others do not. */
export function describeGameChangesContract(name: string, makeSubject: () => Promise<GameChangesSubject>) {
  describe(`GameChanges contract: ${name}`, () => {
    let subject: GameChangesSubject;
    let heard: Heard;
    let stop: () => void;

    beforeEach(async () => {
      subject = await makeSubject();
      await subject.changes.start();
      heard = new Heard();
      stop = subject.changes.subscribe(heard.listener);
    });
    afterEach(() => stop());

    it('announces a game created, and a number claimed in it, with its id', async () => {
      const game = await subject.repositories.games.create(aGameDraft({ totalNumbers: 10 }));
      await heard.of(game.id);
      heard.changes.length = 0;
      await subject.repositories.numbers.claim(aClaim({ gameId: game.id, number: 4 }));
      await heard.of(game.id);
    });

    it("announces a draw appended to the game's log, and an operator's note", async () => {
      const game = await subject.repositories.games.create(aGameDraft({ totalNumbers: 10 }));
      await heard.of(game.id);
      heard.changes.length = 0;
      await subject.repositories.fairness.appendDraw(game.id, 3, new Date());
      await heard.of(game.id);
      heard.changes.length = 0;
      await subject.repositories.fairness.appendNote(game.id, {
        type: 'edit',
        at: formatInstant(new Date()),
        detail: 'the prize image changed',
      });
      await heard.of(game.id);
    });

    it('announces the work of a unit of work once it committed, and nothing of one rolled back', async () => {
      const [kept, undone] = [
        await subject.repositories.games.create(aGameDraft({ totalNumbers: 10 })),
        await subject.repositories.games.create(aGameDraft({ totalNumbers: 10 })),
      ];
      await heard.of(undone.id);
      heard.changes.length = 0;
      await expect(
        subject.unitOfWork.run(async (tx) => {
          await tx.numbers.claim(aClaim({ gameId: undone.id, number: 1 }));
          throw new Error('undo');
        }),
      ).rejects.toThrow('undo');
      await subject.unitOfWork.run((tx) => tx.numbers.claim(aClaim({ gameId: kept.id, number: 1 })));
      // The rolled-back claim came first: had it been announced, it would have been heard by now.
      await heard.of(kept.id);
      expect(heard.ids()).not.toContain(undone.id);
    });

    it('stops calling a listener that unsubscribed', async () => {
      const late = new Heard();
      const stopLate = subject.changes.subscribe(late.listener);
      stopLate();
      const game = await subject.repositories.games.create(aGameDraft({ totalNumbers: 5 }));
      await heard.of(game.id);
      expect(late.changes).toEqual([]);
    });
  });
}
