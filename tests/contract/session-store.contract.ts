import { beforeEach, describe, expect, it } from 'vitest';
import type { Session } from '../../application/accounts/ports/session-store';
import type { StoreWorld } from './world';
import { aNewUser } from './world';

type Subject = Pick<StoreWorld, 'sessions' | 'users'>;

const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 12, minutes));

export function describeSessionStoreContract(name: string, makeSubject: () => Promise<Subject>) {
  describe(`SessionStore contract: ${name}`, () => {
    let world: Subject;
    let userId: number;
    const session = (tokenHash: string, owner = userId): Session => ({
      tokenHash,
      userId: owner,
      createdAt: at(0),
      expiresAt: at(30),
    });

    beforeEach(async () => {
      world = await makeSubject();
      userId = (await world.users.create(aNewUser()))?.id ?? 0;
    });

    it('finds a session until it expires', async () => {
      await world.sessions.create(session('h1'));
      expect(await world.sessions.find('h1', at(29))).toEqual(session('h1'));
      expect(await world.sessions.find('h1', at(30))).toBeNull();
      expect(await world.sessions.find('unknown', at(0))).toBeNull();
    });

    it('finds a live session with its account as findById reads it, and no account once erased', async () => {
      await world.sessions.create(session('h1'));
      expect(await world.sessions.findWithUser('h1', at(29))).toEqual({
        session: session('h1'),
        user: await world.users.findById(userId),
      });
      expect((await world.sessions.findWithUser('h1', at(29)))?.user).toMatchObject({ id: userId });
      expect(await world.sessions.findWithUser('h1', at(30))).toBeNull();
      expect(await world.sessions.findWithUser('unknown', at(0))).toBeNull();
      await world.users.erase(userId, at(1));
      expect(await world.sessions.findWithUser('h1', at(2))).toEqual({ session: session('h1'), user: null });
    });

    it('extends the expiry', async () => {
      await world.sessions.create(session('h1'));
      await world.sessions.extend('h1', at(50));
      expect((await world.sessions.find('h1', at(40)))?.expiresAt).toEqual(at(50));
    });

    it('revokes one session', async () => {
      await world.sessions.create(session('h1'));
      await world.sessions.create(session('h2'));
      await world.sessions.revoke('h1');
      expect(await world.sessions.find('h1', at(1))).toBeNull();
      expect(await world.sessions.find('h2', at(1))).not.toBeNull();
    });

    it("revokes all of a user's sessions except the one given, and no one else's", async () => {
      const otherId = (await world.users.create(aNewUser()))?.id ?? 0;
      for (const hash of ['h1', 'h2', 'h3']) await world.sessions.create(session(hash));
      await world.sessions.create(session('other', otherId));
      await world.sessions.revokeAllForUser(userId, 'h2');
      expect(await world.sessions.find('h1', at(1))).toBeNull();
      expect(await world.sessions.find('h2', at(1))).not.toBeNull();
      expect(await world.sessions.find('h3', at(1))).toBeNull();
      expect(await world.sessions.find('other', at(1))).not.toBeNull();
      await world.sessions.revokeAllForUser(userId);
      expect(await world.sessions.find('h2', at(1))).toBeNull();
    });
  });
}
