import { beforeEach, describe, expect, it } from 'vitest';
import type { ThrottleCounter } from '../../application/shared/ports/login-attempts';
import type { StoreWorld } from './world';

type Subject = Pick<StoreWorld, 'loginAttempts'>;

const WINDOW = 15 * 60_000;
const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 12, minutes));
const pair = (account: string, address = '203.0.113.1', scope = 'player'): ThrottleCounter => ({
  scope,
  account,
  address,
});
const ceiling = (address = '203.0.113.1'): ThrottleCounter => ({ scope: 'player', account: null, address });

export function describeLoginAttemptsContract(name: string, makeSubject: () => Promise<Subject>) {
  describe(`LoginAttempts contract: ${name}`, () => {
    let world: Subject;
    const reserve = (counter: ThrottleCounter, minute: number) =>
      world.loginAttempts.reserve(counter, at(minute), WINDOW);

    beforeEach(async () => {
      world = await makeSubject();
    });

    it('counts attempts per counter in a window that starts at its first attempt', async () => {
      expect(await reserve(pair('a@gmail.com'), 20)).toEqual({ windowStart: at(20), attempts: 1 });
      expect(await reserve(pair('a@gmail.com'), 21)).toEqual({ windowStart: at(20), attempts: 2 });
      expect(await reserve(pair('b@gmail.com'), 22)).toEqual({ windowStart: at(22), attempts: 1 });
      expect(await reserve(ceiling(), 23)).toEqual({ windowStart: at(23), attempts: 1 });
      expect(await reserve(pair('a@gmail.com'), 24)).toEqual({ windowStart: at(20), attempts: 3 });
    });

    it('keeps scopes, accounts, addresses and the address ceiling apart', async () => {
      await reserve(pair('a@gmail.com'), 20);
      expect((await reserve(pair('a@gmail.com', '198.51.100.2'), 20)).attempts).toBe(1);
      expect((await reserve(pair('a@gmail.com', '203.0.113.1', 'admin'), 20)).attempts).toBe(1);
      expect((await reserve(pair('a@gmail.com', ''), 20)).attempts).toBe(1);
      expect((await reserve(ceiling(), 20)).attempts).toBe(1);
      expect((await reserve(pair('a@gmail.com'), 20)).attempts).toBe(2);
    });

    it('starts a counter over once its window is as old as the window length', async () => {
      await reserve(pair('a@gmail.com'), 0);
      await reserve(pair('a@gmail.com'), 14);
      expect(await reserve(pair('a@gmail.com'), 15)).toEqual({ windowStart: at(15), attempts: 1 });
      expect(await reserve(pair('a@gmail.com'), 29)).toEqual({ windowStart: at(15), attempts: 2 });
    });

    it('expires a counter only by the window of its own scope', async () => {
      await reserve(pair('a@gmail.com'), 0);
      // A scope with a one-minute window counting at minute 2 leaves the 15-minute window alone.
      await world.loginAttempts.reserve({ ...ceiling(), scope: 'open-writes' }, at(2), 60_000);
      expect(await reserve(pair('a@gmail.com'), 3)).toEqual({ windowStart: at(0), attempts: 2 });
    });

    it('gives an attempt back only in the window that counted it', async () => {
      const first = await reserve(ceiling(), 0);
      const second = await reserve(ceiling(), 1);
      await world.loginAttempts.release(ceiling(), second);
      expect((await reserve(ceiling(), 2)).attempts).toBe(2);
      await reserve(ceiling(), 20);
      await world.loginAttempts.release(ceiling(), first);
      expect(await reserve(ceiling(), 21)).toEqual({ windowStart: at(20), attempts: 2 });
    });

    it('never counts below zero', async () => {
      const counted = await reserve(ceiling(), 0);
      for (let i = 0; i < 3; i++) await world.loginAttempts.release(ceiling(), counted);
      expect((await reserve(ceiling(), 1)).attempts).toBe(1);
    });

    it('clears one counter and leaves the others', async () => {
      await reserve(pair('a@gmail.com'), 20);
      await reserve(pair('b@gmail.com'), 20);
      await reserve(ceiling(), 20);
      await world.loginAttempts.clear(pair('a@gmail.com'));
      expect((await reserve(pair('a@gmail.com'), 21)).attempts).toBe(1);
      expect((await reserve(pair('b@gmail.com'), 21)).attempts).toBe(2);
      expect((await reserve(ceiling(), 21)).attempts).toBe(2);
    });

    it('gives each of many concurrent attempts its own count', async () => {
      const counts = await Promise.all(Array.from({ length: 30 }, () => reserve(pair('race@gmail.com'), 20)));
      expect(counts.map((c) => c.attempts).sort((x, y) => x - y)).toEqual(
        Array.from({ length: 30 }, (_, i) => i + 1),
      );
      expect(new Set(counts.map((c) => c.windowStart.getTime()))).toEqual(new Set([at(20).getTime()]));
    });

    it('counts concurrent attempts and releases exactly', async () => {
      const counts = await Promise.all(Array.from({ length: 20 }, () => reserve(ceiling('192.0.2.9'), 20)));
      await Promise.all(counts.slice(0, 15).map((c) => world.loginAttempts.release(ceiling('192.0.2.9'), c)));
      expect((await reserve(ceiling('192.0.2.9'), 21)).attempts).toBe(6);
    });
  });
}
