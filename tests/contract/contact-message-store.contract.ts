import { beforeEach, describe, expect, it } from 'vitest';
import { aNewUser, type StoreWorld } from './world';

type Subject = Pick<StoreWorld, 'contactMessages' | 'users'>;

const aMessage = (minute: number, fields: { email?: string; userId?: number | null } = {}) => ({
  name: 'Pat Player',
  email: fields.email ?? 'pat@example.com',
  subject: `Question ${minute}`,
  message: 'When is the draw?\nThanks!',
  userId: fields.userId ?? null,
  createdAt: new Date(Date.UTC(2026, 0, 5, 9, minute)),
});

export function describeContactMessageStoreContract(name: string, makeSubject: () => Promise<Subject>) {
  describe(`ContactMessageStore contract: ${name}`, () => {
    let world: Subject;
    let me: number;
    beforeEach(async () => {
      world = await makeSubject();
      me = (await world.users.create(aNewUser()))?.id ?? 0;
    });

    it('stores messages and lists them newest first, up to a limit', async () => {
      const first = await world.contactMessages.add(aMessage(1));
      const second = await world.contactMessages.add(aMessage(2, { userId: me }));
      expect(first).toEqual({ ...aMessage(1), id: expect.any(Number) });
      expect(second.id).not.toBe(first.id);
      expect(await world.contactMessages.list(10)).toEqual([second, first]);
      expect(await world.contactMessages.list(1)).toEqual([second]);
    });

    it("removes the messages of an account or of its address, and nobody else's", async () => {
      await world.contactMessages.add(aMessage(1, { userId: me, email: 'typed@example.com' }));
      await world.contactMessages.add(aMessage(2, { email: 'Me@Gmail.com' }));
      const kept = await world.contactMessages.add(aMessage(3, { email: 'someone@example.com' }));
      await world.contactMessages.removeForAccount(me, 'me@gmail.com');
      expect(await world.contactMessages.list(10)).toEqual([kept]);
    });
  });
}
