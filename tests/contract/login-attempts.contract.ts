import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { StoreWorld } from './world';

type Subject = Pick<StoreWorld, 'loginAttempts'>;

const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 12, minutes));

export function describeLoginAttemptsContract(name: string, makeSubject: () => Promise<Subject>) {
  describe(`LoginAttempts contract: ${name}`, () => {
    let world: Subject;
    const add = (keys: string[], minute: number, since = minute - 15, id: string = randomUUID()) =>
      world.loginAttempts.add({ id, keys, at: at(minute) }, at(since));

    beforeEach(async () => {
      world = await makeSubject();
    });

    it('counts attempts per key, this one included', async () => {
      expect(await add(['email:a', 'ip:1.2.3.4'], 20)).toEqual([1, 1]);
      expect(await add(['email:a', 'ip:1.2.3.4'], 21)).toEqual([2, 2]);
      expect(await add(['email:b', 'ip:1.2.3.4'], 22)).toEqual([1, 3]);
      expect(await add(['email:a'], 23)).toEqual([3]);
    });

    it('counts without filing anything', async () => {
      await add(['email:a', 'ip:1.2.3.4'], 20);
      const since = at(10);
      expect(await world.loginAttempts.count(['ip:1.2.3.4', 'email:a', 'email:b'], since)).toEqual([1, 1, 0]);
      expect(await world.loginAttempts.count(['ip:1.2.3.4'], since)).toEqual([1]);
      expect(await world.loginAttempts.count([], since)).toEqual([]);
    });

    it('counts only attempts after `since`', async () => {
      await add(['email:a'], 0);
      await add(['email:a'], 10);
      expect(await add(['email:a'], 20, 5)).toEqual([2]);
      expect(await add(['email:a'], 30, 15)).toEqual([2]);
    });

    it('forgets one attempt under all its keys', async () => {
      await add(['email:a', 'ip:9.9.9.9'], 20);
      const id = randomUUID();
      await add(['email:a', 'ip:9.9.9.9'], 21, 6, id);
      await world.loginAttempts.remove(id);
      expect(await add(['email:a', 'ip:9.9.9.9'], 22)).toEqual([2, 2]);
    });

    it('clears one key and leaves the others', async () => {
      await add(['email:a', 'ip:9.9.9.9'], 20);
      await add(['email:b'], 20);
      await world.loginAttempts.clear('email:a');
      expect(await add(['email:a', 'ip:9.9.9.9', 'email:b'], 21)).toEqual([1, 2, 2]);
    });

    it('counts every one of many concurrent attempts', async () => {
      const counts = await Promise.all(Array.from({ length: 12 }, () => add(['email:race'], 20)));
      // Each attempt is filed before it counts: at most one attempt sees each count up to 12.
      const seen = counts.map(([count]) => count ?? 0).sort((a, b) => a - b);
      expect(seen.at(-1)).toBe(12);
      expect(seen.filter((count) => count <= 5).length).toBeLessThanOrEqual(5);
    });
  });
}
