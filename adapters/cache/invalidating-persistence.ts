import type { SpinDesk } from '../../application/ports/spin-desk';
import type { Repositories, UnitOfWork } from '../../application/ports/unit-of-work';

/** Methods that only read. Any other method (a new one too) is taken as a write. */
const READS = new Set<PropertyKey>([
  'findById',
  'list',
  'countAvailable',
  'countAvailableByGame',
  'nthAvailable',
  'listAvailable',
  'findFreeEntry',
  'findByRequestId',
  'recent',
  'listByUser',
  'findOpenHold',
  'codeTaken',
  'lock',
  'priceFigures',
  'highestAvailablePrice',
  'countHeldBy',
]);

/** Calls `onWrite` after each write method of `target` ends (done or failed). */
function afterWrites<T extends object>(target: T, onWrite: () => void): T {
  return new Proxy(target, {
    get(object, key) {
      const member = Reflect.get(object, key, object);
      if (typeof member !== 'function') return member;
      if (READS.has(key)) return member.bind(object);
      return async (...args: unknown[]) => {
        try {
          return await member.apply(object, args);
        } finally {
          onWrite();
        }
      };
    },
  });
}

/** The games and number pool, telling `onWrite` after each change (a game created, a number claimed...). */
export function invalidatingRepositories(repositories: Repositories, onWrite: () => void): Repositories {
  return {
    ...repositories,
    games: afterWrites(repositories.games, onWrite),
    numbers: afterWrites(repositories.numbers, onWrite),
  };
}

/** The spin desk, telling `onWrite` after each spin (claimed or refused). */
export const invalidatingSpinDesk = (spins: SpinDesk, onWrite: () => void): SpinDesk =>
  afterWrites(spins, onWrite);

/** Tells `onWrite` after each transaction ends: its writes are committed (or rolled back) by then. */
export class InvalidatingUnitOfWork implements UnitOfWork {
  constructor(
    private readonly inner: UnitOfWork,
    private readonly onWrite: () => void,
  ) {}

  async run<T>(work: (tx: Repositories) => Promise<T>): Promise<T> {
    try {
      return await this.inner.run(work);
    } finally {
      this.onWrite();
    }
  }
}
