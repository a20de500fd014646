import { beforeEach, describe, expect, it } from 'vitest';
import type { NewCardOnFile } from '../../application/payments/ports/card-repository';
import type { StoreWorld } from './world';
import { aNewUser } from './world';

type Subject = Pick<StoreWorld, 'users' | 'cards' | 'unitOfWork'>;

let cardSequence = 0;
const at = (minute: number) => new Date(Date.UTC(2030, 0, 1, 12, minute));

export function describeCardRepositoryContract(name: string, makeSubject: () => Promise<Subject>) {
  describe(`CardRepository contract: ${name}`, () => {
    let world: Subject;
    let ann: number;
    let bob: number;
    /** A card with its own fingerprint unless told otherwise: a different card each time. */
    const aCard = (userId: number, minute: number, fields: Partial<NewCardOnFile> = {}): NewCardOnFile => ({
      userId,
      gatewayCustomerId: `cust-${userId}`,
      gatewayCardId: `card-${++cardSequence}-${Math.random()}`,
      fingerprint: `fp-${cardSequence}-${Math.random()}`,
      brand: 'VISA',
      last4: '1111',
      expMonth: 12,
      expYear: 2033,
      cardholderName: 'Ann Lee',
      createdAt: at(minute),
      ...fields,
    });

    const store = async (card: NewCardOnFile) => (await world.cards.add(card)).card;

    beforeEach(async () => {
      world = await makeSubject();
      ann = (await world.users.create(aNewUser()))?.id ?? 0;
      bob = (await world.users.create(aNewUser()))?.id ?? 0;
    });

    it('keeps one gateway customer per player: the first one saved', async () => {
      expect(await world.cards.findCustomer(ann)).toBeNull();
      expect(await world.cards.saveCustomer(ann, 'cust-a1', at(0))).toBe('cust-a1');
      expect(await world.cards.saveCustomer(ann, 'cust-a2', at(1))).toBe('cust-a1');
      expect(await world.cards.findCustomer(ann)).toBe('cust-a1');
      expect(await world.cards.lockCustomer(ann)).toBe(true);
      expect(await world.cards.lockCustomer(bob)).toBe(false);
    });

    it('makes the first card the default and lists the default first, then newest', async () => {
      const first = await store(aCard(ann, 1));
      const second = await store(aCard(ann, 2, { brand: 'DISCOVER', last4: '1117' }));
      const third = await store(aCard(ann, 3, { brand: 'AMERICAN_EXPRESS', last4: '8431' }));
      expect(first.isDefault).toBe(true);
      expect(second).toMatchObject({ isDefault: false, brand: 'DISCOVER', last4: '1117', expYear: 2033 });
      expect((await world.cards.list(ann)).map((c) => c.id)).toEqual([first.id, third.id, second.id]);
      expect(await world.cards.findDefault(ann)).toEqual(first);
      expect(await world.cards.list(bob)).toEqual([]);
    });

    it('refuses a gateway card stored twice', async () => {
      const card = aCard(ann, 1);
      await store(card);
      await expect(world.cards.add({ ...card, userId: bob })).rejects.toThrow();
      expect(await world.cards.list(bob)).toEqual([]);
    });

    it('finds and changes only the player’s own active cards', async () => {
      const annCard = await store(aCard(ann, 1));
      const bobCard = await store(aCard(bob, 1));
      expect(await world.cards.findById(ann, annCard.id)).toEqual(annCard);
      expect(await world.cards.findById(ann, bobCard.id)).toBeNull();
      expect(await world.cards.setDefault(ann, bobCard.id)).toBe(false);
      expect(await world.cards.disable(ann, bobCard.id, at(5))).toBe(false);
      expect(await world.cards.findDefault(bob)).toEqual(bobCard);
    });

    it('moves the default to another card, keeping exactly one', async () => {
      const first = await store(aCard(ann, 1));
      const second = await store(aCard(ann, 2));
      expect(await world.unitOfWork.run((tx) => tx.cards.setDefault(ann, second.id))).toBe(true);
      const cards = await world.cards.list(ann);
      expect(cards.map((c) => [c.id, c.isDefault])).toEqual([
        [second.id, true],
        [first.id, false],
      ]);
      expect(await world.cards.setDefault(ann, second.id)).toBe(true);
      expect((await world.cards.list(ann)).filter((c) => c.isDefault)).toHaveLength(1);
    });

    it('removes a card for good; removing the default promotes the newest other card', async () => {
      const first = await store(aCard(ann, 1));
      const second = await store(aCard(ann, 2));
      const third = await store(aCard(ann, 3));
      expect(await world.unitOfWork.run((tx) => tx.cards.disable(ann, first.id, at(9)))).toBe(true);
      expect(await world.cards.disable(ann, first.id, at(9))).toBe(false);
      expect(await world.cards.findById(ann, first.id)).toBeNull();
      expect(await world.cards.findDefault(ann)).toMatchObject({ id: third.id });
      expect(await world.cards.setDefault(ann, first.id)).toBe(false);
      await world.cards.disable(ann, second.id, at(10));
      expect((await world.cards.list(ann)).map((c) => [c.id, c.isDefault])).toEqual([[third.id, true]]);
      await world.cards.disable(ann, third.id, at(11));
      expect(await world.cards.list(ann)).toEqual([]);
      expect(await world.cards.findDefault(ann)).toBeNull();
    });

    it('erases every card of a player on account deletion, and only theirs', async () => {
      await store(aCard(ann, 1));
      await store(aCard(ann, 2));
      const bobCard = await store(aCard(bob, 1));
      await world.cards.eraseAll(ann, at(20));
      expect(await world.cards.list(ann)).toEqual([]);
      expect(await world.cards.findDefault(ann)).toBeNull();
      expect(await world.cards.list(bob)).toEqual([bobCard]);
    });
    it('keeps one copy of a card with the same fingerprint per player, and answers it', async () => {
      const first = await store(aCard(ann, 1, { fingerprint: 'fp-visa-1111' }));
      const again = await world.cards.add(aCard(ann, 2, { fingerprint: 'fp-visa-1111', expYear: 2034 }));
      expect(again).toEqual({ card: first, added: false });
      const bobs = await world.cards.add(aCard(bob, 2, { fingerprint: 'fp-visa-1111' }));
      expect(bobs).toMatchObject({ added: true, card: { userId: bob, isDefault: true } });
      // Another card number with the same brand, last 4 and expiry is another card.
      expect(await world.cards.add(aCard(ann, 3, { fingerprint: 'fp-other' }))).toMatchObject({
        added: true,
      });
      expect(await world.cards.list(ann)).toHaveLength(2);
    });

    it('without fingerprints, takes the same brand, last 4 and expiry for the same card', async () => {
      const plain = (minute: number, fields: Partial<NewCardOnFile> = {}) =>
        aCard(ann, minute, { fingerprint: null, ...fields });
      const first = await store(plain(1));
      expect(await world.cards.add(plain(2))).toEqual({ card: first, added: false });
      expect(await world.cards.add(plain(3, { expMonth: 11 }))).toMatchObject({ added: true });
      expect(await world.cards.add(plain(4, { last4: '4242' }))).toMatchObject({ added: true });
      expect(await world.cards.add(plain(5, { brand: 'DISCOVER' }))).toMatchObject({ added: true });
      expect(await world.cards.list(ann)).toHaveLength(4);
    });

    it('stores a card again once its copy on file was removed', async () => {
      const first = await store(aCard(ann, 1, { fingerprint: 'fp-removed' }));
      await world.cards.disable(ann, first.id, at(2));
      const again = await world.cards.add(aCard(ann, 3, { fingerprint: 'fp-removed' }));
      expect(again).toMatchObject({ added: true, card: { isDefault: true } });
      expect(again.card.id).not.toBe(first.id);
    });

    it('stores one copy when the same card is added by many calls at once', async () => {
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          world.unitOfWork.run((tx) => tx.cards.add(aCard(ann, i, { fingerprint: 'fp-race' }))),
        ),
      );
      expect(results.filter((r) => r.added)).toHaveLength(1);
      expect(new Set(results.map((r) => r.card.id)).size).toBe(1);
      const plain = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          world.cards.add(aCard(ann, i, { fingerprint: null, last4: '0002' })),
        ),
      );
      expect(plain.filter((r) => r.added)).toHaveLength(1);
      expect(await world.cards.list(ann)).toHaveLength(2);
    });
  });
}
