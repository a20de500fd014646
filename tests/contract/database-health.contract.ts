import { describe, expect, it } from 'vitest';
import type { StoreWorld } from './world';

export function describeDatabaseHealthContract(
  name: string,
  makeSubject: () => Promise<Pick<StoreWorld, 'databaseHealth'>>,
) {
  describe(`DatabaseHealth contract: ${name}`, () => {
    it('answers a ping of a working database within the timeout', async () => {
      const { databaseHealth } = await makeSubject();
      await expect(databaseHealth.ping(5_000)).resolves.toBeUndefined();
    });
  });
}
