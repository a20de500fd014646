import { beforeEach, describe, expect, it } from 'vitest';
import type { NewAdministrator } from '../../domain/admin/administrator';
import type { StoreWorld } from './world';

type Subject = Pick<StoreWorld, 'admins'>;

const anAdmin = (overrides: Partial<NewAdministrator> = {}): NewAdministrator => ({
  email: 'boss@prizewheel.test',
  passwordHash: 'argon2id$first',
  firstName: 'Ada',
  lastName: 'Boss',
  ...overrides,
});

export function describeAdminRepositoryContract(name: string, makeSubject: () => Promise<Subject>) {
  describe(`AdminRepository contract: ${name}`, () => {
    let world: Subject;
    beforeEach(async () => {
      world = await makeSubject();
    });

    it('creates an administrator once and finds it by id and by e-mail in any case', async () => {
      const created = await world.admins.createIfAbsent(anAdmin());
      expect(created).toMatchObject({ ...anAdmin(), id: expect.any(Number) });
      expect(await world.admins.findById(created.id)).toEqual(created);
      expect(await world.admins.findByEmail('BOSS@PrizeWheel.test')).toEqual(created);
      expect(await world.admins.findByEmail('someone@else.test')).toBeNull();
      expect(await world.admins.findById(created.id + 1)).toBeNull();
    });

    it('keeps the first administrator of an e-mail, even when two are added at once', async () => {
      const [a, b] = await Promise.all([
        world.admins.createIfAbsent(anAdmin({ passwordHash: 'argon2id$a' })),
        world.admins.createIfAbsent(anAdmin({ email: 'Boss@prizewheel.test', passwordHash: 'argon2id$b' })),
      ]);
      expect(a).toEqual(b);
      const again = await world.admins.createIfAbsent(
        anAdmin({ passwordHash: 'argon2id$c', firstName: 'Zed' }),
      );
      expect(again).toEqual(a);
    });

    it("changes an administrator's password hash", async () => {
      const created = await world.admins.createIfAbsent(anAdmin());
      await world.admins.updatePasswordHash(created.id, 'argon2id$second');
      expect(await world.admins.findById(created.id)).toEqual({
        ...created,
        passwordHash: 'argon2id$second',
      });
    });

    it("changes an administrator's e-mail and names, never to another administrator's e-mail", async () => {
      const first = await world.admins.createIfAbsent(anAdmin());
      const second = await world.admins.createIfAbsent(anAdmin({ email: 'other@prizewheel.test' }));
      const changed = { email: 'ada@prizewheel.test', firstName: 'Ada', lastName: 'Lovelace' };
      expect(await world.admins.updateProfile(first.id, changed)).toEqual({ ...first, ...changed });
      expect(await world.admins.findByEmail('ADA@prizewheel.test')).toEqual({ ...first, ...changed });
      expect(await world.admins.findByEmail(first.email)).toBeNull();
      const taken = { email: 'Other@PrizeWheel.test', firstName: 'Ada', lastName: 'Boss' };
      expect(await world.admins.updateProfile(first.id, taken)).toBe('email-taken');
      expect(await world.admins.findById(first.id)).toEqual({ ...first, ...changed });
      expect(await world.admins.updateProfile(second.id + first.id + 1, changed)).toBeNull();
    });

    it('gives a contested e-mail to one of two administrators changing to it at once', async () => {
      const a = await world.admins.createIfAbsent(anAdmin({ email: 'a@prizewheel.test' }));
      const b = await world.admins.createIfAbsent(anAdmin({ email: 'b@prizewheel.test' }));
      const wanted = { email: 'same@prizewheel.test', firstName: 'X', lastName: 'Y' };
      const answers = await Promise.all([
        world.admins.updateProfile(a.id, wanted),
        world.admins.updateProfile(b.id, wanted),
      ]);
      expect(answers.filter((answer) => answer === 'email-taken')).toHaveLength(1);
    });
  });
}
