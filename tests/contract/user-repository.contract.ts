import { beforeEach, describe, expect, it } from 'vitest';
import type { UserRepository } from '../../application/accounts/ports/user-repository';
import { aNewUser } from './world';

export function describeUserRepositoryContract(name: string, makeSubject: () => Promise<UserRepository>) {
  describe(`UserRepository contract: ${name}`, () => {
    let users: UserRepository;
    beforeEach(async () => {
      users = await makeSubject();
    });

    it('stores a user and finds it by id and by e-mail, with its password hash', async () => {
      const draft = aNewUser({ email: 'Pat@Gmail.com', state: null, phone: null });
      const created = await users.create(draft);
      expect(created).toMatchObject({ email: 'Pat@Gmail.com', status: 'active', state: null, phone: null });
      expect(created).not.toHaveProperty('passwordHash');
      expect(created?.createdAt).toBeInstanceOf(Date);
      const byId = await users.findById(created?.id ?? 0);
      expect(byId).toEqual({ ...created, passwordHash: draft.passwordHash });
      expect(await users.findByEmail('pat@gmail.com')).toEqual(byId);
    });

    it('keeps e-mails unique whatever their case', async () => {
      expect(await users.create(aNewUser({ email: 'Same@gmail.com' }))).not.toBeNull();
      expect(await users.create(aNewUser({ email: 'sAME@GMAIL.COM' }))).toBeNull();
      expect(await users.findByEmail('SAME@gmail.com')).toMatchObject({ email: 'Same@gmail.com' });
    });

    it('keeps one account per mailbox, found by any spelling of it, and frees the mailbox on erasure', async () => {
      const jane = await users.create(aNewUser({ email: 'jane.doe@gmail.com' }));
      if (!jane) throw new Error('not created');
      for (const alias of ['janedoe@gmail.com', 'jane.doe+2@googlemail.com', 'J.aneDoe+x@Gmail.com'])
        expect(await users.create(aNewUser({ email: alias }))).toBeNull();
      for (const alias of ['JaneDoe@gmail.com', ' jane.doe+promo@googlemail.com '])
        expect(await users.findByEmail(alias)).toMatchObject({ id: jane.id, email: 'jane.doe@gmail.com' });
      // Dots count outside Gmail; a tag counts nowhere.
      expect(await users.create(aNewUser({ email: 'jane.doe@example.org' }))).not.toBeNull();
      expect(await users.create(aNewUser({ email: 'janedoe@example.org' }))).not.toBeNull();
      expect(await users.create(aNewUser({ email: 'janedoe+1@example.org' }))).toBeNull();
      expect(await users.erase(jane.id, new Date())).toBe(true);
      expect(await users.findByEmail('janedoe@gmail.com')).toBeNull();
      const again = await users.create(aNewUser({ email: 'jane.doe+again@gmail.com' }));
      expect(again).toMatchObject({ email: 'jane.doe+again@gmail.com' });
      expect(await users.findByEmail('jane.doe@gmail.com')).toMatchObject({ id: again?.id });
    });

    it('of many accounts made at once for spellings of one mailbox, makes one', async () => {
      const aliases = [
        'ann.lee@gmail.com',
        'annlee@gmail.com',
        'Ann.Lee+1@googlemail.com',
        'a.n.n.lee+2@gmail.com',
      ];
      const made = await Promise.all(
        [...aliases, ...aliases].map((email) => users.create(aNewUser({ email }))),
      );
      expect(made.filter((u) => u !== null)).toHaveLength(1);
      expect(await users.findByEmail('annlee@gmail.com')).toMatchObject({ id: made.find((u) => u)?.id });
    });

    it('gives distinct ids and null for unknown users', async () => {
      const a = await users.create(aNewUser());
      const b = await users.create(aNewUser());
      expect(a?.id).not.toBe(b?.id);
      expect(await users.findById(999_999)).toBeNull();
      expect(await users.findByEmail('nobody@gmail.com')).toBeNull();
    });

    it("stores the administrator's edit of profile, status and role; a new account is active and regular", async () => {
      const user = await users.create(aNewUser({ email: 'edit.me@gmail.com' }));
      if (!user) throw new Error('not created');
      expect(user).toMatchObject({ status: 'active', role: 'regular' });
      const edit = {
        firstName: 'Eve',
        lastName: 'New',
        phone: null,
        state: null,
        status: 'suspended',
        role: 'vip',
      } as const;
      expect(await users.updateAccount(user.id, edit)).toMatchObject({ ...edit, email: 'edit.me@gmail.com' });
      expect(await users.findById(user.id)).toMatchObject(edit);
      expect(await users.updateAccount(999_999, edit)).toBeNull();
    });

    it('keeps the one publicity flag of an account, set at sign-up and changed later', async () => {
      const user = await users.create(aNewUser({ optOutPublicity: true }));
      const other = await users.create(aNewUser());
      if (!user || !other) throw new Error('not created');
      expect((await users.findById(user.id))?.optOutPublicity).toBe(true);
      expect(await users.setOptOutPublicity(user.id, false)).toBe(true);
      expect((await users.findById(user.id))?.optOutPublicity).toBe(false);
      expect(await users.setOptOutPublicity(user.id, true)).toBe(true);
      expect((await users.findById(user.id))?.optOutPublicity).toBe(true);
      expect((await users.findById(other.id))?.optOutPublicity).toBe(false);
      expect(await users.setOptOutPublicity(999_999, true)).toBe(false);
      await users.erase(other.id, new Date());
      expect(await users.setOptOutPublicity(other.id, true)).toBe(false);
    });
  });
}
