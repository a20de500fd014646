import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES, storedPart } from '../../domain/accounts/preferences';
import { aNewUser, type StoreWorld } from './world';

type Subject = Pick<StoreWorld, 'preferences' | 'users' | 'unitOfWork'>;
const at = new Date('2026-01-05T09:00:00Z');
const DEFAULTS = storedPart(DEFAULT_PREFERENCES);
const quiet = { ...DEFAULTS, soundEffects: false, confettiEffects: false };

export function describePreferencesStoreContract(name: string, makeSubject: () => Promise<Subject>) {
  describe(`PreferencesStore contract: ${name}`, () => {
    let world: Subject;
    let me: number;
    let other: number;
    beforeEach(async () => {
      world = await makeSubject();
      me = (await world.users.create(aNewUser()))?.id ?? 0;
      other = (await world.users.create(aNewUser()))?.id ?? 0;
    });

    it('finds nothing before a save, then the saved set, replaced whole by the next save', async () => {
      expect(await world.preferences.find(me)).toBeNull();
      await world.preferences.save(me, quiet, at);
      expect(await world.preferences.find(me)).toEqual(quiet);
      const visible = { ...DEFAULTS, soundEffects: true, winNotifications: false };
      await world.preferences.save(me, visible, at);
      expect(await world.preferences.find(me)).toEqual(visible);
      expect(await world.preferences.find(other)).toBeNull();
    });

    it('keeps one record per player when two first saves run at once', async () => {
      const loud = { ...DEFAULTS, soundEffects: true };
      await Promise.all([world.preferences.save(me, quiet, at), world.preferences.save(me, loud, at)]);
      expect([quiet, loud]).toContainEqual(await world.preferences.find(me));
    });

    it('undoes a save when its unit of work fails', async () => {
      await world.preferences.save(me, quiet, at);
      await expect(
        world.unitOfWork.run(async (tx) => {
          await tx.preferences.save(me, DEFAULTS, at);
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      expect(await world.preferences.find(me)).toEqual(quiet);
    });

    it("removes one player's record for account erasure, and removing none is harmless", async () => {
      await world.preferences.save(me, quiet, at);
      await world.preferences.save(other, quiet, at);
      await world.preferences.removeForAccount(me);
      await world.preferences.removeForAccount(me);
      expect(await world.preferences.find(me)).toBeNull();
      expect(await world.preferences.find(other)).toEqual(quiet);
    });

    it('refuses an unknown account', async () => {
      await expect(world.preferences.save(999_999, quiet, at)).rejects.toThrow();
    });
  });
}
