import { beforeEach, describe, expect, it } from 'vitest';
import { aNewUser, type StoreWorld } from './world';

type Subject = Pick<StoreWorld, 'subscriptions' | 'users'>;
const at = new Date('2026-01-05T09:00:00Z');

export function describeSubscriptionStoreContract(name: string, makeSubject: () => Promise<Subject>) {
  describe(`SubscriptionStore contract: ${name}`, () => {
    let world: Subject;
    let me: number;
    let other: number;
    beforeEach(async () => {
      world = await makeSubject();
      me = (await world.users.create(aNewUser()))?.id ?? 0;
      other = (await world.users.create(aNewUser()))?.id ?? 0;
    });

    it('keeps one subscription per account and per address, whatever its case', async () => {
      expect(await world.subscriptions.subscribe({ userId: me }, at)).toBe(true);
      expect(await world.subscriptions.subscribe({ userId: me }, at)).toBe(false);
      expect(await world.subscriptions.subscribe({ email: 'Fan@Example.com' }, at)).toBe(true);
      expect(await world.subscriptions.subscribe({ email: 'fan@example.COM' }, at)).toBe(false);
      expect(await world.subscriptions.isSubscribed({ userId: me })).toBe(true);
      expect(await world.subscriptions.isSubscribed({ email: 'FAN@example.com' })).toBe(true);
      expect(await world.subscriptions.isSubscribed({ userId: other })).toBe(false);
      expect(await world.subscriptions.isSubscribed({ email: 'else@example.com' })).toBe(false);
    });

    it("removes an account's subscription and its address's, and nobody else's", async () => {
      await world.subscriptions.subscribe({ userId: me }, at);
      await world.subscriptions.subscribe({ email: 'me@gmail.com' }, at);
      await world.subscriptions.subscribe({ userId: other }, at);
      await world.subscriptions.subscribe({ email: 'other@gmail.com' }, at);
      await world.subscriptions.removeForAccount(me, 'ME@gmail.com');
      expect(await world.subscriptions.isSubscribed({ userId: me })).toBe(false);
      expect(await world.subscriptions.isSubscribed({ email: 'me@gmail.com' })).toBe(false);
      expect(await world.subscriptions.isSubscribed({ userId: other })).toBe(true);
      expect(await world.subscriptions.isSubscribed({ email: 'other@gmail.com' })).toBe(true);
    });

    it('refuses an unknown account', async () => {
      await expect(world.subscriptions.subscribe({ userId: 999_999 }, at)).rejects.toThrow();
    });
  });
}
