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

  it("is named in the Official Rules' text a game's terms hold, with the claim window", async () => {
    const config = testConfig(SPONSOR);
    const persistence = inMemoryPersistence();
    const useCases = resolveUseCases(buildContainer(config, persistence));
    await useCases.changeSettings.execute({ values: { claimWindowHours: 48 } });
    const game = await useCases.createGame.execute({ name: 'Sponsored', prize: 'Mug', totalNumbers: 10 });
    if (!game.ok) throw new Error(game.error.message);
    const [terms] = await persistence.repositories.terms.list(game.value.id);
    const text = terms?.document.officialRules.text;
    expect(text?.sections[0]?.blocks).toContainEqual({
      kind: 'address',
      lines: ['Wheel Games LLC', '1 Main St, Austin, TX 78701'],
    });
    expect(JSON.stringify(text)).toContain('within 48 hours of that notice');
    expect(JSON.stringify(text)).not.toContain('not a real sweepstakes');
  });
});
