import { describe, expect, it } from 'vitest';
import type { StoreWorld } from './world';

/**
 * What every DatabaseStats adapter answers. The PostgreSQL adapter's real figures (the last
 * migration, the tables' sizes) are checked on the real server in tests/api/admin/system.test.ts.
 */
export function describeDatabaseStatsContract(
  name: string,
  makeSubject: () => Promise<Pick<StoreWorld, 'databaseStats'>>,
) {
  describe(`DatabaseStats contract: ${name}`, () => {
    it('measures a round trip of a working database in non-negative milliseconds, within the timeout', async () => {
      const { databaseStats } = await makeSubject();
      const latency = await databaseStats.ping(5_000);
      expect(Number.isFinite(latency) && latency >= 0).toBe(true);
    });

    it("names this process's connections: a pool against its max, or the embedded one", async () => {
      const { databaseStats } = await makeSubject();
      const use = await databaseStats.connections();
      if (use.kind === 'embedded') expect(use.max).toBe(1);
      else {
        expect(use.active).toBeGreaterThanOrEqual(1);
        expect(use.open).toBeGreaterThanOrEqual(use.active);
        expect(use.open).toBeLessThanOrEqual(use.max);
      }
    });

    it('says every migration it ships is applied, on a migrated database', async () => {
      const { databaseStats } = await makeSubject();
      expect(await databaseStats.migrationsApplied()).toBe(true);
    });

    it('names the schema version as a migration, and lists table sizes largest first', async () => {
      const { databaseStats } = await makeSubject();
      const version = await databaseStats.schemaVersion();
      if (version !== null) expect(version).toMatch(/^\d{3}_[a-z0-9_]+$/);
      const sizes = await databaseStats.tableSizes();
      for (const size of sizes) expect(size.bytes).toBeGreaterThanOrEqual(0);
      expect(sizes.map((size) => size.bytes)).toEqual(sizes.map((size) => size.bytes).sort((a, b) => b - a));
    });
  });
}
