import { describe, expect, it } from 'vitest';
import { inMemoryPersistence } from '../../adapters/memory/persistence';
import { buildContainer, resolveUseCases } from '../../adapters/wiring/container';
import { testConfig } from '../support/test-config';
import { buildTestApp } from './support/test-app';

const SPONSOR = { OPERATOR_NAME: 'Wheel Games LLC', OPERATOR_ADDRESS: '1 Main St, Austin, TX 78701' };

describe('the Official Rules sponsor (OPERATOR_NAME, OPERATOR_ADDRESS)', () => {
  it('is null on a site that names no operator, and public', async () => {
    const t = buildTestApp();
    const answer = await t.call('GET', '/trpc/config.sponsor');
    expect(answer.status).toBe(200);
    expect((await answer.json()).result.data).toBeNull();
  });

  it('is the configured name and address', () => {
    const config = testConfig(SPONSOR);
    expect(config.sponsor).toEqual({ name: 'Wheel Games LLC', address: '1 Main St, Austin, TX 78701' });
    const useCases = resolveUseCases(buildContainer(config, inMemoryPersistence()));
    expect(useCases.getSponsor.execute()).toEqual(config.sponsor);
  });
});
