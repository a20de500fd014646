import { beforeEach, describe, expect, it } from 'vitest';
import { defaultSettings } from '../../../domain/settings/settings';
import { signInAdmin } from '../support/admin-session';
import { buildTestApp, type TestApp } from '../support/test-app';

type SettingRecord = {
  key: string;
  label: string;
  type: string;
  group: string;
  value: unknown;
  default: unknown;
};

describe('the settings over REST', () => {
  let t: TestApp;
  let cookie: string;
  beforeEach(async () => {
    t = buildTestApp();
    cookie = await signInAdmin(t);
  });
  const patch = (key: string, json: unknown) =>
    t.call('PATCH', `/api/admin/settings/${encodeURIComponent(key)}`, { cookie, json });
  const list = async () =>
    (await (await t.call('GET', '/api/admin/settings', { cookie })).json()) as SettingRecord[];

  it('lists every setting with its label, type, group, value and default', async () => {
    const answer = await t.call('GET', '/api/admin/settings', { cookie });
    expect(answer.status).toBe(200);
    const settings = (await answer.json()) as SettingRecord[];
    expect(settings.map((s) => s.key).sort()).toEqual(Object.keys(defaultSettings()).sort());
    expect(settings.find((s) => s.key === 'maxLoginAttempts')).toEqual({
      key: 'maxLoginAttempts',
      label: 'Max login attempts',
      type: 'integer',
      group: 'security',
      value: 5,
      default: 5,
    });
    expect(settings.find((s) => s.key === 'allowedEmailDomains')).toMatchObject({
      type: 'list',
      group: 'application',
      value: ['gmail.com'],
    });
  });

  it('changes one setting and answers the updated record', async () => {
    const answer = await patch('maxLoginAttempts', { value: 7 });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ key: 'maxLoginAttempts', value: 7, default: 5 });
    expect((await list()).find((s) => s.key === 'maxLoginAttempts')?.value).toBe(7);
  });

  it.each([
    ['maxLoginAttempts', 0, 'Max login attempts must be a whole number from 1 to 1000'],
    ['maxLoginAttempts', 2.5, 'Max login attempts must be a whole number from 1 to 1000'],
    ['maxLoginAttempts', '7', 'Max login attempts must be a whole number from 1 to 1000'],
    ['sessionTimeoutMinutes', 4, 'Session timeout (minutes) must be a whole number from 5 to 1440'],
    ['defaultGameNumbers', 10_001, 'Default game numbers must be a whole number from 1 to 10000'],
    ['maxGameDurationHours', 731, 'Maximum game duration (hours) must be a whole number from 1 to 730'],
    ['maintenanceMode', 'yes', 'Maintenance mode must be true or false'],
    ['automaticDraw', null, 'Automatic draw must be true or false'],
    [
      'paymentProcessingFeePercent',
      2.555,
      'Payment processing fee (%) must be a percentage from 0 to 100 with at most two decimals',
    ],
    [
      'allowedEmailDomains',
      'gmail.com',
      'Allowed sign-up e-mail domains must be a list of at most 50 entries',
    ],
    [
      'allowedEmailDomains',
      ['not a domain'],
      "Allowed sign-up e-mail domains: 'not a domain' is not a domain name",
    ],
    ['ipWhitelist', ['10.0.0.0/33'], "IP whitelist: '10.0.0.0/33' is not an IP address or CIDR range"],
    ['minPrizeValueCents', 2_000_000, 'Minimum prize value must not be above the maximum prize value'],
  ])(
    'refuses %s = %j with a 400 naming the key and the rule, changing nothing',
    async (key, value, message) => {
      const before = await list();
      const answer = await patch(key, { value });
      expect(answer.status).toBe(400);
      expect(await answer.json()).toEqual({
        code: 'INVALID_INPUT',
        field: key === 'minPrizeValueCents' ? 'minPrizeValueCents' : key,
        message,
      });
      expect(await list()).toEqual(before);
    },
  );

  it('refuses a missing value naming the key, and an unknown key with a 404', async () => {
    const missing = await patch('maxLoginAttempts', {});
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ field: 'maxLoginAttempts' });
    const unknown = await patch('secretSauce', { value: 1 });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ code: 'NOT_FOUND', message: "Unknown setting 'secretSauce'" });
  });

  it('ends two parallel changes of one key in one of the two values, never a 500', async () => {
    for (let round = 0; round < 5; round++) {
      const answers = await Promise.all([
        patch('maxLoginAttempts', { value: 11 }),
        patch('maxLoginAttempts', { value: 22 }),
      ]);
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
      expect([11, 22]).toContain((await list()).find((s) => s.key === 'maxLoginAttempts')?.value);
    }
  });

  it("'Save All Settings' stores a batch together: a raised prize range in one go", async () => {
    const answer = await t.call('PATCH', '/api/admin/settings', {
      cookie,
      json: {
        values: { minPrizeValueCents: 2_000_000, maxPrizeValueCents: 5_000_000, maintenanceMode: true },
      },
    });
    expect(answer.status).toBe(200);
    const settings = (await answer.json()) as SettingRecord[];
    const value = (key: string) => settings.find((s) => s.key === key)?.value;
    expect([value('minPrizeValueCents'), value('maxPrizeValueCents'), value('maintenanceMode')]).toEqual([
      2_000_000,
      5_000_000,
      true,
    ]);
  });

  it("'Save All Settings' stores nothing when one value breaks its rule", async () => {
    const before = await list();
    const answer = await t.call('PATCH', '/api/admin/settings', {
      cookie,
      json: { values: { maintenanceMode: true, maxLoginAttempts: -1 } },
    });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ field: 'maxLoginAttempts' });
    const unknown = await t.call('PATCH', '/api/admin/settings', {
      cookie,
      json: { values: { maintenanceMode: true, nope: 1 } },
    });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({
      code: 'INVALID_INPUT',
      field: 'nope',
      message: "Unknown setting 'nope'",
    });
    expect(await list()).toEqual(before);
  });

  it("'Reset to Defaults' puts every setting back", async () => {
    await patch('maxLoginAttempts', { value: 9 });
    await patch('allowedEmailDomains', { value: ['example.org'] });
    const answer = await t.call('POST', '/api/admin/settings/reset', { cookie });
    expect(answer.status).toBe(200);
    const settings = (await answer.json()) as SettingRecord[];
    expect(settings.every((s) => JSON.stringify(s.value) === JSON.stringify(s.default))).toBe(true);
  });

  it('refuses every settings call without a session and with a player session', async () => {
    const player = await t.signUp();
    for (const who of [null, player.cookie]) {
      const calls = [
        t.call('GET', '/api/admin/settings', { cookie: who }),
        t.call('PATCH', '/api/admin/settings/maintenanceMode', { cookie: who, json: { value: true } }),
        t.call('PATCH', '/api/admin/settings', { cookie: who, json: { values: { maintenanceMode: true } } }),
        t.call('POST', '/api/admin/settings/reset', { cookie: who }),
      ];
      for (const answer of await Promise.all(calls)) expect(answer.status).toBe(401);
    }
    expect((await list()).find((s) => s.key === 'maintenanceMode')?.value).toBe(false);
  });
});

describe('the settings over tRPC', () => {
  it('lists, changes, saves a batch and resets', async () => {
    const t = buildTestApp();
    const cookie = await signInAdmin(t);
    const data = async (answer: Response) =>
      ((await answer.json()) as { result: { data: unknown } }).result.data;
    const listed = (await data(
      await t.call('GET', '/trpc/admin.settings.list', { cookie }),
    )) as SettingRecord[];
    expect(listed).toHaveLength(Object.keys(defaultSettings()).length);
    const changed = await t.call('POST', '/trpc/admin.settings.change', {
      cookie,
      json: { key: 'defaultGameNumbers', value: 200 },
    });
    expect(await data(changed)).toMatchObject({ key: 'defaultGameNumbers', value: 200 });
    const bad = await t.call('POST', '/trpc/admin.settings.change', {
      cookie,
      json: { key: 'defaultGameNumbers', value: 0 },
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.data).toMatchObject({
      appCode: 'INVALID_INPUT',
      field: 'defaultGameNumbers',
    });
    const saved = await t.call('POST', '/trpc/admin.settings.saveAll', {
      cookie,
      json: { values: { automaticDraw: true } },
    });
    expect(((await data(saved)) as SettingRecord[]).find((s) => s.key === 'automaticDraw')?.value).toBe(true);
    const reset = await t.call('POST', '/trpc/admin.settings.reset', { cookie, json: {} });
    expect(((await data(reset)) as SettingRecord[]).find((s) => s.key === 'automaticDraw')?.value).toBe(
      false,
    );
    const player = await t.signUp();
    expect((await t.call('GET', '/trpc/admin.settings.list', { cookie: player.cookie })).status).toBe(401);
  });
});
