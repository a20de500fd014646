import { randomUUID } from 'node:crypto';
import { inMemoryPersistence } from '../../../adapters/memory/persistence';
import type { Game, GameInput } from '../../../domain/games/game';
import type { NumberClaim } from '../../../domain/play/number-claim';
import { buildUseCases, ManualClock } from '../../api/support/test-app';

export const ADMIN = { id: 1, email: 'admin@example.com' };
export const HOUR = 3_600_000;
export const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
export const dataUrl = (bytes: Uint8Array, type = 'image/png') =>
  `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;

let players = 0;

/** The back-office use cases as the composition root wires them, on in-memory stores. */
export function adminWorld() {
  const clock = new ManualClock();
  const persistence = inMemoryPersistence();
  const useCases = buildUseCases(persistence, clock);
  const repos = persistence.repositories;
  return {
    clock,
    persistence,
    repos,
    useCases,
    async aGame(input: Partial<GameInput> = {}): Promise<Game> {
      const created = await useCases.createGame.execute({ name: 'Mug Wheel', prize: 'Mug', ...input });
      if (!created.ok) throw new Error(created.error.message);
      return created.value;
    },
    async aPlayer(firstName = 'Pat'): Promise<number> {
      const user = await repos.users.create({
        email: `admin-world-${++players}@gmail.com`,
        passwordHash: 'x',
        firstName,
        lastName: 'Player',
        phone: null,
        state: 'TN',
        optOutPublicity: false,
        acceptedTermsAt: clock.now(),
      });
      if (!user) throw new Error('player not created');
      return user.id;
    },
    /** A claim written straight to the pool: settled paid by default. */
    async claim(gameId: number, number: number, userId: number, fields: Partial<NumberClaim> = {}) {
      const claim: NumberClaim = {
        id: randomUUID(),
        gameId,
        number,
        userId,
        kind: 'paid',
        status: 'paid',
        priceCents: number * 100,
        requestId: null,
        createdAt: clock.now(),
        settledAt: clock.now(),
        holdExpiresAt: null,
        ...fields,
      };
      await repos.numbers.claim(claim);
      return claim;
    },
  };
}
