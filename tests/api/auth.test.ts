import { describe, expect, it } from 'vitest';
import { buildTestApp, registrationForm1, registrationForm2, sessionCookieOf } from './support/test-app';

const USER_KEYS = [
  'cardBrand',
  'cardLast4',
  'cardOnFile',
  'createdAt',
  'email',
  'firstName',
  'id',
  'lastName',
  'phone',
  'state',
].sort();

describe('POST /api/register', () => {
  it('creates an account from the first payload and answers 201 { message, user }', async () => {
    const t = buildTestApp();
    const payload = registrationForm1({ email: 'Pat.Player@Gmail.com' });
    const res = await t.call('POST', '/api/register', { json: payload });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.message).toEqual(expect.any(String));
    expect(Object.keys(body.user).sort()).toEqual(USER_KEYS);
    expect(body.user).toMatchObject({
      firstName: 'Pat',
      lastName: 'Player',
      email: 'pat.player@gmail.com',
      phone: '615-555-0100',
      state: 'TN',
      cardOnFile: false,
      cardBrand: null,
      cardLast4: null,
    });
    expect(new Date(body.user.createdAt).toISOString()).toBe(body.user.createdAt);
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('accepts the second payload (no state, terms or phone)', async () => {
    const t = buildTestApp();
    const res = await t.call('POST', '/api/register', { json: registrationForm2() });
    expect(res.status).toBe(201);
    expect((await res.json()).user).toMatchObject({ state: null, phone: null, firstName: 'Sam' });
  });

  it("refuses a second account for an e-mail with 409 'Email already registered'", async () => {
    const t = buildTestApp();
    const payload = registrationForm1();
    expect((await t.call('POST', '/api/register', { json: payload })).status).toBe(201);
    const again = await t.call('POST', '/api/register', {
      json: { ...payload, email: String(payload.email).toUpperCase() },
    });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ message: 'Email already registered', code: 'EMAIL_TAKEN' });
  });

  it("answers the domain's rule as a 400 naming the field", async () => {
    const t = buildTestApp();
    const res = await t.call('POST', '/api/register', { json: registrationForm1({ password: 'abc' }) });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: 'Password must be at least 6 characters long',
      code: 'INVALID_INPUT',
      field: 'password',
    });
  });

  it('refuses a blocked state with the eligibility text', async () => {
    const t = buildTestApp();
    const res = await t.call('POST', '/api/register', { json: registrationForm1({ state: 'NY' }) });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'NOT_ELIGIBLE', field: 'state' });
  });

  it('answers a wrongly typed field with 400 naming it', async () => {
    const t = buildTestApp();
    const res = await t.call('POST', '/api/register', { json: registrationForm1({ firstName: 42 }) });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'INVALID_INPUT', field: 'firstName' });
  });
});

describe('POST /api/login', () => {
  it('answers { user } and sets an HttpOnly SameSite=Lax session cookie for 30 days', async () => {
    const t = buildTestApp();
    const { email, password } = await t.signUp();
    const res = await t.call('POST', '/api/login', { json: { email, password } });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(Object.keys(body)).toEqual(['user']);
    expect(body.user.email).toBe(email);
    const [cookie] = res.headers.getSetCookie();
    expect(cookie).toMatch(/^pw_session=[A-Za-z0-9_-]{43}; /);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain(`Max-Age=${30 * 86_400}`);
    expect(cookie).not.toContain('Secure');
  });

  it('names the cookie __Host-pw_session with Secure behind HTTPS', async () => {
    const t = buildTestApp({ secureCookies: true, publicUrl: 'https://prizewheel.example' });
    const payload = registrationForm1();
    const origin = 'https://prizewheel.example';
    await t.call('POST', '/api/register', { json: payload, origin });
    const res = await t.call('POST', '/api/login', {
      json: { email: payload.email, password: payload.password },
      origin,
    });
    const [cookie] = res.headers.getSetCookie();
    expect(cookie).toMatch(/^__Host-pw_session=/);
    expect(cookie).toContain('; Secure');
    const me = await t.call('GET', '/api/user', { cookie: sessionCookieOf(res) });
    expect(me.status).toBe(200);
  });

  it('issues a new token at every login', async () => {
    const t = buildTestApp();
    const { email, password, cookie } = await t.signUp();
    const again = sessionCookieOf(await t.call('POST', '/api/login', { json: { email, password } }));
    expect(again).not.toBe(cookie);
  });

  it('answers a wrong password and an unknown e-mail identically', async () => {
    const t = buildTestApp();
    const { email } = await t.signUp();
    const wrong = await t.call('POST', '/api/login', { json: { email, password: 'not-the-password' } });
    const unknown = await t.call('POST', '/api/login', {
      json: { email: 'nobody@gmail.com', password: 'not-the-password' },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(wrong.status);
    expect(await unknown.json()).toEqual(await wrong.json());
    expect(wrong.headers.getSetCookie()).toEqual([]);
  });

  it("answers missing credentials with 'Email and password are required'", async () => {
    const t = buildTestApp();
    const res = await t.call('POST', '/api/login', { json: {} });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe('Email and password are required');
  });
});

describe('GET /api/user and POST /api/logout', () => {
  it('answers 401 Authentication required without a session', async () => {
    const t = buildTestApp();
    const res = await t.call('GET', '/api/user');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Authentication required', code: 'UNAUTHENTICATED' });
  });

  it('answers 401 for a forged or malformed cookie', async () => {
    const t = buildTestApp();
    for (const cookie of ['pw_session=forged-token', 'pw_session=', 'pw_session=%00%ff', 'other=1']) {
      expect((await t.call('GET', '/api/user', { cookie })).status).toBe(401);
    }
  });

  it('answers the current user with a session', async () => {
    const t = buildTestApp();
    const { cookie, email, id } = await t.signUp();
    const res = await t.call('GET', '/api/user', { cookie });
    expect(res.status).toBe(200);
    const user = await res.json();
    expect(Object.keys(user).sort()).toEqual(USER_KEYS);
    expect(user).toMatchObject({ id, email });
  });

  it('revokes the session and clears the cookie', async () => {
    const t = buildTestApp();
    const { cookie } = await t.signUp();
    const res = await t.call('POST', '/api/logout', { cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    expect(res.headers.getSetCookie()[0]).toMatch(/^pw_session=; Max-Age=0; /);
    expect((await t.call('GET', '/api/user', { cookie })).status).toBe(401);
  });

  it('answers a logout without a session with success too', async () => {
    const t = buildTestApp();
    expect(await (await t.call('POST', '/api/logout')).json()).toEqual({ success: true });
  });

  it('ends a session after 30 days without use', async () => {
    const t = buildTestApp();
    const { cookie } = await t.signUp();
    t.clock.advance(29 * 86_400_000);
    expect((await t.call('GET', '/api/user', { cookie })).status).toBe(200);
    t.clock.advance(29 * 86_400_000);
    expect((await t.call('GET', '/api/user', { cookie })).status).toBe(200);
    t.clock.advance(31 * 86_400_000);
    expect((await t.call('GET', '/api/user', { cookie })).status).toBe(401);
  });
});
