import { beforeEach, describe, expect, it } from 'vitest';
import { adminCookieOf, signInAdmin, TEST_ADMIN } from '../support/admin-session';
import { buildTestApp, registrationForm1, type TestApp } from '../support/test-app';

const MINUTE = 60_000;

/**
 * Each setting of docs/rules/back-office.md, Settings, is applied where its rule runs: changed over HTTP, seen
 * at once by the code that reads it (the settings cache is dropped by this process's changes).
 */
describe('settings changed in the back office are applied', () => {
  let t: TestApp;
  let admin: string;
  beforeEach(async () => {
    t = buildTestApp();
    admin = await signInAdmin(t);
  });
  const set = async (key: string, value: unknown) => {
    const answer = await t.call('PATCH', `/api/admin/settings/${key}`, { cookie: admin, json: { value } });
    expect(answer.status, await answer.clone().text()).toBe(200);
  };

  it('maintenance mode: players cannot spin, the admin area works, and spins resume after', async () => {
    const game = await t.addGame();
    const player = await t.signUp();
    await set('maintenanceMode', true);
    const refused = await t.call('POST', '/api/free-spin', {
      cookie: player.cookie,
      json: { gameId: game.id },
    });
    expect(refused.status).toBe(503);
    expect(await refused.json()).toMatchObject({ code: 'MAINTENANCE' });
    expect((await t.call('GET', '/api/admin/settings', { cookie: admin })).status).toBe(200);
    await set('maintenanceMode', false);
    const spun = await t.call('POST', '/api/free-spin', { cookie: player.cookie, json: { gameId: game.id } });
    expect(spun.status).toBe(200);
  });

  it("max login attempts: the players' sign-in throttle follows it", async () => {
    const player = await t.signUp();
    await set('maxLoginAttempts', 2);
    const wrong = { email: player.email, password: 'wrong-password' };
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await t.call('POST', '/api/login', { json: wrong })).status);
    expect(statuses).toEqual([401, 401, 429]);
    // Raised to 4: the window already holds three attempts (the refused one counts), so one more.
    await set('maxLoginAttempts', 4);
    const more = [];
    for (let i = 0; i < 3; i++) more.push((await t.call('POST', '/api/login', { json: wrong })).status);
    expect(more).toEqual([401, 429, 429]);
  });

  it("max login attempts: the administrator's sign-in throttle follows it too", async () => {
    await set('maxLoginAttempts', 1);
    const wrong = { ...TEST_ADMIN, password: 'wrong-password' };
    expect((await t.call('POST', '/api/admin/login', { json: wrong })).status).toBe(401);
    expect((await t.call('POST', '/api/admin/login', { json: wrong })).status).toBe(429);
  });

  it("session timeout: an administrator's session ends after that long without a request", async () => {
    await set('sessionTimeoutMinutes', 10);
    t.clock.advance(9 * MINUTE);
    expect((await t.call('GET', '/api/admin/user', { cookie: admin })).status).toBe(200);
    t.clock.advance(10 * MINUTE);
    expect((await t.call('GET', '/api/admin/user', { cookie: admin })).status).toBe(401);
    const again = await t.call('POST', '/api/admin/login', { json: TEST_ADMIN });
    admin = adminCookieOf(again);
    await set('sessionTimeoutMinutes', 30);
    t.clock.advance(29 * MINUTE);
    expect((await t.call('GET', '/api/admin/user', { cookie: admin })).status).toBe(200);
  });

  it('allowed e-mail domains: sign-up admits exactly the listed domains', async () => {
    const at = (domain: string) => registrationForm1({ email: `fay.${domain}.${process.pid}@${domain}` });
    expect((await t.call('POST', '/api/register', { json: at('example.org') })).status).toBe(400);
    await set('allowedEmailDomains', ['example.org']);
    expect((await t.call('POST', '/api/register', { json: at('example.org') })).status).toBe(201);
    const gmail = await t.call('POST', '/api/register', { json: at('gmail.com') });
    expect(gmail.status).toBe(400);
    expect(await gmail.json()).toMatchObject({
      field: 'email',
      message: expect.stringContaining('example.org'),
    });
  });

  it('default game numbers and maximum duration: new games take them', async () => {
    await set('defaultGameNumbers', 60);
    await set('maxGameDurationHours', 48);
    const created = await t.useCases.createGame.execute({ name: 'Defaults', prize: 'Mug' });
    expect(created.ok && [created.value.totalNumbers, created.value.durationHours]).toEqual([60, 48]);
    const tooLong = await t.useCases.createGame.execute({ name: 'Long', prize: 'Mug', durationHours: 49 });
    expect(tooLong.ok ? null : tooLong.error).toMatchObject({ field: 'durationHours' });
  });

  it('prize value range: a game outside it is refused', async () => {
    await t.call('PATCH', '/api/admin/settings', {
      cookie: admin,
      json: { values: { minPrizeValueCents: 1_000, maxPrizeValueCents: 50_000 } },
    });
    const cheap = await t.useCases.createGame.execute({ name: 'Cheap', prize: 'Pen', prizeValueCents: 999 });
    expect(cheap.ok ? null : cheap.error).toMatchObject({
      field: 'prizeValueCents',
      message: 'Prize value must be from $10 to $500 in whole cents',
    });
    const dear = await t.useCases.createGame.execute({ name: 'Dear', prize: 'TV', prizeValueCents: 50_001 });
    expect(dear.ok).toBe(false);
    const fine = await t.useCases.createGame.execute({ name: 'Fine', prize: 'Mug', prizeValueCents: 5_000 });
    expect(fine.ok).toBe(true);
  });

  it('automatic draw and the processing fee are stored for the closing and analytics work', async () => {
    await set('automaticDraw', true);
    await set('paymentProcessingFeePercent', 3.5);
    const settings = await t.useCases.getSettings.execute();
    expect([settings.automaticDraw, settings.paymentProcessingFeePercent]).toEqual([true, 3.5]);
  });
});
