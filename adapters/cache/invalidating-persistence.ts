import type { GameChange } from '../../application/games/ports/game-changes';
import type { ChargeConfirmer } from '../../application/payments/ports/charge-confirmer';
import type { SpinDesk } from '../../application/play/ports/spin-desk';
import type { Repositories, RepositoriesUnitOfWork } from '../persistence/repositories';
import { changedGamesOf, isRead } from './changed-games';

type OnChange = (change: GameChange) => void;

/**
 * Tells `onChange` of each game a write method of `target` changed, once it ended (done, or failed:
 * then of the games its arguments name, or of every game).
 */
function afterWrites<T extends object>(target: T, onChange: OnChange): T {
  return new Proxy(target, {
    get(object, key) {
      const member = Reflect.get(object, key, object);
      if (typeof member !== 'function') return member;
      if (isRead(key)) return member.bind(object);
      const changed = changedGamesOf(key);
      return async (...args: unknown[]) => {
        let games: readonly (number | null)[] = [null];
        try {
          const result = await member.apply(object, args);
          games = changed(args, result);
          return result;
        } catch (error) {
          games = changed(args, undefined);
          throw error;
        } finally {
          for (const gameId of games) onChange({ gameId });
        }
      };
    },
  });
}

/**
 * Tells `onChange` after the named methods of `target` ran (done or failed) of the games each names;
 * its other methods pass through unchanged.
 */
function telling<T extends object>(
  target: T,
  onChange: OnChange,
  writes: Partial<Record<keyof T, (...args: never[]) => number | null>>,
): T {
  return new Proxy(target, {
    get(object, key) {
      const member = Reflect.get(object, key, object);
      const changed = writes[key as keyof T];
      if (typeof member !== 'function' || !changed) return member;
      return async (...args: never[]) => {
        try {
          return await member.apply(object, args);
        } finally {
          onChange({ gameId: changed(...args) });
        }
      };
    },
  });
}

/**
 * The games and number pool, telling `onChange` after each change (a game created, a number claimed...);
 * and the writes that change a drawn game's public winner or the public winners list: the winner
 * itself, and their name shown or erased (the account's publicity flag, preferences removed with the
 * account; any game they won may show them).
 */
export function invalidatingRepositories(repositories: Repositories, onChange: OnChange): Repositories {
  return {
    ...repositories,
    games: afterWrites(repositories.games, onChange),
    numbers: afterWrites(repositories.numbers, onChange),
    winners: telling(repositories.winners, onChange, {
      record: (winner: { gameId: number }) => winner.gameId,
      delete: () => null,
    }),
    users: telling(repositories.users, onChange, {
      setOptOutPublicity: () => null,
      erase: () => null,
    }),
    preferences: telling(repositories.preferences, onChange, {
      save: () => null,
      removeForAccount: () => null,
    }),
  };
}

/** The spin desk, telling `onChange` of the spin's game after each spin (claimed or refused). */
export const invalidatingSpinDesk = (spins: SpinDesk, onChange: OnChange): SpinDesk =>
  afterWrites(spins, onChange);

/**
 * The charge's confirm, telling `onChange` of the claim's game when it won an instant prize (the
 * game's prizes read differently). Otherwise, as markPaid: the claim moves from pending to paid, both
 * keeping its number out of the pool, so no cached read of the game changes.
 */
export const invalidatingChargeConfirmer = (
  confirms: ChargeConfirmer,
  onChange: OnChange,
): ChargeConfirmer => ({
  async approved(charge) {
    const outcome = await confirms.approved(charge);
    if (outcome.kind === 'confirmed' && outcome.instantWin) onChange({ gameId: outcome.gameId });
    return outcome;
  },
});

/**
 * Tells `onChange` of the games a transaction changed once it ended: its writes are committed (or
 * rolled back) by then, so no reader can cache what was there before them.
 */
export class InvalidatingUnitOfWork implements RepositoriesUnitOfWork {
  constructor(
    private readonly inner: RepositoriesUnitOfWork,
    private readonly onChange: OnChange,
  ) {}

  async run<T>(work: (tx: Repositories) => Promise<T>): Promise<T> {
    const changed = new Set<number | null>();
    try {
      return await this.inner.run((tx) =>
        work(invalidatingRepositories(tx, ({ gameId }) => changed.add(gameId))),
      );
    } finally {
      // A change of every game covers the others.
      const games = changed.has(null) ? [null] : changed;
      for (const gameId of games) this.onChange({ gameId });
    }
  }
}
