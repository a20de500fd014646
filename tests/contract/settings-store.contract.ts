import { beforeEach, describe, expect, it } from 'vitest';
import { defaultSettings } from '../../domain/settings/settings';
import type { StoreWorld } from './world';

type Subject = Pick<StoreWorld, 'settings'>;

export function describeSettingsStoreContract(name: string, makeSubject: () => Promise<Subject>) {
  describe(`SettingsStore contract: ${name}`, () => {
    let world: Subject;

    beforeEach(async () => {
      world = await makeSubject();
    });

    it('reads the default settings when nothing was stored', async () => {
      expect(await world.settings.getAll()).toEqual({
        sessionTimeoutMinutes: 60,
        maxLoginAttempts: 5,
        defaultGameNumbers: 125,
        maxGameDurationHours: 730,
        minPrizeValueCents: 0,
        maxPrizeValueCents: 1_000_000,
        allowedEmailDomains: ['gmail.com'],
        maintenanceMode: false,
        automaticDraw: false,
        drawDelayMinutes: 0,
        claimWindowHours: 72,
        automaticRedraw: false,
        paymentProcessingFeePercent: 2.9,
        twoFactorEnabled: false,
        ipWhitelist: [],
      });
      expect(await world.settings.get('maxLoginAttempts')).toBe(5);
    });

    it('stores one value and leaves the others at their defaults', async () => {
      await world.settings.set('maintenanceMode', true);
      await world.settings.set('allowedEmailDomains', ['gmail.com', 'example.org']);
      await world.settings.set('paymentProcessingFeePercent', 3.25);
      await world.settings.set('maxLoginAttempts', 7);
      await world.settings.set('maxLoginAttempts', 8);
      expect(await world.settings.getAll()).toEqual({
        ...defaultSettings(),
        maintenanceMode: true,
        allowedEmailDomains: ['gmail.com', 'example.org'],
        paymentProcessingFeePercent: 3.25,
        maxLoginAttempts: 8,
      });
      expect(await world.settings.get('allowedEmailDomains')).toEqual(['gmail.com', 'example.org']);
    });

    it('gives each reader its own copy of list values', async () => {
      const first = await world.settings.get('allowedEmailDomains');
      first.push('evil.example');
      expect(await world.settings.get('allowedEmailDomains')).toEqual(['gmail.com']);
    });

    it('stores a batch of values at once, leaving the others as they were', async () => {
      await world.settings.set('maxLoginAttempts', 9);
      await world.settings.setMany({ maintenanceMode: true, allowedEmailDomains: ['example.org'] });
      await world.settings.setMany({});
      expect(await world.settings.getAll()).toEqual({
        ...defaultSettings(),
        maxLoginAttempts: 9,
        maintenanceMode: true,
        allowedEmailDomains: ['example.org'],
      });
    });

    it('resets every value to its default', async () => {
      await world.settings.set('maintenanceMode', true);
      await world.settings.set('ipWhitelist', ['10.0.0.0/8']);
      await world.settings.resetAll();
      expect(await world.settings.getAll()).toEqual(defaultSettings());
    });
  });
}
