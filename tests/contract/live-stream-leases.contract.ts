import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { StreamLease } from '../../application/operations/ports/live-stream-leases';
import type { StoreWorld } from './world';

type Subject = Pick<StoreWorld, 'liveStreamLeases'>;

const caps = { perAddress: 5, perSession: 2 };
const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1, 12, 0, seconds));
const aLease = (address = '203.0.113.1', session: string | null = null): StreamLease => ({
  id: randomUUID(),
  address,
  session,
});

export function describeLiveStreamLeasesContract(name: string, makeSubject: () => Promise<Subject>) {
  describe(`LiveStreamLeases contract: ${name}`, () => {
    let world: Subject;
    const take = (lease: StreamLease, now = 0, expires = 90) =>
      world.liveStreamLeases.take(lease, caps, at(now), at(expires));

    beforeEach(async () => {
      world = await makeSubject();
    });

    it('takes places up to the address cap, and another address still gets one', async () => {
      for (let i = 0; i < caps.perAddress; i++) expect(await take(aLease())).toBe('taken');
      expect(await take(aLease())).toBe('address');
      expect(await take(aLease('198.51.100.2'))).toBe('taken');
    });

    it('takes places up to the session cap, whatever the address', async () => {
      expect(await take(aLease('203.0.113.1', 'S'))).toBe('taken');
      expect(await take(aLease('203.0.113.2', 'S'))).toBe('taken');
      expect(await take(aLease('203.0.113.3', 'S'))).toBe('session');
      expect(await take(aLease('203.0.113.3', 'T'))).toBe('taken');
    });

    it('gives a released place back', async () => {
      const first = aLease('203.0.113.1', 'S');
      await take(first);
      await take(aLease('203.0.113.1', 'S'));
      await world.liveStreamLeases.release(first.id);
      expect(await take(aLease('203.0.113.1', 'S'))).toBe('taken');
    });

    it('stops counting a lease once it expires, unless it was renewed', async () => {
      const kept = aLease();
      await take(kept, 0, 90);
      for (let i = 1; i < caps.perAddress; i++) await take(aLease(), 0, 90);
      await world.liveStreamLeases.renew([kept.id], at(30), at(120));
      // At 100 s every lease but the renewed one has expired.
      for (let i = 1; i < caps.perAddress; i++) expect(await take(aLease(), 100, 190)).toBe('taken');
      expect(await take(aLease(), 100, 190)).toBe('address');
    });

    it('lets exactly the cap of many parallel takes through', async () => {
      const answers = await Promise.all(Array.from({ length: 30 }, () => take(aLease('192.0.2.9'))));
      expect(answers.filter((a) => a === 'taken')).toHaveLength(caps.perAddress);
      const session = await Promise.all(
        Array.from({ length: 20 }, (_, i) => take(aLease(`192.0.2.${100 + i}`, 'busy'))),
      );
      expect(session.filter((a) => a === 'taken')).toHaveLength(caps.perSession);
    });
  });
}
