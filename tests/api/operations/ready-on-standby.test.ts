import type postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresDatabaseStats } from '../../../adapters/postgres/back-office/postgres-database-stats';
import { connect } from '../../../adapters/postgres/database';
import { CheckReadiness } from '../../../application/operations/check-readiness';
import {
  removeScratch,
  type ScratchServer,
  scratchClustersAvailable,
  startPrimaryWithStandby,
} from '../../support/scratch-cluster';

/**
 * docs/rules/operations.md, Health and readiness: a pool that reached a standby still in recovery (as
 * during a failover) answers `select 1` but takes no write, so the process says it is not ready.
 */
describe.runIf(scratchClustersAvailable())('readiness on a primary and on its standby', () => {
  let dir: string;
  let primary: ScratchServer;
  let standby: ScratchServer;
  const pools: postgres.Sql[] = [];
  const readinessOn = (url: string) => {
    const sql = connect(url, { max: 1 });
    pools.push(sql);
    const notDraining = { draining: false };
    return new CheckReadiness(new PostgresDatabaseStats(sql), notDraining);
  };

  beforeAll(async () => {
    ({ dir, primary, standby } = await startPrimaryWithStandby('prize-wheel-ready-standby-'));
  }, 120_000);

  afterAll(async () => {
    await Promise.all(pools.map((sql) => sql.end()));
    if (dir) await removeScratch(dir, [primary, standby]);
  });

  it('is ready on the primary, and not on the standby, which answers but takes no write', async () => {
    expect(await readinessOn(primary.url('prize_wheel')).execute()).toEqual({ ready: true });
    expect(await readinessOn(standby.url('prize_wheel')).execute()).toEqual({
      ready: false,
      reason: 'database read-only',
    });
  });

  it('is ready on the standby once it is promoted', async () => {
    const check = readinessOn(standby.url('prize_wheel'));
    expect((await check.execute()).ready).toBe(false);
    await standby.promote();
    expect(await check.execute()).toEqual({ ready: true });
  });
});
