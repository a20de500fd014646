import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isIpRule } from '../../domain/settings/setting-values';
import {
  checkPrizeValue,
  checkSettings,
  defaultSettings,
  parseSetting,
  SETTING_KEYS,
  SETTINGS,
  settingsFrom,
} from '../../domain/settings/settings';

describe('settings', () => {
  it('default to the values of docs/rules/back-office.md, Settings', () => {
    expect(defaultSettings()).toMatchObject({
      sessionTimeoutMinutes: 60,
      maxLoginAttempts: 5,
      defaultGameNumbers: 125,
      maxGameDurationHours: 730,
      minPrizeValueCents: 0,
      maxPrizeValueCents: 1_000_000,
      allowedEmailDomains: ['gmail.com'],
      maintenanceMode: false,
      automaticDraw: false,
      paymentProcessingFeePercent: 2.9,
    });
  });

  it('every default obeys its own rule', () => {
    for (const key of SETTING_KEYS) {
      expect(parseSetting(key, SETTINGS[key].defaultValue), key).toEqual({
        ok: true,
        value: SETTINGS[key].defaultValue,
      });
    }
  });

  it.each([
    ['maxLoginAttempts', 0],
    ['maxLoginAttempts', 2.5],
    ['maxLoginAttempts', '5'],
    ['defaultGameNumbers', 10_001],
    ['maxGameDurationHours', 731],
    ['maxPrizeValueCents', -1],
    ['maintenanceMode', 'true'],
    ['paymentProcessingFeePercent', 2.999],
    ['paymentProcessingFeePercent', 101],
    ['paymentProcessingFeePercent', Number.NaN],
    ['allowedEmailDomains', 'gmail.com'],
    ['allowedEmailDomains', ['not a domain']],
    ['allowedEmailDomains', [42]],
    ['ipWhitelist', ['10.0.0.300']],
    ['ipWhitelist', ['10.0.0.0/33']],
  ] as const)('refuse %s = %j, naming the setting', (key, value) => {
    const parsed = parseSetting(key, value);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toMatchObject({ code: 'INVALID_INPUT', field: key });
  });

  it('tidy list values: trimmed, lower case, no duplicates', () => {
    expect(parseSetting('allowedEmailDomains', [' Gmail.com', 'gmail.com', 'Example.ORG'])).toEqual({
      ok: true,
      value: ['gmail.com', 'example.org'],
    });
    expect(parseSetting('paymentProcessingFeePercent', 3.25)).toEqual({ ok: true, value: 3.25 });
  });

  it('refuse an unknown key with NOT_FOUND', () => {
    expect(parseSetting('nope' as 'maxLoginAttempts', 1)).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
  });

  it('refuse a prize range that is upside down', () => {
    const settings = { ...defaultSettings(), minPrizeValueCents: 500, maxPrizeValueCents: 100 };
    expect(checkSettings(settings)).toMatchObject({ ok: false, error: { field: 'minPrizeValueCents' } });
  });

  it('read stored values over the defaults, and a broken stored value as its default', () => {
    const stored = new Map<string, unknown>([
      ['maxLoginAttempts', 9],
      ['maintenanceMode', 'yes'],
      ['retired', true],
    ]);
    expect(settingsFrom(stored)).toEqual({ ...defaultSettings(), maxLoginAttempts: 9 });
  });

  it('whatever is stored, reading gives a complete set of valid values', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...SETTING_KEYS, 'other'), fc.jsonValue()), (record) => {
        const settings = settingsFrom(new Map(Object.entries(record)));
        for (const key of SETTING_KEYS) expect(parseSetting(key, settings[key]).ok, key).toBe(true);
        expect(checkSettings(settings).ok).toBe(true);
      }),
    );
  });

  it('bound the prize value by the operator range, in whole cents', () => {
    const settings = { ...defaultSettings(), minPrizeValueCents: 10_000, maxPrizeValueCents: 50_000 };
    expect(checkPrizeValue(10_000, settings)).toBeNull();
    expect(checkPrizeValue(9_999, settings)).toMatchObject({
      field: 'prizeValueCents',
      message: 'Prize value must be from $100 to $500 in whole cents',
    });
    expect(checkPrizeValue(50_000.5, settings)).not.toBeNull();
  });
});

describe('IP whitelist entries', () => {
  it.each(['10.0.0.1', '10.0.0.0/8', '::1', '2001:db8::/32', '::ffff:192.168.0.1', 'fe80::1:2:3:4:5'])(
    'accept %s',
    (entry) => expect(isIpRule(entry)).toBe(true),
  );
  it.each([
    '',
    '10.0.0',
    '256.1.1.1',
    '1.2.3.4/',
    '1.2.3.4/8/8',
    ':::1',
    '1:2:3:4:5:6:7:8:9',
    'g::1',
    'localhost',
  ])('refuse %j', (entry) => expect(isIpRule(entry)).toBe(false));
});
