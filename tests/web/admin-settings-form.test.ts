import { describe, expect, it } from 'vitest';
import { adminPasswordProblem } from '../../web/routes/-components/admin/admin-password-rules';
import { errorRate, formatBytes, formatUptime, perMinute } from '../../web/routes/-components/admin/measures';
import {
  changedValues,
  defaultTextOf,
  draftOf,
  labelOf,
  type SettingRecord,
  settingValueOf,
} from '../../web/routes/-components/admin/setting-drafts';

const setting = (fields: Partial<SettingRecord>): SettingRecord => ({
  key: 'maxLoginAttempts',
  label: 'Max login attempts',
  type: 'integer',
  group: 'security',
  value: 5,
  default: 5,
  ...fields,
});

describe('the Settings form', () => {
  const prize = setting({
    key: 'minPrizeValueCents',
    label: 'Minimum prize value (cents)',
    value: 1050,
    default: 0,
  });
  const domains = setting({
    key: 'allowedEmailDomains',
    type: 'list',
    value: ['gmail.com'],
    default: ['gmail.com'],
  });

  it('shows money settings in dollars and sends cents', () => {
    expect(labelOf(prize)).toBe('Minimum prize value ($)');
    expect(draftOf(prize)).toBe('10.5');
    expect(settingValueOf(prize, '12.34')).toBe(1234);
  });

  it('says each default with its unit: a percentage, dollars, a list, or none', () => {
    const fee = setting({ key: 'paymentProcessingFeePercent', type: 'percent', value: 3, default: 2.9 });
    expect(defaultTextOf(fee)).toBe('2.9%');
    expect(defaultTextOf(setting({ ...prize, default: 1_000_000 }))).toBe('$10,000.00');
    expect(defaultTextOf(domains)).toBe('gmail.com');
    expect(defaultTextOf(setting({ type: 'list', value: [], default: [] }))).toBe('none');
  });

  it('reads lists from comma-separated text and sends unreadable numbers as typed', () => {
    expect(draftOf(domains)).toBe('gmail.com');
    expect(settingValueOf(domains, 'gmail.com, example.org,,')).toEqual(['gmail.com', 'example.org']);
    expect(settingValueOf(setting({}), 'seven')).toBe('seven');
    expect(settingValueOf(setting({}), ' 7 ')).toBe(7);
  });

  it("'Save All Settings' sends only the settings whose text changed", () => {
    const flag = setting({ key: 'maintenanceMode', type: 'boolean', value: false, default: false });
    const settings = [setting({}), prize, domains, flag];
    expect(
      changedValues(settings, { maxLoginAttempts: '5', minPrizeValueCents: '10.5', maintenanceMode: false }),
    ).toEqual({});
    expect(changedValues(settings, { maxLoginAttempts: '3', maintenanceMode: true })).toEqual({
      maxLoginAttempts: 3,
      maintenanceMode: true,
    });
  });

  it("checks the admin's new password as the back office words it", () => {
    expect(adminPasswordProblem('secret1', 'secret2')).toEqual([
      'Password Mismatch',
      "New password and confirmation don't match",
    ]);
    expect(adminPasswordProblem('abc', 'abc')).toEqual([
      'Password Too Short',
      'Password must be at least 6 characters long',
    ]);
    expect(adminPasswordProblem('secret1', 'secret1')).toBeNull();
  });
});

describe('measured figures as the System tab writes them', () => {
  it('writes sizes, uptimes and rates', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(81_920)).toBe('80 KB');
    expect(formatBytes(52_428_800)).toBe('50 MB');
    expect(formatUptime(59)).toBe('0m 59s');
    expect(formatUptime(3_720)).toBe('1h 2m');
    expect(formatUptime(90_061)).toBe('1d 1h 1m');
    expect(perMinute(150, 300)).toBe('30');
    expect(errorRate(1, 8)).toBe('12.5%');
    expect(errorRate(0, 0)).toBe('0%');
  });
});
