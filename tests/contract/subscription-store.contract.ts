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
      expect(await world.subscriptions.subscribe({ userId: me }, at, 'token-1')).toBe(true);
      expect(await world.subscriptions.subscribe({ userId: me }, at, 'token-2')).toBe(false);
      expect(await world.subscriptions.subscribe({ email: 'Fan@Example.com' }, at, 'token-3')).toBe(true);
      expect(await world.subscriptions.subscribe({ email: 'fan@example.COM' }, at, 'token-4')).toBe(false);
      expect(await world.subscriptions.isSubscribed({ userId: me })).toBe(true);
      expect(await world.subscriptions.isSubscribed({ email: 'FAN@example.com' })).toBe(true);
      expect(await world.subscriptions.isSubscribed({ userId: other })).toBe(false);
      expect(await world.subscriptions.isSubscribed({ email: 'else@example.com' })).toBe(false);
    });

    it("removes an account's subscription and its address's, and nobody else's", async () => {
      await world.subscriptions.subscribe({ userId: me }, at, 'token-5');
      await world.subscriptions.subscribe({ email: 'me@gmail.com' }, at, 'token-6');
      await world.subscriptions.subscribe({ userId: other }, at, 'token-7');
      await world.subscriptions.subscribe({ email: 'other@gmail.com' }, at, 'token-8');
      await world.subscriptions.removeForAccount(me, 'ME@gmail.com');
      expect(await world.subscriptions.isSubscribed({ userId: me })).toBe(false);
      expect(await world.subscriptions.isSubscribed({ email: 'me@gmail.com' })).toBe(false);
      expect(await world.subscriptions.isSubscribed({ userId: other })).toBe(true);
      expect(await world.subscriptions.isSubscribed({ email: 'other@gmail.com' })).toBe(true);
    });

    it('refuses an unknown account', async () => {
      await expect(world.subscriptions.subscribe({ userId: 999_999 }, at, 'token-9')).rejects.toThrow();
    });

    it('lists every subscriber with an address, a first name for accounts, and a token each', async () => {
      await world.subscriptions.subscribe({ userId: me }, at, 'token-10');
      await world.subscriptions.subscribe({ email: 'fan@example.com' }, at, 'token-11');
      await world.subscriptions.subscribe({ email: 'stranger@example.com' }, at, 'token-unconfirmed');
      for (const token of ['token-10', 'token-11']) await world.subscriptions.confirm(token, at);
      const recipients = await world.subscriptions.listRecipients();
      const mine = await world.users.findById(me);
      expect(recipients.map((r) => [r.email, r.firstName])).toEqual(
        expect.arrayContaining([
          [mine?.email, 'Pat'],
          ['fan@example.com', null],
        ]),
      );
      expect(recipients).toHaveLength(2);
      const tokens = recipients.map((r) => r.unsubscribeToken);
      expect(new Set(tokens).size).toBe(2);
      for (const t of tokens) expect(t).toMatch(/^[a-f0-9]{32,128}$/);
    });

    it('unsubscribes by token once, and finds the address of a token until then', async () => {
      await world.subscriptions.subscribe({ email: 'fan@example.com' }, at, 'token-12');
      await world.subscriptions.subscribe({ userId: other }, at, 'token-13');
      await world.subscriptions.confirm('token-12', at);
      const fan = (await world.subscriptions.listRecipients()).find((r) => r.email === 'fan@example.com');
      const token = fan?.unsubscribeToken ?? '';
      expect(await world.subscriptions.findByUnsubscribeToken(token)).toEqual({ email: 'fan@example.com' });
      expect(await world.subscriptions.unsubscribe(token)).toBe(true);
      expect(await world.subscriptions.unsubscribe(token)).toBe(false);
      expect(await world.subscriptions.findByUnsubscribeToken(token)).toBeNull();
      expect(await world.subscriptions.isSubscribed({ email: 'fan@example.com' })).toBe(false);
      expect(await world.subscriptions.isSubscribed({ userId: other })).toBe(true);
    });

    it('confirms by the token of its confirmation, again too, and lists only confirmed subscriptions', async () => {
      expect(await world.subscriptions.subscribe({ email: 'fan@example.com' }, at, 'fan-token')).toBe(true);
      expect(await world.subscriptions.listRecipients()).toEqual([]);
      expect(await world.subscriptions.confirm('fan-token', at)).toBe(true);
      expect(await world.subscriptions.confirm('fan-token', at)).toBe(true);
      expect(await world.subscriptions.confirm('no-such-token', at)).toBe(false);
      expect((await world.subscriptions.listRecipients()).map((r) => r.email)).toEqual(['fan@example.com']);
      // Confirmed already: no second confirmation is due.
      expect(await world.subscriptions.subscribe({ email: 'FAN@example.com' }, at, 'again')).toBe(false);
      expect(await world.subscriptions.confirm('again', at)).toBe(false);
    });

    it('makes one confirmation due for many parallel subscriptions of one address', async () => {
      const due = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          world.subscriptions.subscribe({ email: 'rush@example.com' }, at, `rush-${i}`),
        ),
      );
      expect(due.filter(Boolean)).toHaveLength(1);
    });
  });
}
