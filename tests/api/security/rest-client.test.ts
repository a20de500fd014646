import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aPaidGame } from '../../support/paid-spins';
import { startTestServer, type TestServer } from '../../support/test-server';
import { send, sessionCookieFrom } from '../access/send';
import { registrationForm1, Sha256PasswordHasher } from '../support/test-app';

/**
 * A REST client that is not a browser (curl, a script, an app) sends neither Origin nor
 * Sec-Fetch-Site: every player call of the REST API works for it, on the real server.
 */
describe('a header-less REST client', () => {
  let server: TestServer;
  let gameId: number;

  beforeAll(async () => {
    server = await startTestServer({
      reconcileIntervalMs: 0,
      overrides: { hasher: new Sha256PasswordHasher() },
    });
    gameId = await aPaidGame(server, 50);
  });
  afterAll(() => server?.close());

  /** A call with no Origin and no Sec-Fetch-Site header. */
  const call = (method: string, path: string, cookie: string | null, json?: unknown) =>
    send(server.url, { method, path, cookie, json, origin: null });

  it('walks every player call: register, log in, cards, paid and declined spins, password, log out', async () => {
    const form = registrationForm1({ acceptedTermsAt: new Date(Date.now() - 60_000).toISOString() });
    const registered = await call('POST', '/api/register', null, form);
    expect(registered.status, registered.text).toBe(201);

    const login = await call('POST', '/api/login', null, { email: form.email, password: form.password });
    expect(login.status, login.text).toBe(200);
    const cookie = sessionCookieFrom(login);

    const ok = await call('POST', '/api/card/add', cookie, { cardNonce: 'cnon:card-nonce-ok' });
    expect(ok.status, ok.text).toBe(200);
    const paid = await call('POST', '/api/spin', cookie, { gameId, agreedToTerms: true });
    expect(paid.status, paid.text).toBe(200);
    expect(paid.json).toMatchObject({ status: 'paid', gameId });

    // A declining card as the default: the next spin is declined and its number held.
    expect(
      (await call('POST', '/api/card/add', cookie, { cardNonce: 'cnon:card-nonce-declined' })).status,
    ).toBe(200);
    const cards = await call('GET', '/api/payment-cards', cookie);
    const declining = cards.json.find((card: { isDefault: boolean }) => !card.isDefault) ?? cards.json.at(-1);
    const defaulted = await call('PUT', `/api/payment-cards/${declining.id}/set-default`, cookie);
    expect(defaulted.status, defaulted.text).toBe(200);
    const declined = await call('POST', '/api/spin', cookie, { gameId, agreedToTerms: true });
    expect(declined.status, declined.text).toBe(400);
    expect(declined.json).toMatchObject({ code: 'PAYMENT_DECLINED', paymentFailed: true });

    const held = declined.json.number;
    const payment = await call('POST', '/api/process-payment', cookie, {
      gameId,
      number: held,
      cardNonce: 'cnon:card-nonce-ok',
    });
    expect(payment.status, payment.text).toBe(200);
    expect(payment.json).toMatchObject({ success: true, number: held });

    const changed = await call('POST', '/api/user/change-password', cookie, {
      currentPassword: form.password,
      newPassword: 'another-secret-password',
    });
    expect(changed.status, changed.text).toBe(200);

    const out = await call('POST', '/api/logout', cookie);
    expect(out.status, out.text).toBe(200);
    expect((await call('GET', '/api/user', cookie)).status).toBe(401);
  });

  it('still refuses a browser-style cross-site request', async () => {
    const form = registrationForm1({ acceptedTermsAt: new Date(Date.now() - 60_000).toISOString() });
    for (const refusal of [
      { origin: 'https://evil.example' },
      { origin: null, headers: { 'sec-fetch-site': 'cross-site' } },
      { origin: null, headers: { 'sec-fetch-site': 'same-site' } },
    ]) {
      const answer = await send(server.url, {
        method: 'POST',
        path: '/api/register',
        json: form,
        ...refusal,
      });
      expect(answer.status, JSON.stringify(refusal)).toBe(403);
      expect(answer.json).toEqual({ message: 'Cross-site request refused', code: 'FORBIDDEN' });
    }
    // Nothing was registered by the refused calls.
    expect(
      (await call('POST', '/api/login', null, { email: form.email, password: form.password })).status,
    ).toBe(401);
  });

  it('refuses an Origin equal to the Host header when it is not the public origin', async () => {
    const form = registrationForm1({ acceptedTermsAt: new Date(Date.now() - 60_000).toISOString() });
    // A name that reaches the same server (DNS rebinding, a proxy) is not our public origin.
    const host = `rebound.example:${new URL(server.url).port}`;
    const answer = await rawPost(server.url, '/api/register', form, { host, origin: `http://${host}` });
    expect(answer).toEqual({
      status: 403,
      json: { message: 'Cross-site request refused', code: 'FORBIDDEN' },
    });
    const publicOrigin = await rawPost(server.url, '/api/register', form, { origin: server.publicUrl });
    expect(publicOrigin.status).toBe(201);
  });
});

/** A POST through node:http, which (unlike fetch) sends the Host header it is given. */
function rawPost(
  baseUrl: string,
  path: string,
  json: unknown,
  headers: Record<string, string>,
): Promise<{ status: number; json: unknown }> {
  const body = JSON.stringify(json);
  return new Promise((resolve, reject) => {
    const req = request(
      `${baseUrl}${path}`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          ...headers,
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(text) }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
