import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Argon2PasswordHasher } from '../../../adapters/security/argon2-password-hasher';
import { send } from '../access/send';
import { registrationForm1 } from '../support/test-app';
import { type ServerFarm, startServers } from './servers';

/** Sign-in must not tell an attacker which e-mails have accounts: same status, body, headers, time. */
describe('sign-in answers the same for an unknown e-mail and a wrong password', () => {
  let farm: ServerFarm;
  let url: string;
  const known = `known.${process.pid}@gmail.com`;

  beforeAll(async () => {
    // The real argon2id hasher: the decoy hash must cost what a real one costs.
    farm = await startServers([{ overrides: { hasher: new Argon2PasswordHasher() } }]);
    const server = farm.servers[0];
    if (!server) throw new Error('no server');
    url = server.url;
    await server.useCases.changeSetting.execute({ key: 'maxLoginAttempts', value: 1000 });
    const form = registrationForm1({
      email: known,
      acceptedTermsAt: new Date(Date.now() - 60_000).toISOString(),
    });
    expect((await send(url, { method: 'POST', path: '/api/register', json: form })).status).toBe(201);
  });
  afterAll(() => farm?.close());

  const attempt = async (email: string) => {
    const started = performance.now();
    const answer = await send(url, {
      method: 'POST',
      path: '/api/login',
      json: { email, password: 'not-the-password' },
    });
    return { answer, ms: performance.now() - started };
  };

  it('in status, body and headers', async () => {
    const unknown = await attempt(`nobody.${process.pid}@gmail.com`);
    const wrong = await attempt(known);
    expect(unknown.answer.status).toBe(401);
    expect(unknown.answer.json).toEqual({
      message: 'Invalid email or password',
      code: 'INVALID_CREDENTIALS',
    });
    expect(wrong.answer.status).toBe(unknown.answer.status);
    expect(wrong.answer.text).toBe(unknown.answer.text);
    const headers = (h: Headers) => [...h.keys()].filter((k) => k !== 'date').sort();
    expect(headers(wrong.answer.headers)).toEqual(headers(unknown.answer.headers));
    expect(wrong.answer.headers.getSetCookie()).toEqual([]);
  });

  it('in time: both verify an argon2id hash', async () => {
    const unknownMs: number[] = [];
    const wrongMs: number[] = [];
    await attempt(known); // warm up the decoy hash and the connection
    for (let i = 0; i < 12; i++) {
      unknownMs.push((await attempt(`stranger${i}.${process.pid}@gmail.com`)).ms);
      wrongMs.push((await attempt(known)).ms);
    }
    const median = (values: number[]) =>
      [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)] ?? 0;
    const ratio = median(unknownMs) / median(wrongMs);
    // Without the decoy an unknown e-mail answers in ~1 ms against tens of ms: a ratio far below 0.5.
    expect(ratio, `unknown ${median(unknownMs)} ms, wrong ${median(wrongMs)} ms`).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });
});
