import { describe, expect, it } from 'vitest';
import { CachedSettingsStore } from '../../../adapters/cache/cached-settings-store';
import { InMemorySettingsStore } from '../../../adapters/memory/settings/in-memory-settings-store';
import { defaultSettings } from '../../../domain/settings/settings';
import { registrationForm1 } from '../../api/support/test-app';
import { securityWorld } from './world';

const aGameInput = (overrides: Record<string, unknown> = {}) => ({
  name: 'Wheel',
  prize: 'Mug',
  ...overrides,
});

describe('the rules obey the operator settings', () => {
  it('sign-up admits the allowed e-mail domains only', async () => {
    const w = securityWorld();
    const gmail = await w.useCases.registerPlayer.execute(registrationForm1({ email: 'ann@gmail.com' }));
    expect(gmail.ok).toBe(true);
    await w.useCases.changeSetting.execute({ key: 'allowedEmailDomains', value: ['example.org'] });
    const refused = await w.useCases.registerPlayer.execute(registrationForm1({ email: 'bob@gmail.com' }));
    expect(refused).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT', field: 'email' } });
    expect(await w.persistence.repositories.users.findByEmail('bob@gmail.com')).toBeNull();
    const admitted = await w.useCases.registerPlayer.execute(registrationForm1({ email: 'cat@example.org' }));
    expect(admitted.ok).toBe(true);
    await w.useCases.changeSetting.execute({ key: 'allowedEmailDomains', value: [] });
    expect(
      (await w.useCases.registerPlayer.execute(registrationForm1({ email: 'dan@any.example' }))).ok,
    ).toBe(true);
  });

  it('a new game takes the default numbers and the duration cap from the settings', async () => {
    const w = securityWorld();
    const standard = await w.useCases.createGame.execute(aGameInput());
    expect(standard).toMatchObject({ ok: true, value: { totalNumbers: 125, durationHours: 240 } });
    await w.useCases.changeSetting.execute({ key: 'defaultGameNumbers', value: 50 });
    await w.useCases.changeSetting.execute({ key: 'maxGameDurationHours', value: 24 });
    const capped = await w.useCases.createGame.execute(aGameInput());
    expect(capped).toMatchObject({ ok: true, value: { totalNumbers: 50, durationHours: 24 } });
    const tooLong = await w.useCases.createGame.execute(aGameInput({ durationHours: 25 }));
    expect(tooLong).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT', field: 'durationHours' } });
  });

  it('a new game must have a prize value in the operator range', async () => {
    const w = securityWorld();
    await w.useCases.changeSetting.execute({ key: 'maxPrizeValueCents', value: 50_000 });
    await w.useCases.changeSetting.execute({ key: 'minPrizeValueCents', value: 10_000 });
    for (const prizeValueCents of [undefined, 9_999, 50_001]) {
      const refused = await w.useCases.createGame.execute(aGameInput({ prizeValueCents }));
      expect(refused).toMatchObject({
        ok: false,
        error: { field: 'prizeValueCents', message: 'Prize value must be from $100 to $500 in whole cents' },
      });
    }
    expect(await w.persistence.repositories.games.list()).toEqual([]);
    expect((await w.useCases.createGame.execute(aGameInput({ prizeValueCents: 50_000 }))).ok).toBe(true);
  });

  it('maintenance mode pauses free spins with 503 MAINTENANCE and claims nothing', async () => {
    const w = securityWorld();
    const ann = await w.aPlayer();
    const game = await w.aLiveGame();
    await w.useCases.changeSetting.execute({ key: 'maintenanceMode', value: true });
    const paused = await w.useCases.takeFreeSpin.execute({ userId: ann.id, gameId: game.id });
    expect(paused).toEqual({
      ok: false,
      error: { code: 'MAINTENANCE', message: 'The site is under maintenance. Spins are paused.' },
    });
    expect(await w.persistence.repositories.numbers.findFreeEntry(ann.id, game.id)).toBeNull();
    await w.useCases.changeSetting.execute({ key: 'maintenanceMode', value: false });
    expect((await w.useCases.takeFreeSpin.execute({ userId: ann.id, gameId: game.id })).ok).toBe(true);
  });
});

describe('changing settings', () => {
  it('refuses a value that breaks its rule and changes nothing', async () => {
    const w = securityWorld();
    const refused = await w.useCases.changeSetting.execute({ key: 'maxLoginAttempts', value: 0 });
    expect(refused).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT', field: 'maxLoginAttempts' } });
    expect(await w.useCases.getSettings.execute()).toEqual(defaultSettings());
  });

  it('refuses an unknown key with NOT_FOUND', async () => {
    const w = securityWorld();
    const refused = await w.useCases.changeSetting.execute({ key: 'toString', value: 1 });
    expect(refused).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
  });

  it('refuses a minimum prize above the maximum', async () => {
    const w = securityWorld();
    const refused = await w.useCases.changeSetting.execute({ key: 'minPrizeValueCents', value: 2_000_000 });
    expect(refused).toMatchObject({ ok: false, error: { field: 'minPrizeValueCents' } });
    expect((await w.useCases.getSettings.execute()).minPrizeValueCents).toBe(0);
  });

  it('answers every setting after a change, and Reset brings back the defaults', async () => {
    const w = securityWorld();
    const changed = await w.useCases.changeSetting.execute({
      key: 'paymentProcessingFeePercent',
      value: 3.5,
    });
    expect(changed).toEqual({ ok: true, value: { ...defaultSettings(), paymentProcessingFeePercent: 3.5 } });
    expect(await w.useCases.resetSettings.execute()).toEqual(defaultSettings());
    expect(await w.useCases.getSettings.execute()).toEqual(defaultSettings());
  });
});

describe('the settings cache', () => {
  it('reads the store at most once per period, and sees its own changes at once', async () => {
    const store = new InMemorySettingsStore();
    let now = 0;
    const cached = new CachedSettingsStore(store, 5_000, () => now);
    expect(await cached.get('maintenanceMode')).toBe(false);
    await store.set('maintenanceMode', true); // another process
    now = 4_999;
    expect(await cached.get('maintenanceMode')).toBe(false);
    now = 5_000;
    expect(await cached.get('maintenanceMode')).toBe(true);
    await cached.set('maintenanceMode', false);
    expect(await cached.get('maintenanceMode')).toBe(false);
  });

  it('hands out copies, so a caller cannot change the cached lists', async () => {
    const cached = new CachedSettingsStore(new InMemorySettingsStore());
    (await cached.get('allowedEmailDomains')).push('evil.example');
    expect(await cached.get('allowedEmailDomains')).toEqual(['gmail.com']);
  });
});
