import { beforeEach, describe, expect, it } from 'vitest';
import type { DirectoryQuery } from '../../domain/back-office/user-directory';
import type { StoreWorld } from './world';
import { aNewUser } from './world';

type Subject = Pick<StoreWorld, 'directory' | 'users' | 'cards'>;

const query = (fields: Partial<DirectoryQuery> = {}): DirectoryQuery => ({
  search: '',
  filter: 'all',
  sort: 'createdAt',
  direction: 'asc',
  page: 1,
  pageSize: 25,
  ...fields,
});

export function describeUserDirectoryContract(name: string, makeSubject: () => Promise<Subject>) {
  describe(`UserDirectory contract: ${name}`, () => {
    let world: Subject;
    let ids: Record<'ann' | 'bob' | 'cat' | 'dan', number>;

    let bobCard: number;

    beforeEach(async () => {
      world = await makeSubject();
      const add = async (firstName: string, lastName: string, email: string) =>
        (await world.users.create(aNewUser({ firstName, lastName, email })))?.id ?? 0;
      ids = {
        ann: await add('Ann', 'Zimmer', 'ann.zimmer@gmail.com'),
        bob: await add('Bob', 'Young', 'bob_100%@yahoo.com'),
        cat: await add('Cat', 'Abbot', 'CAT@Outlook.com'),
        dan: await add('Dan', 'Young', 'dan@gmail.com'),
      };
      await world.cards.saveCustomer(ids.bob, 'cust-bob', new Date());
      const stored = await world.cards.add({
        userId: ids.bob,
        gatewayCustomerId: 'cust-bob',
        gatewayCardId: `card-${Math.random()}`,
        fingerprint: `fp-${Math.random()}`,
        brand: 'VISA',
        last4: '1111',
        expMonth: 12,
        expYear: 2033,
        cardholderName: 'Bob Young',
        createdAt: new Date(),
      });
      bobCard = stored.card.id;
      const cat = { firstName: 'Cat', lastName: 'Abbot', phone: null, state: 'CA', role: 'regular' } as const;
      await world.users.updateAccount(ids.cat, { ...cat, status: 'suspended' });
    });

    const idsOf = async (q: Partial<DirectoryQuery>) =>
      (await world.directory.list(query(q))).users.map((u) => u.id);

    it('lists live accounts with the admin view fields, the card on file and the gateway customer', async () => {
      const { users, total } = await world.directory.list(query());
      expect(total).toBe(4);
      expect(users.find((u) => u.id === ids.bob)).toMatchObject({
        firstName: 'Bob',
        lastName: 'Young',
        email: 'bob_100%@yahoo.com',
        cardOnFile: true,
        squareCustomerId: 'cust-bob',
        status: 'active',
        role: 'regular',
      });
      expect(users.find((u) => u.id === ids.ann)).toMatchObject({
        cardOnFile: false,
        squareCustomerId: null,
      });
    });

    it('searches e-mails and names case-insensitively, wildcards taken literally', async () => {
      expect(await idsOf({ search: 'cat@outlook' })).toEqual([ids.cat]);
      expect(await idsOf({ search: 'young' })).toEqual([ids.bob, ids.dan]);
      expect(await idsOf({ search: 'bob young' })).toEqual([ids.bob]);
      expect(await idsOf({ search: '100%' })).toEqual([ids.bob]);
      expect(await idsOf({ search: '%' })).toEqual([ids.bob]);
      expect(await idsOf({ search: '_' })).toEqual([ids.bob]);
      expect(await idsOf({ search: '  GMAIL  ' })).toEqual([ids.ann, ids.dan]);
      // The e-mail's end and the name's start together are neither the e-mail nor the name.
      expect(await idsOf({ search: 'gmail.com dan' })).toEqual([]);
    });

    it('finds an account by any spelling of its mailbox when the search is a whole address', async () => {
      expect(await idsOf({ search: 'AnnZimmer+promo@googlemail.com' })).toEqual([ids.ann]);
      expect(await idsOf({ search: 'd.a.n@gmail.com' })).toEqual([ids.dan]);
      expect(await idsOf({ search: 'cat+x@outlook.com' })).toEqual([ids.cat]);
      expect((await world.directory.list(query({ search: 'a.n.n.zimmer@gmail.com' }))).total).toBe(1);
      // Dots are the name outside Gmail; a part of an address is still only a contains-search.
      expect(await idsOf({ search: 'c.at@outlook.com' })).toEqual([]);
      expect(await idsOf({ search: 'annzimmer' })).toEqual([]);
    });

    it('lists no shared mailbox while each mailbox has one account (the store refuses a second)', async () => {
      expect(await world.users.create(aNewUser({ email: 'Ann.Zimmer+2@googlemail.com' }))).toBeNull();
      expect(await world.directory.sharedMailboxes(10)).toEqual({ mailboxes: [], total: 0 });
    });

    it('filters verified (a card on file), unverified, active and inactive', async () => {
      expect(await idsOf({ filter: 'verified' })).toEqual([ids.bob]);
      expect(await idsOf({ filter: 'unverified' })).toEqual([ids.ann, ids.cat, ids.dan]);
      expect(await idsOf({ filter: 'active' })).toEqual([ids.ann, ids.bob, ids.dan]);
      expect(await idsOf({ filter: 'inactive' })).toEqual([ids.cat]);
    });

    it('sorts by name, e-mail and status both ways, ties by id', async () => {
      expect(await idsOf({ sort: 'name' })).toEqual([ids.cat, ids.bob, ids.dan, ids.ann]);
      expect(await idsOf({ sort: 'name', direction: 'desc' })).toEqual([ids.ann, ids.dan, ids.bob, ids.cat]);
      expect(await idsOf({ sort: 'email' })).toEqual([ids.ann, ids.bob, ids.cat, ids.dan]);
      expect(await idsOf({ sort: 'status', direction: 'desc' })).toEqual([
        ids.cat,
        ids.dan,
        ids.bob,
        ids.ann,
      ]);
      expect(await idsOf({ sort: 'createdAt', direction: 'desc' })).toEqual([
        ids.dan,
        ids.cat,
        ids.bob,
        ids.ann,
      ]);
    });

    it('pages with the total of all matches', async () => {
      const second = await world.directory.list(query({ sort: 'name', page: 2, pageSize: 3 }));
      expect(second.total).toBe(4);
      expect(second.users.map((u) => u.id)).toEqual([ids.ann]);
      expect((await world.directory.list(query({ page: 9 }))).users).toEqual([]);
      // Pages past the middle are read from the far end: they still follow one another.
      for (const [sort, direction, search] of [
        ['name', 'desc', ''],
        ['email', 'asc', ''],
        ['createdAt', 'asc', 'o'],
      ] as const) {
        const whole = await idsOf({ sort, direction, search });
        const onePerPage = [];
        for (let page = 1; page <= whole.length; page++) {
          onePerPage.push(...(await idsOf({ sort, direction, search, page, pageSize: 1 })));
        }
        expect(onePerPage).toEqual(whole);
      }
    });

    it('leaves erased accounts out of the list, the tiles and the export', async () => {
      await world.users.erase(ids.dan, new Date());
      expect(await idsOf({})).toEqual([ids.ann, ids.bob, ids.cat]);
      expect(await world.directory.stats(new Date(Date.now() - 3_600_000))).toEqual({
        totalUsers: 3,
        verifiedUsers: 1,
        activeUsers: 2,
        newToday: 3,
      });
      expect(await world.directory.stats(new Date(Date.now() + 3_600_000))).toMatchObject({ newToday: 0 });
    });

    it('totals each filter without a search as the tiles count, and follows status and card changes', async () => {
      const totals = async () =>
        Promise.all(
          (['all', 'verified', 'unverified', 'active', 'inactive'] as const).map(
            async (filter) => (await world.directory.list(query({ filter }))).total,
          ),
        );
      expect(await totals()).toEqual([4, 1, 3, 3, 1]);
      await world.cards.disable(ids.bob, bobCard, new Date());
      const dan = { firstName: 'Dan', lastName: 'Young', phone: null, state: 'TN', role: 'regular' } as const;
      await world.users.updateAccount(ids.dan, { ...dan, status: 'inactive' });
      expect(await totals()).toEqual([4, 0, 4, 2, 2]);
      expect(await world.directory.stats(new Date(0))).toEqual({
        totalUsers: 4,
        verifiedUsers: 0,
        activeUsers: 2,
        newToday: 4,
      });
    });

    it('exports the live accounts the selection matches, in its order, a batch at a time', async () => {
      const exported = async (selection: Partial<DirectoryQuery>, size: number) => {
        const batches: number[][] = [];
        for await (const batch of world.directory.exportAll({ ...query(), ...selection }, size)) {
          batches.push(batch.map((u) => u.id));
        }
        return batches;
      };
      expect(await exported({}, 3)).toEqual([[ids.ann, ids.bob, ids.cat], [ids.dan]]);
      expect(await exported({ sort: 'name' }, 10)).toEqual([[ids.cat, ids.bob, ids.dan, ids.ann]]);
      expect(await exported({ search: 'young', direction: 'desc' }, 10)).toEqual([[ids.dan, ids.bob]]);
      expect(await exported({ filter: 'inactive' }, 10)).toEqual([[ids.cat]]);
      expect(await exported({ filter: 'verified', search: 'ann' }, 10)).toEqual([]);
    });
  });
}
