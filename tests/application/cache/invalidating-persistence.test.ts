import { describe, expect, it } from 'vitest';
import {
  InvalidatingUnitOfWork,
  invalidatingRepositories,
} from '../../../adapters/cache/invalidating-persistence';
import { inMemoryPersistence } from '../../../adapters/persistence';
import { aGame } from '../../builders/game-builder';

/** Which calls drop the lobby: writes of games and numbers, and every transaction once it ends. */
describe('invalidating persistence', () => {
  it('tells after a game or number write, not after a read', async () => {
    const persistence = inMemoryPersistence();
    let writes = 0;
    const repos = invalidatingRepositories(persistence.repositories, () => writes++);
    const game = await repos.games.create(aGame().buildDraft());
    expect(writes).toBe(1);
    await repos.games.list();
    await repos.numbers.countAvailableByGame([game.id]);
    expect(writes).toBe(1);
    await repos.numbers.releaseExpiredHolds(new Date(), 10);
    expect(writes).toBe(2);
  });

  it('tells after a transaction ends, committed or failed', async () => {
    let writes = 0;
    const uow = new InvalidatingUnitOfWork(inMemoryPersistence().unitOfWork, () => writes++);
    expect(await uow.run(async () => 'done')).toBe('done');
    await expect(uow.run(() => Promise.reject(new Error('rolled back')))).rejects.toThrow('rolled back');
    expect(writes).toBe(2);
  });
});
