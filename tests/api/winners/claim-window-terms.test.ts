import { describe, expect, it } from 'vitest';
import { DEFAULT_CLAIM_WINDOW_HOURS } from '../../../domain/winners/claim-window';
import { buildTestApp } from '../support/test-app';

describe('the claim window the public pages state (config.prizeClaim)', () => {
  it('is public, the default at first, then the hours the operator set', async () => {
    const t = buildTestApp();
    const first = await t.call('GET', '/trpc/config.prizeClaim');
    expect(first.status).toBe(200);
    expect((await first.json()).result.data).toEqual({ claimWindowHours: DEFAULT_CLAIM_WINDOW_HOURS });
    await t.useCases.changeSetting.execute({ key: 'claimWindowHours', value: 48 });
    const after = await t.call('GET', '/trpc/config.prizeClaim');
    expect((await after.json()).result.data).toEqual({ claimWindowHours: 48 });
  });
});
