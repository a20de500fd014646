import { beforeEach, describe, expect, it } from 'vitest';
import { aClaim, aGameDraft, aNewUser, type StoreWorld } from './world';

const t0 = new Date('2026-03-01T12:00:00Z');
const days = (n: number) => new Date(t0.getTime() + n * 86_400_000);

export function describeErasedAccountsContract(name: string, makeWorld: () => Promise<StoreWorld>) {
  describe(`ErasedAccounts contract: ${name}`, () => {
    let world: StoreWorld;
    beforeEach(async () => {
      world = await makeWorld();
    });
    const anErasedAccount = async (emailKey: string, excludedUntil: Date | null) => {
      const user = await world.users.create(aNewUser());
      if (!user) throw new Error('no user');
      await world.unitOfWork.run(async (tx) => {
        await tx.erasedAccounts.remember({ userId: user.id, emailKey, excludedUntil, erasedAt: t0 });
        await tx.users.erase(user.id, t0);
      });
      return user.id;
    };

    it('answers the latest break end among the accounts erased under a key, and none under another', async () => {
      await anErasedAccount('k1', days(7));
      await anErasedAccount('k1', days(30));
      await anErasedAccount('k1', null);
      await anErasedAccount('k2', null);
      expect(await world.erasedAccounts.latestBreakEnd(['k1'])).toEqual(days(30));
      expect(await world.erasedAccounts.latestBreakEnd(['k2'])).toBeNull();
      expect(await world.erasedAccounts.latestBreakEnd(['unknown'])).toBeNull();
      // Any of several keys: the canonical spelling's and an older one's (EmailKeys.keysOf).
      expect(await world.erasedAccounts.latestBreakEnd(['unknown', 'k2', 'k1'])).toEqual(days(30));
      expect(await world.erasedAccounts.latestBreakEnd([])).toBeNull();
    });

    it("finds the free entries the key's erased accounts took, game by game, and no paid claim", async () => {
      const [game, other, paidOnly] = [
        await world.games.create(aGameDraft()),
        await world.games.create(aGameDraft()),
        await world.games.create(aGameDraft()),
      ];
      const erased = await anErasedAccount('k1', null);
      const stranger = await anErasedAccount('k2', null);
      await world.numbers.claim(
        aClaim({ gameId: game.id, number: 160, userId: erased, kind: 'free', status: 'free' }),
      );
      await world.numbers.claim(
        aClaim({ gameId: other.id, number: 161, userId: stranger, kind: 'free', status: 'free' }),
      );
      await world.numbers.claim(aClaim({ gameId: paidOnly.id, number: 5, userId: erased }));
      expect(await world.erasedAccounts.tookFreeEntry(['k1'], game.id)).toBe(true);
      expect(await world.erasedAccounts.tookFreeEntry(['k1'], other.id)).toBe(false);
      expect(await world.erasedAccounts.tookFreeEntry(['k1'], paidOnly.id)).toBe(false);
      expect(await world.erasedAccounts.tookFreeEntry(['k2'], other.id)).toBe(true);
      expect(await world.erasedAccounts.tookFreeEntry(['unknown'], game.id)).toBe(false);
      expect(await world.erasedAccounts.tookFreeEntry(['k2', 'k1'], game.id)).toBe(true);
      expect(await world.erasedAccounts.tookFreeEntry(['k2', 'k1'], paidOnly.id)).toBe(false);
    });

    it('keeps nothing when the erasing transaction fails', async () => {
      const user = await world.users.create(aNewUser());
      if (!user) throw new Error('no user');
      await expect(
        world.unitOfWork.run(async (tx) => {
          await tx.erasedAccounts.remember({
            userId: user.id,
            emailKey: 'k3',
            excludedUntil: days(1),
            erasedAt: t0,
          });
          throw new Error('erasure failed');
        }),
      ).rejects.toThrow('erasure failed');
      expect(await world.erasedAccounts.latestBreakEnd(['k3'])).toBeNull();
    });
  });
}
