import { beforeEach, describe, expect, it } from 'vitest';
import type { NewMail } from '../../application/shared/ports/outbox';
import { aNewUser, type StoreWorld } from './world';

type Subject = Pick<StoreWorld, 'outbox' | 'unitOfWork' | 'users'>;

const t0 = new Date('2026-03-01T12:00:00Z');
const later = (ms: number) => new Date(t0.getTime() + ms);
const aMail = (to: string | null = 'pat@example.com'): NewMail => ({
  to,
  message: { kind: 'password-changed', firstName: 'Pat', changedAt: t0.toISOString() },
});
const rendered = { subject: 'Subject', html: '<p>Hi</p>', text: 'Hi' };

export function describeOutboxContract(name: string, makeSubject: () => Promise<Subject>) {
  describe(`Outbox contract: ${name}`, () => {
    let world: Subject;
    beforeEach(async () => {
      world = await makeSubject();
    });

    it('keeps what to send, with a Message-ID of its own, pending and due at once', async () => {
      const a = await world.outbox.enqueue(aMail(), t0);
      const b = await world.outbox.enqueue(aMail(null), t0);
      expect(a).toMatchObject({
        to: 'pat@example.com',
        status: 'pending',
        tries: 0,
        lastError: null,
        rendered: null,
      });
      expect(a.message).toEqual(aMail().message);
      expect(b.to).toBeNull();
      expect(a.messageId).toMatch(/^[^<>\s]+@[^<>\s]+$/);
      expect(a.messageId).not.toBe(b.messageId);
      expect(await world.outbox.findById(a.id)).toEqual(a);
    });

    it('writes an entry only when the enqueuing transaction commits', async () => {
      await expect(
        world.unitOfWork.run(async (tx) => {
          await tx.outbox.enqueue(aMail('rolled@example.com'), t0);
          throw new Error('the event failed');
        }),
      ).rejects.toThrow('the event failed');
      const kept = await world.unitOfWork.run((tx) => tx.outbox.enqueue(aMail('kept@example.com'), t0));
      expect((await world.outbox.list(10)).map((e) => e.to)).toEqual(['kept@example.com']);
      expect(await world.outbox.findById(kept.id)).not.toBeNull();
    });

    it('pages the Mail panel newest first by status, kind and a search of recipient and subject, with the total', async () => {
      const resetMail = (to: string): NewMail =>
        ({
          to,
          message: {
            ...aMail().message,
            kind: 'password-reset',
            resetUrl: 'https://x',
            expiresAt: t0.toISOString(),
          },
        }) as NewMail;
      const a = await world.outbox.enqueue(aMail('ada@example.com'), t0);
      const b = await world.outbox.enqueue(resetMail('bo@example.com'), later(1_000));
      const c = await world.outbox.enqueue(aMail('cy_100%@example.com'), later(2_000));
      await world.outbox.markDelivered(
        a.id,
        'sent',
        { ...rendered, subject: 'Your Password Changed' },
        later(3_000),
      );
      const ids = async (filter: Parameters<typeof world.outbox.listPage>[0], offset = 0, limit = 50) => {
        const page = await world.outbox.listPage(filter, offset, limit);
        return [page.entries.map((e) => e.id), page.total];
      };
      expect(await ids({})).toEqual([[c.id, b.id, a.id], 3]);
      expect(await ids({}, 1, 1)).toEqual([[b.id], 3]);
      expect(await ids({}, 5, 1)).toEqual([[], 3]);
      expect(await ids({ status: 'sent' })).toEqual([[a.id], 1]);
      expect(await ids({ kind: 'password-reset' })).toEqual([[b.id], 1]);
      expect(await ids({ search: 'PASSWORD changed' })).toEqual([[a.id], 1]);
      expect(await ids({ search: 'bo@' })).toEqual([[b.id], 1]);
      expect(await ids({ search: '_100%' })).toEqual([[c.id], 1]);
      expect(await ids({ search: 'x%y' })).toEqual([[], 0]);
      expect(await ids({ search: 'example', kind: 'password-changed', status: 'pending' })).toEqual([
        [c.id],
        1,
      ]);
    });

    it('claims due entries once, counting a try and leasing them until the lease ends', async () => {
      const a = await world.outbox.enqueue(aMail(), t0);
      await world.outbox.enqueue(aMail(), later(60_000));
      const claimed = await world.outbox.claimDue(t0, later(300_000), 10);
      expect(claimed.map((e) => [e.id, e.tries, e.nextAttemptAt])).toEqual([[a.id, 1, later(300_000)]]);
      expect(await world.outbox.claimDue(later(120_000), later(400_000), 10)).toHaveLength(1);
      expect(await world.outbox.claimDue(later(120_000), later(400_000), 10)).toHaveLength(0);
      const again = await world.outbox.claimDue(later(300_000), later(600_000), 10);
      expect(again.map((e) => [e.id, e.tries])).toEqual([[a.id, 2]]);
    });

    it('hands each of 30 due entries to exactly one of 6 concurrent claimers', async () => {
      for (let i = 0; i < 30; i++) await world.outbox.enqueue(aMail(`p${i}@example.com`), t0);
      const batches = await Promise.all(
        Array.from({ length: 6 }, () => world.outbox.claimDue(t0, later(60_000), 10)),
      );
      const ids = batches.flat().map((e) => e.id);
      expect(ids).toHaveLength(30);
      expect(new Set(ids).size).toBe(30);
    });

    it('records delivery once, retries with the error kept, and failure for good', async () => {
      const a = await world.outbox.enqueue(aMail(), t0);
      const b = await world.outbox.enqueue(aMail(), t0);
      await world.outbox.claimDue(t0, later(1000), 10);
      expect(await world.outbox.markDelivered(a.id, 'sent', rendered, later(10))).toBe(true);
      expect(await world.outbox.markDelivered(a.id, 'kept', rendered, later(20))).toBe(false);
      expect(await world.outbox.findById(a.id)).toMatchObject({
        status: 'sent',
        rendered,
        deliveredAt: later(10),
      });

      await world.outbox.markRetry(b.id, 'connection refused', later(30_000));
      expect(await world.outbox.findById(b.id)).toMatchObject({
        status: 'pending',
        lastError: 'connection refused',
        nextAttemptAt: later(30_000),
      });
      await world.outbox.markFailed(b.id, 'still refused', null, later(40_000));
      expect(await world.outbox.findById(b.id)).toMatchObject({
        status: 'failed',
        lastError: 'still refused',
      });
      expect(await world.outbox.countFailed()).toBe(1);
      expect(await world.outbox.countByStatus()).toEqual({ pending: 0, sent: 1, kept: 0, failed: 1 });
      expect(await world.outbox.claimDue(later(10_000_000), later(20_000_000), 10)).toEqual([]);
    });

    it('counts every status, 0 for a status no entry has', async () => {
      expect(await world.outbox.countByStatus()).toEqual({ pending: 0, sent: 0, kept: 0, failed: 0 });
      await world.outbox.enqueue(aMail('a@example.com'), t0);
      const kept = await world.outbox.enqueue(aMail('b@example.com'), t0);
      await world.outbox.claimDue(t0, later(60_000), 10);
      await world.outbox.markDelivered(kept.id, 'kept', { subject: 's', html: 'h', text: 't' }, later(1));
      expect(await world.outbox.countByStatus()).toEqual({ pending: 1, sent: 0, kept: 1, failed: 0 });
    });

    it('lists the newest first', async () => {
      await world.outbox.enqueue(aMail('first@example.com'), t0);
      await world.outbox.enqueue(aMail('second@example.com'), later(1000));
      expect((await world.outbox.list(1)).map((e) => e.to)).toEqual(['second@example.com']);
    });
  });
}

export function describePasswordResetTokensContract(
  name: string,
  makeSubject: () => Promise<Subject & Pick<StoreWorld, 'passwordResets'>>,
) {
  describe(`PasswordResetTokens contract: ${name}`, () => {
    let world: Subject & Pick<StoreWorld, 'passwordResets'>;
    let userId: number;
    beforeEach(async () => {
      world = await makeSubject();
      userId = (await world.users.create(aNewUser()))?.id ?? 0;
    });
    const token = (hash: string, expiresAt = later(30 * 60_000)) => ({
      tokenHash: hash,
      userId,
      createdAt: t0,
      expiresAt,
    });

    it('gives a token its player once, before it expires', async () => {
      await world.passwordResets.create(token('a'.repeat(64)));
      await world.passwordResets.create(token('b'.repeat(64)));
      expect(await world.passwordResets.isUsable('a'.repeat(64), later(1000))).toBe(true);
      expect(await world.passwordResets.consume('a'.repeat(64), later(1000))).toBe(userId);
      expect(await world.passwordResets.consume('a'.repeat(64), later(2000))).toBeNull();
      expect(await world.passwordResets.isUsable('a'.repeat(64), later(2000))).toBe(false);
      expect(await world.passwordResets.consume('b'.repeat(64), later(30 * 60_000))).toBeNull();
      expect(await world.passwordResets.consume('c'.repeat(64), later(1000))).toBeNull();
    });

    it("voids every unused link of one player, and no one else's", async () => {
      const other = (await world.users.create(aNewUser({ email: 'other.reset@example.com' })))?.id ?? 0;
      await world.passwordResets.create(token('e'.repeat(64)));
      await world.passwordResets.create(token('f'.repeat(64)));
      await world.passwordResets.create({ ...token('0'.repeat(64)), userId: other });
      await world.unitOfWork.run((tx) => tx.passwordResets.voidAllForUser(userId, later(1000)));
      expect(await world.passwordResets.isUsable('e'.repeat(64), later(1000))).toBe(false);
      expect(await world.passwordResets.consume('f'.repeat(64), later(1000))).toBeNull();
      expect(await world.passwordResets.consume('0'.repeat(64), later(1000))).toBe(other);
    });

    it('lets one of two links of a player used in parallel win when each use voids the other', async () => {
      const links = ['1'.repeat(64), '2'.repeat(64)];
      for (const link of links) await world.passwordResets.create(token(link));
      const winners = await Promise.all(
        [...links, ...links].map((link) =>
          world.unitOfWork.run(async (tx) => {
            const owner = await tx.passwordResets.consume(link, later(1000));
            if (owner !== null) await tx.passwordResets.voidAllForUser(owner, later(1000));
            return owner;
          }),
        ),
      );
      expect(winners.filter((w) => w === userId)).toHaveLength(1);
    });

    it('lets only one of 10 parallel uses of a token win', async () => {
      await world.passwordResets.create(token('d'.repeat(64)));
      const winners = await Promise.all(
        Array.from({ length: 10 }, () =>
          world.unitOfWork.run((tx) => tx.passwordResets.consume('d'.repeat(64), later(1000))),
        ),
      );
      expect(winners.filter((w) => w === userId)).toHaveLength(1);
    });
  });
}
