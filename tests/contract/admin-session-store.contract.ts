import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminSession } from '../../application/admin/ports/admin-session-store';
import type { StoreWorld } from './world';

type Subject = Pick<StoreWorld, 'admins' | 'adminSessions'>;

const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 12, minutes));

export function describeAdminSessionStoreContract(name: string, makeSubject: () => Promise<Subject>) {
  describe(`AdminSessionStore contract: ${name}`, () => {
    let world: Subject;
    let adminId: number;
    const session = (tokenHash: string, owner = adminId): AdminSession => ({
      tokenHash,
      adminId: owner,
      createdAt: at(0),
      lastSeenAt: at(0),
    });
    const admin = async (email: string) =>
      (await world.admins.createIfAbsent({ email, passwordHash: 'h', firstName: 'A', lastName: 'B' })).id;

    beforeEach(async () => {
      world = await makeSubject();
      adminId = await admin('one@prizewheel.test');
    });

    it('resumes a session seen after the idle cutoff, moving its last request forward', async () => {
      await world.adminSessions.create(session('h1'));
      expect(await world.adminSessions.resume('h1', at(10), at(-1))).toEqual({
        session: { ...session('h1'), lastSeenAt: at(10) },
        admin: await world.admins.findById(adminId),
      });
      // Idle since minute 10: resumable until the cutoff reaches it.
      expect(await world.adminSessions.resume('h1', at(20), at(9))).toMatchObject({
        session: { lastSeenAt: at(20) },
      });
      expect(await world.adminSessions.resume('h1', at(90), at(20))).toBeNull();
      expect(await world.adminSessions.resume('unknown', at(1), at(-1))).toBeNull();
    });

    it("answers each session's own administrator as stored now", async () => {
      const otherId = await admin('two@prizewheel.test');
      await world.adminSessions.create(session('h1'));
      await world.adminSessions.create(session('h2', otherId));
      await world.admins.updateProfile(otherId, {
        email: 'two.new@prizewheel.test',
        firstName: 'Tess',
        lastName: 'Two',
      });
      expect((await world.adminSessions.resume('h1', at(1), at(-1)))?.admin).toEqual(
        await world.admins.findById(adminId),
      );
      expect((await world.adminSessions.resume('h2', at(1), at(-1)))?.admin).toMatchObject({
        id: otherId,
        email: 'two.new@prizewheel.test',
        firstName: 'Tess',
        lastName: 'Two',
        passwordHash: 'h',
      });
    });

    it('never moves the last request backwards', async () => {
      await world.adminSessions.create(session('h1'));
      await world.adminSessions.resume('h1', at(10), at(-1));
      expect(await world.adminSessions.resume('h1', at(5), at(-1))).toMatchObject({
        session: { lastSeenAt: at(10) },
      });
    });

    it('revokes one session', async () => {
      await world.adminSessions.create(session('h1'));
      await world.adminSessions.create(session('h2'));
      await world.adminSessions.revoke('h1');
      expect(await world.adminSessions.resume('h1', at(1), at(-1))).toBeNull();
      expect(await world.adminSessions.resume('h2', at(1), at(-1))).not.toBeNull();
    });

    it("revokes every session of one administrator and no one else's", async () => {
      const otherId = await admin('two@prizewheel.test');
      await world.adminSessions.create(session('h1'));
      await world.adminSessions.create(session('h2'));
      await world.adminSessions.create(session('other', otherId));
      await world.adminSessions.revokeAllFor(adminId);
      expect(await world.adminSessions.resume('h1', at(1), at(-1))).toBeNull();
      expect(await world.adminSessions.resume('h2', at(1), at(-1))).toBeNull();
      expect(await world.adminSessions.resume('other', at(1), at(-1))).not.toBeNull();
    });

    it('forgets the sessions idle since the cutoff, and only those', async () => {
      await world.adminSessions.create(session('idle'));
      await world.adminSessions.create({ ...session('busy'), lastSeenAt: at(5) });
      await world.adminSessions.revokeIdle(at(1));
      expect(await world.adminSessions.resume('idle', at(6), at(-10))).toBeNull();
      expect(await world.adminSessions.resume('busy', at(6), at(-10))).not.toBeNull();
    });

    it('refuses a session of an unknown administrator', async () => {
      await expect(world.adminSessions.create(session('h1', adminId + 100))).rejects.toThrow();
    });
  });
}
