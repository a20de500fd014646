import { beforeEach, describe, expect, it } from 'vitest';
import type { StoreWorld } from './world';

type Subject = Pick<StoreWorld, 'admins' | 'adminTwoFactor'>;

// Sealed secrets, as the store receives them: opaque text.
const secretA = 'v1.sealed-a';
const secretB = 'v1.sealed-b';

export function describeAdminTwoFactorStoreContract(name: string, makeSubject: () => Promise<Subject>) {
  describe(`AdminTwoFactorStore contract: ${name}`, () => {
    let world: Subject;
    let adminId: number;
    beforeEach(async () => {
      world = await makeSubject();
      const admin = await world.admins.createIfAbsent({
        email: 'two@prizewheel.test',
        passwordHash: 'argon2id$x',
        firstName: 'Two',
        lastName: 'Factor',
      });
      adminId = admin.id;
    });

    it('has nothing for an administrator who never enrolled, and accepts no step for them', async () => {
      expect(await world.adminTwoFactor.state(adminId)).toEqual({
        secret: null,
        pendingSecret: null,
        lastStep: null,
        recoveryCodesLeft: 0,
      });
      expect(await world.adminTwoFactor.acceptStep(adminId, 5)).toBe(false);
    });

    it('keeps a started enrolment pending until it is confirmed, then makes it the secret', async () => {
      await world.adminTwoFactor.startEnrolment(adminId, secretA);
      await world.adminTwoFactor.startEnrolment(adminId, secretB);
      expect(await world.adminTwoFactor.state(adminId)).toMatchObject({
        secret: null,
        pendingSecret: secretB,
      });
      expect(await world.adminTwoFactor.confirmEnrolment(adminId, secretA, 100, ['h1'])).toBe(false);
      expect(await world.adminTwoFactor.confirmEnrolment(adminId, secretB, 100, ['h1', 'h2'])).toBe(true);
      expect(await world.adminTwoFactor.state(adminId)).toEqual({
        secret: secretB,
        pendingSecret: null,
        lastStep: 100,
        recoveryCodesLeft: 2,
      });
      expect(await world.adminTwoFactor.confirmEnrolment(adminId, secretB, 101, ['h3'])).toBe(false);
    });

    it('a new enrolment leaves the confirmed secret in use until it is confirmed, then replaces the recovery codes', async () => {
      await world.adminTwoFactor.startEnrolment(adminId, secretA);
      await world.adminTwoFactor.confirmEnrolment(adminId, secretA, 100, ['old1', 'old2']);
      await world.adminTwoFactor.startEnrolment(adminId, secretB);
      expect(await world.adminTwoFactor.state(adminId)).toMatchObject({
        secret: secretA,
        pendingSecret: secretB,
      });
      await world.adminTwoFactor.confirmEnrolment(adminId, secretB, 200, ['new1']);
      expect(await world.adminTwoFactor.redeemRecoveryCode(adminId, 'old1')).toBe(false);
      expect(await world.adminTwoFactor.redeemRecoveryCode(adminId, 'new1')).toBe(true);
    });

    it('accepts each step once and never one at or before the last, even when two race', async () => {
      await world.adminTwoFactor.startEnrolment(adminId, secretA);
      await world.adminTwoFactor.confirmEnrolment(adminId, secretA, 100, []);
      expect(await world.adminTwoFactor.acceptStep(adminId, 100)).toBe(false);
      const raced = await Promise.all([
        world.adminTwoFactor.acceptStep(adminId, 101),
        world.adminTwoFactor.acceptStep(adminId, 101),
      ]);
      expect(raced.filter(Boolean)).toHaveLength(1);
      expect(await world.adminTwoFactor.acceptStep(adminId, 100)).toBe(false);
      expect(await world.adminTwoFactor.acceptStep(adminId, 102)).toBe(true);
      expect((await world.adminTwoFactor.state(adminId)).lastStep).toBe(102);
    });

    it('uses each recovery code once, even when two race', async () => {
      await world.adminTwoFactor.startEnrolment(adminId, secretA);
      await world.adminTwoFactor.confirmEnrolment(adminId, secretA, 1, ['r1', 'r2']);
      const raced = await Promise.all([
        world.adminTwoFactor.redeemRecoveryCode(adminId, 'r1'),
        world.adminTwoFactor.redeemRecoveryCode(adminId, 'r1'),
      ]);
      expect(raced.filter(Boolean)).toHaveLength(1);
      expect(await world.adminTwoFactor.redeemRecoveryCode(adminId, 'unknown')).toBe(false);
      expect((await world.adminTwoFactor.state(adminId)).recoveryCodesLeft).toBe(1);
    });

    it('saves the code step counter only at the revision read, so of two racing saves one wins', async () => {
      await world.adminTwoFactor.startEnrolment(adminId, secretA);
      await world.adminTwoFactor.confirmEnrolment(adminId, secretA, 1, []);
      const first = await world.adminTwoFactor.codeChecks(adminId);
      expect(first.checks).toEqual({ windowStart: null, checks: 0, lockedUntil: null });
      const at = new Date('2030-01-01T12:00:00.000Z');
      const next = (checks: number) => ({
        windowStart: at,
        checks,
        lockedUntil: checks >= 5 ? new Date(at.getTime() + 900_000) : null,
      });
      const raced = await Promise.all([
        world.adminTwoFactor.saveCodeChecks(adminId, first.revision, next(1)),
        world.adminTwoFactor.saveCodeChecks(adminId, first.revision, next(1)),
      ]);
      expect(raced.filter(Boolean)).toHaveLength(1);
      const second = await world.adminTwoFactor.codeChecks(adminId);
      expect(second.revision).not.toBe(first.revision);
      expect(await world.adminTwoFactor.saveCodeChecks(adminId, first.revision, next(2))).toBe(false);
      expect(await world.adminTwoFactor.saveCodeChecks(adminId, second.revision, next(5))).toBe(true);
      expect((await world.adminTwoFactor.codeChecks(adminId)).checks).toEqual(next(5));
    });
  });
}
