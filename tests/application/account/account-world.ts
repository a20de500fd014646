import { randomUUID } from 'node:crypto';
import { InMemorySessionStore } from '../../../adapters/memory/accounts/in-memory-session-store';
import { InMemoryStore } from '../../../adapters/memory/in-memory-store';
import {
  InMemoryUnitOfWork,
  inMemoryRepositories,
} from '../../../adapters/memory/shared/in-memory-unit-of-work';
import type { Repositories } from '../../../adapters/persistence/repositories';
import type { User } from '../../../domain/accounts/user';
import type { NumberClaim } from '../../../domain/play/number-claim';
import { ManualClock, Sha256PasswordHasher } from '../../api/support/test-app';
import { aGame } from '../../builders/game-builder';

let games = 0;
let emails = 0;

/** The in-memory stores the account use cases run on, with helpers to put players and claims in. */
export function accountWorld() {
  const store = new InMemoryStore();
  const repos: Repositories = inMemoryRepositories(store);
  const sessions = new InMemorySessionStore(store);
  const clock = new ManualClock();
  const hasher = new Sha256PasswordHasher();

  return {
    store,
    repos,
    sessions,
    unitOfWork: new InMemoryUnitOfWork(store),
    clock,
    hasher,
    async aPlayer(password = 'secret-password', fields: Partial<User> = {}): Promise<User> {
      const user = await repos.users.create({
        email: `player${++emails}@gmail.com`,
        passwordHash: await hasher.hash(password),
        firstName: 'Pat',
        lastName: 'Player',
        phone: '615-555-0100',
        state: 'TN',
        optOutPublicity: false,
        acceptedTermsAt: clock.now(),
        ...fields,
      });
      if (!user) throw new Error('player not created');
      return user;
    },
    aGame(name = 'Travel Mug Wheel', totalNumbers = 200) {
      const code = `A${String(++games).padStart(6, '0')}`;
      return repos.games.create(
        aGame().with({ code, name }).withTotalNumbers(totalNumbers).liveAt(clock.now()).buildDraft(),
      );
    },
    /** A claim as the spin use cases write it: free entries cost 0, paid ones their price. */
    async claim(fields: Pick<NumberClaim, 'userId' | 'gameId' | 'number'> & Partial<NumberClaim>) {
      const kind = fields.kind ?? 'paid';
      const claim: NumberClaim = {
        id: randomUUID(),
        kind,
        status: kind === 'free' ? 'free' : 'paid',
        priceCents: kind === 'free' ? 0 : fields.number * 100,
        requestId: null,
        createdAt: clock.now(),
        settledAt: clock.now(),
        holdExpiresAt: null,
        ...fields,
      };
      await repos.numbers.claim(claim);
      return claim;
    },
    session(userId: number, tokenHash: string) {
      const now = clock.now();
      return sessions.create({
        tokenHash,
        userId,
        createdAt: now,
        expiresAt: new Date(now.getTime() + 3_600_000),
      });
    },
  };
}

export type AccountWorld = ReturnType<typeof accountWorld>;
