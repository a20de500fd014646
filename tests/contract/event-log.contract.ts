import { beforeEach, describe, expect, it } from 'vitest';
import type { NewEvent } from '../../application/shared/ports/event-log';
import type { StoreWorld } from './world';
import { aGameDraft, aNewUser } from './world';

type Subject = Pick<StoreWorld, 'events' | 'users' | 'games' | 'admins' | 'unitOfWork'>;

const at = (minute: number) => new Date(Date.UTC(2030, 0, 1, 12, minute));

export function describeEventLogContract(name: string, makeSubject: () => Promise<Subject>) {
  describe(`EventLog contract: ${name}`, () => {
    let world: Subject;
    let ann: number;
    let bob: number;
    const anEvent = (fields: Partial<NewEvent> = {}): NewEvent => ({
      kind: 'login',
      userId: ann,
      adminId: null,
      gameId: null,
      number: null,
      amountCents: null,
      action: 'Signed in',
      at: at(0),
      ...fields,
    });

    beforeEach(async () => {
      world = await makeSubject();
      ann = (await world.users.create(aNewUser({ firstName: 'Ann', lastName: 'Lee' })))?.id ?? 0;
      bob = (await world.users.create(aNewUser({ firstName: 'Bob', lastName: 'Ray' })))?.id ?? 0;
    });

    it('answers the newest events first, up to the limit, with the names they refer to', async () => {
      const game = await world.games.create(aGameDraft({ name: 'Moon Wheel' }));
      await world.events.record(anEvent({ at: at(1) }));
      await world.events.record(
        anEvent({ kind: 'paid_spin', userId: bob, gameId: game.id, number: 7, amountCents: 700, at: at(3) }),
      );
      await world.events.record(anEvent({ kind: 'registration', action: 'Registered', at: at(2) }));
      const recent = await world.events.recent(2);
      expect(recent.map((e) => e.kind)).toEqual(['paid_spin', 'registration']);
      expect(recent[0]).toMatchObject({
        userId: bob,
        userName: 'Bob Ray',
        gameId: game.id,
        gameName: 'Moon Wheel',
        number: 7,
        amountCents: 700,
        at: at(3),
      });
      expect(recent[0]?.id).toEqual(expect.any(Number));
    });

    it("lists one player's events only, ties in time broken by insertion order", async () => {
      await world.events.record(anEvent({ action: 'first', at: at(5) }));
      await world.events.record(anEvent({ userId: bob, at: at(6) }));
      await world.events.record(anEvent({ action: 'second', at: at(5) }));
      const mine = await world.events.forUser(ann, 10);
      expect(mine.map((e) => e.action)).toEqual(['second', 'first']);
    });

    it('keeps an administrator action with who acted', async () => {
      const admin = await world.admins.createIfAbsent({
        email: 'boss@prizewheel.test',
        passwordHash: 'x',
        firstName: 'Ada',
        lastName: 'Boss',
      });
      await world.events.record(anEvent({ kind: 'admin_action', adminId: admin.id, action: 'Suspended' }));
      expect((await world.events.recent(1))[0]).toMatchObject({ kind: 'admin_action', adminId: admin.id });
    });

    it('forgets the name of an erased player but keeps the event', async () => {
      await world.events.record(anEvent());
      await world.users.erase(ann, at(9));
      const [event] = await world.events.recent(1);
      expect(event).toMatchObject({ userId: ann, userName: null, kind: 'login' });
    });

    it('records inside a unit of work and is rolled back with it', async () => {
      const failing = world.unitOfWork.run(async (tx) => {
        await tx.events.record(anEvent({ action: 'rolled back' }));
        throw new Error('the work failed');
      });
      await expect(failing).rejects.toThrow('the work failed');
      await world.unitOfWork.run((tx) => tx.events.record(anEvent({ action: 'committed' })));
      expect((await world.events.recent(10)).map((e) => e.action)).toEqual(['committed']);
    });
  });
}
