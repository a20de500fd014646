import { describe, expect, it } from 'vitest';
import {
  InvalidatingUnitOfWork,
  invalidatingChargeConfirmer,
  invalidatingRepositories,
  invalidatingSpinDesk,
} from '../../../adapters/cache/invalidating-persistence';
import { inMemoryPersistence } from '../../../adapters/memory/persistence';
import type { GameChange } from '../../../application/games/ports/game-changes';
import type { ApprovedCharge, ConfirmOutcome } from '../../../application/payments/ports/charge-confirmer';
import type { NumberClaim } from '../../../domain/play/number-claim';
import type { Cents } from '../../../domain/shared/money';
import { NOW } from '../../api/support/test-app';
import { aGame } from '../../builders/game-builder';

const claimOf = (gameId: number, number: number): NumberClaim => ({
  id: `claim-${gameId}-${number}`,
  gameId,
  number,
  // One free entry per player and game.
  userId: number,
  kind: 'free',
  status: 'free',
  priceCents: 0 as Cents,
  requestId: null,
  createdAt: NOW,
  settledAt: NOW,
  holdExpiresAt: null,
});

/** Which calls change which games' answers: writes of games and numbers, never reads. */
describe('invalidating persistence', () => {
  it('names the game a write changed, every game for a new one, none for a read', async () => {
    const persistence = inMemoryPersistence();
    const changes: GameChange[] = [];
    const repos = invalidatingRepositories(persistence.repositories, (change) => changes.push(change));
    const game = await repos.games.create(aGame().liveAt(NOW).buildDraft());
    expect(changes).toEqual([{ gameId: null }]);
    await repos.games.list();
    await repos.games.findById(game.id);
    await repos.numbers.countAvailableByGame([game.id]);
    await repos.numbers.listAvailable(game.id);
    await repos.numbers.recent(game.id, 20);
    expect(changes).toHaveLength(1);
    await repos.numbers.claim(claimOf(game.id, 3));
    expect(changes.at(-1)).toEqual({ gameId: game.id });
    await repos.games.archive(game.id, NOW);
    expect(changes.at(-1)).toEqual({ gameId: game.id });
  });

  it('names no game when an expiry released nothing', async () => {
    const changes: GameChange[] = [];
    const repos = invalidatingRepositories(inMemoryPersistence().repositories, (c) => changes.push(c));
    await repos.numbers.releaseExpiredHolds(NOW, 10);
    expect(changes).toEqual([]);
  });

  it("names the games of the holds a paid spin's preflight released, and none when it released nothing", async () => {
    const persistence = inMemoryPersistence();
    const game = await persistence.repositories.games.create(aGame().liveAt(NOW).buildDraft());
    const held = {
      ...claimOf(game.id, 4),
      kind: 'paid' as const,
      status: 'pending' as const,
      settledAt: null,
    };
    await persistence.repositories.numbers.claim(held);
    await persistence.repositories.numbers.hold(held.id, NOW);
    const changes: GameChange[] = [];
    const spins = invalidatingSpinDesk(persistence.spins, (c) => changes.push(c));
    const ask = { userId: 1, gameId: game.id, requestId: 'r-1', releaseLimit: 10 };
    await spins.preflight({ ...ask, now: new Date(NOW.getTime() - 1) });
    expect(changes).toEqual([]);
    expect((await spins.preflight({ ...ask, now: NOW })).released).toHaveLength(1);
    expect(changes).toEqual([{ gameId: game.id }]);
  });

  it('names the game of a failed write too (its arguments tell)', async () => {
    const persistence = inMemoryPersistence();
    const game = await persistence.repositories.games.create(aGame().liveAt(NOW).buildDraft());
    await persistence.repositories.numbers.claim(claimOf(game.id, 3));
    const changes: GameChange[] = [];
    const repos = invalidatingRepositories(persistence.repositories, (c) => changes.push(c));
    await expect(repos.numbers.claim({ ...claimOf(game.id, 3), id: 'again' })).rejects.toThrow();
    expect(changes).toEqual([{ gameId: game.id }]);
  });

  it("tells a transaction's changes once it ended, committed or failed, and nothing for a read-only one", async () => {
    const persistence = inMemoryPersistence();
    const game = await persistence.repositories.games.create(aGame().liveAt(NOW).buildDraft());
    const changes: GameChange[] = [];
    const uow = new InvalidatingUnitOfWork(persistence.unitOfWork, (change) => changes.push(change));
    expect(await uow.run(async (tx) => (await tx.games.findById(game.id))?.id)).toBe(game.id);
    expect(changes).toEqual([]);
    await uow.run(async (tx) => {
      await tx.numbers.claim(claimOf(game.id, 4));
      await tx.numbers.claim(claimOf(game.id, 5));
      // Not yet: the transaction has not committed.
      expect(changes).toEqual([]);
    });
    expect(changes).toEqual([{ gameId: game.id }]);
    const failed = uow.run(async (tx) => {
      await tx.games.setImageUrl(game.id, '/api/games/1/image');
      throw new Error('rolled back');
    });
    await expect(failed).rejects.toThrow('rolled back');
    expect(changes).toEqual([{ gameId: game.id }, { gameId: game.id }]);
  });
});

describe('invalidating charge confirmer', () => {
  const charge = {} as ApprovedCharge;
  const confirmerAnswering = (outcome: ConfirmOutcome) => {
    const changes: GameChange[] = [];
    const confirms = invalidatingChargeConfirmer({ approved: async () => outcome }, (c) => changes.push(c));
    return { confirms, changes };
  };

  it('names the game of a confirm that won an instant prize', async () => {
    const won = {
      kind: 'confirmed',
      gameId: 7,
      instantWin: { k: 1, name: 'Mug', valueCents: 900, winnerId: 3 },
    } as const;
    const { confirms, changes } = confirmerAnswering(won);
    expect(await confirms.approved(charge)).toEqual(won);
    expect(changes).toEqual([{ gameId: 7 }]);
  });

  it('names none for a plain confirm (pending and paid read the same) or one settled before', async () => {
    for (const outcome of [
      { kind: 'confirmed', gameId: 7, instantWin: null },
      { kind: 'settled-before' },
    ] as const) {
      const { confirms, changes } = confirmerAnswering(outcome);
      await confirms.approved(charge);
      expect(changes).toEqual([]);
    }
  });
});
