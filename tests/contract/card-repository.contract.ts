import { beforeEach, describe, expect, it } from 'vitest';
import type { NewPaymentCard } from '../../domain/payment-card';
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
    const aCard = (userId: number, minute: number, fields: Partial<NewPaymentCard> = {}): NewPaymentCard => ({
      userId,
      gatewayCustomerId: `cust-${userId}`,
      gatewayCardId: `card-${++cardSequence}-${Math.random()}`,
      brand: 'VISA',
      last4: '1111',
      expMonth: 12,
      expYear: 2033,
      cardholderName: 'Ann Lee',
      createdAt: at(minute),
      ...fields,
    });

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
      const first = await world.cards.add(aCard(ann, 1));
      const second = await world.cards.add(aCard(ann, 2, { brand: 'DISCOVER', last4: '1117' }));
      const third = await world.cards.add(aCard(ann, 3, { brand: 'AMERICAN_EXPRESS', last4: '8431' }));
      expect(first.isDefault).toBe(true);
      expect(second).toMatchObject({ isDefault: false, brand: 'DISCOVER', last4: '1117', expYear: 2033 });
      expect((await world.cards.list(ann)).map((c) => c.id)).toEqual([first.id, third.id, second.id]);
      expect(await world.cards.findDefault(ann)).toEqual(first);
      expect(await world.cards.list(bob)).toEqual([]);
    });

    it('refuses a gateway card stored twice', async () => {
      const card = aCard(ann, 1);
      await world.cards.add(card);
      await expect(world.cards.add({ ...card, userId: bob })).rejects.toThrow();
      expect(await world.cards.list(bob)).toEqual([]);
    });

    it('finds and changes only the player’s own active cards', async () => {
      const annCard = await world.cards.add(aCard(ann, 1));
      const bobCard = await world.cards.add(aCard(bob, 1));
      expect(await world.cards.findById(ann, annCard.id)).toEqual(annCard);
      expect(await world.cards.findById(ann, bobCard.id)).toBeNull();
      expect(await world.cards.setDefault(ann, bobCard.id)).toBe(false);
      expect(await world.cards.disable(ann, bobCard.id, at(5))).toBe(false);
      expect(await world.cards.findDefault(bob)).toEqual(bobCard);
    });

    it('moves the default to another card, keeping exactly one', async () => {
      const first = await world.cards.add(aCard(ann, 1));
      const second = await world.cards.add(aCard(ann, 2));
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
      const first = await world.cards.add(aCard(ann, 1));
      const second = await world.cards.add(aCard(ann, 2));
      const third = await world.cards.add(aCard(ann, 3));
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
      await world.cards.add(aCard(ann, 1));
      await world.cards.add(aCard(ann, 2));
      const bobCard = await world.cards.add(aCard(bob, 1));
      await world.cards.eraseAll(ann, at(20));
      expect(await world.cards.list(ann)).toEqual([]);
      expect(await world.cards.findDefault(ann)).toBeNull();
      expect(await world.cards.list(bob)).toEqual([bobCard]);
    });
  });
}
