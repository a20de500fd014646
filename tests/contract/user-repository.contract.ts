import { beforeEach, describe, expect, it } from 'vitest';
import type { UserRepository } from '../../application/ports/user-repository';
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

    it('gives distinct ids and null for unknown users', async () => {
      const a = await users.create(aNewUser());
      const b = await users.create(aNewUser());
      expect(a?.id).not.toBe(b?.id);
      expect(await users.findById(999_999)).toBeNull();
      expect(await users.findByEmail('nobody@gmail.com')).toBeNull();
    });
  });
}
