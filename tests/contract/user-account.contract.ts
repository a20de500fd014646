import { beforeEach, describe, expect, it } from 'vitest';
import type { User } from '../../domain/accounts/user';
import { aClaim, aGameDraft, aNewUser, type StoreWorld } from './world';

type Subject = Pick<StoreWorld, 'users' | 'games' | 'numbers'>;

const profile = { firstName: 'Ada', lastName: 'Lovelace', phone: '615-555-0199', state: 'TX' };

/** UserRepository's account methods: Edit Profile, password change and erasure. */
export function describeUserAccountContract(name: string, makeSubject: () => Promise<Subject>) {
  describe(`UserRepository account changes contract: ${name}`, () => {
    let world: Subject;
    let me: User;
    let other: User;
    beforeEach(async () => {
      world = await makeSubject();
      me = (await world.users.create(aNewUser())) as User;
      other = (await world.users.create(aNewUser())) as User;
    });

    it('updates a profile and returns the user, leaving other accounts and the password alone', async () => {
      const before = await world.users.findById(me.id);
      const updated = await world.users.updateProfile(me.id, { ...profile, phone: null });
      expect(updated).toEqual({ ...me, ...profile, phone: null });
      expect(await world.users.findById(me.id)).toEqual({ ...before, ...profile, phone: null });
      expect(await world.users.findById(other.id)).toMatchObject({ firstName: other.firstName, state: 'CA' });
      expect(await world.users.updateProfile(999_999, profile)).toBeNull();
    });

    it('replaces the password hash of one account', async () => {
      expect(await world.users.updatePasswordHash(me.id, 'argon2id$new')).toBe(true);
      expect((await world.users.findById(me.id))?.passwordHash).toBe('argon2id$new');
      expect((await world.users.findById(other.id))?.passwordHash).toBe('argon2id$hash');
      expect(await world.users.updatePasswordHash(999_999, 'x')).toBe(false);
    });

    it('erases an account: not found any more, its e-mail free again, once only', async () => {
      expect(await world.users.erase(me.id, new Date('2026-02-01T00:00:00Z'))).toBe(true);
      expect(await world.users.findById(me.id)).toBeNull();
      expect(await world.users.findByEmail(me.email)).toBeNull();
      expect(await world.users.erase(me.id, new Date())).toBe(false);
      expect(await world.users.updateProfile(me.id, profile)).toBeNull();
      expect(await world.users.updatePasswordHash(me.id, 'x')).toBe(false);
      const again = await world.users.create(aNewUser({ email: me.email }));
      expect(again?.id).not.toBe(me.id);
      expect(await world.users.findById(other.id)).toMatchObject({ email: other.email });
    });

    it("keeps an erased player's claims on the anonymous id, one free entry per game still enforced", async () => {
      const game = await world.games.create(aGameDraft());
      const free = aClaim({
        gameId: game.id,
        number: 160,
        userId: me.id,
        kind: 'free',
        status: 'free',
        priceCents: 0,
      });
      await world.numbers.claim(free);
      await world.users.erase(me.id, new Date());
      expect(await world.numbers.listByUser(me.id)).toEqual([free]);
      const second = aClaim({
        gameId: game.id,
        number: 170,
        userId: me.id,
        kind: 'free',
        status: 'free',
        priceCents: 0,
      });
      await expect(world.numbers.claim(second)).rejects.toThrow();
    });
  });
}
