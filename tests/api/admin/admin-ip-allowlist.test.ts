import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../support/test-server';
import { send } from '../access/send';
import { adminCookieOf, signInAdminAt, TEST_ADMIN } from '../support/admin-session';
import { adminLogin } from './two-factor-support';

const OFFICE = '10.1.2.3';
const ELSEWHERE = '192.0.2.77';

describe('the IP whitelist, behind a trusted proxy (TRUST_PROXY: the last X-Forwarded-For entry)', () => {
  let server: TestServer;
  let cookie: string;
  const from = (address: string) => ({ 'x-forwarded-for': `203.0.113.9, ${address}` });

  beforeAll(async () => {
    server = await startTestServer({ trustProxy: true });
    const login = await adminLogin(server.url, { ...TEST_ADMIN }, OFFICE);
    cookie = adminCookieOf(login);
  });
  afterAll(() => server?.close());

  it('refuses a whitelist that leaves out the administrator setting it, and changes nothing', async () => {
    const answer = await send(server.url, {
      method: 'PATCH',
      path: '/api/admin/settings',
      cookie,
      headers: from(OFFICE),
      json: { values: { ipWhitelist: ['198.51.100.0/24'] } },
    });
    expect(answer.status).toBe(403);
    expect(answer.json).toMatchObject({
      code: 'ADDRESS_NOT_ALLOWED',
      message: expect.stringContaining(OFFICE),
    });
    expect(await server.useCases.getSettings.execute()).toMatchObject({ ipWhitelist: [] });
  });

  it('once set, admits the administrator sign-in and every admin request only from a listed address', async () => {
    const saved = await send(server.url, {
      method: 'PATCH',
      path: '/api/admin/settings/ipWhitelist',
      cookie,
      headers: from(OFFICE),
      json: { value: ['10.1.2.0/24', '2001:db8::/32'] },
    });
    expect(saved.status).toBe(200);

    const inside = await send(server.url, {
      method: 'GET',
      path: '/api/admin/user',
      cookie,
      headers: from('10.1.2.200'),
    });
    expect(inside.status).toBe(200);
    const outside = await send(server.url, {
      method: 'GET',
      path: '/api/admin/user',
      cookie,
      headers: from(ELSEWHERE),
    });
    expect(outside.status).toBe(403);
    expect(outside.json).toEqual({
      code: 'ADDRESS_NOT_ALLOWED',
      message: 'The administrator area is not open to your network address',
    });
    const trpc = await send(server.url, {
      method: 'GET',
      path: '/trpc/admin.auth.me',
      cookie,
      headers: from(ELSEWHERE),
    });
    expect(trpc.status).toBe(403);
    expect(trpc.json.error.data).toMatchObject({ appCode: 'ADDRESS_NOT_ALLOWED' });
    const write = await send(server.url, {
      method: 'PATCH',
      path: '/api/admin/settings/ipWhitelist',
      cookie,
      headers: from(ELSEWHERE),
      json: { value: [] },
    });
    expect(write.status).toBe(403);
    expect(await server.useCases.getSettings.execute()).toMatchObject({
      ipWhitelist: ['10.1.2.0/24', '2001:db8::/32'],
    });

    const refused = await adminLogin(server.url, { ...TEST_ADMIN }, ELSEWHERE);
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ code: 'ADDRESS_NOT_ALLOWED' });
    expect(refused.headers.getSetCookie()).toEqual([]);
    expect((await adminLogin(server.url, { ...TEST_ADMIN }, '2001:db8::5')).status).toBe(200);
    // The session itself is kept: back on a listed address it works again.
    expect(
      (await send(server.url, { method: 'GET', path: '/api/admin/user', cookie, headers: from(OFFICE) }))
        .status,
    ).toBe(200);
  });
});

describe('the IP whitelist without a trusted proxy (the socket peer is the address)', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('ignores X-Forwarded-For, which any client can write', async () => {
    const cookie = await signInAdminAt(server.url);
    await server.useCases.changeSetting.execute({ key: 'ipWhitelist', value: ['10.0.0.0/8'] });
    const forged = await send(server.url, {
      method: 'GET',
      path: '/api/admin/user',
      cookie,
      headers: { 'x-forwarded-for': '10.9.9.9' },
    });
    expect(forged.status).toBe(403);
    expect((await adminLogin(server.url, { ...TEST_ADMIN }, '10.9.9.9')).status).toBe(403);

    await server.useCases.changeSetting.execute({ key: 'ipWhitelist', value: ['127.0.0.1'] });
    expect((await send(server.url, { method: 'GET', path: '/api/admin/user', cookie })).status).toBe(200);
  });
});
