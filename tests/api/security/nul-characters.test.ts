import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccessFixture, startAccessFixture } from '../access/fixture';
import { send } from '../access/send';
import { snapshot } from '../access/snapshot';

/** PostgreSQL text cannot hold NUL: such input is a 400 naming the field, never a 500 (found by the fuzz test). */
describe('a NUL character anywhere in a request', () => {
  let fx: AccessFixture;

  beforeAll(async () => {
    fx = await startAccessFixture();
  });
  afterAll(() => fx?.server.close());

  const cases: [string, string, unknown, string][] = [
    ['POST', '/api/login', { email: 'a\u0000@gmail.com', password: 'secret-password' }, 'email'],
    ['POST', '/api/register', { firstName: 'A\u0000', lastName: 'B', email: 'x@gmail.com' }, 'firstName'],
    ['POST', '/api/notify', { email: 'fan\u0000@gmail.com' }, 'email'],
    ['POST', '/api/contact', { name: 'N', email: 'x@gmail.com', subject: '\u0000', message: 'm' }, 'subject'],
    [
      'POST',
      '/api/payment-cards',
      { cardNonce: 'cnon:card-nonce-ok', cardholderName: 'A\u0000B' },
      'cardholderName',
    ],
    ['POST', '/trpc/auth.login', { email: 'a@gmail.com', password: 'x\u0000' }, 'password'],
    ['POST', '/trpc/auth.login?batch=1', { 0: { email: '\u0000' } }, '0.email'],
    ['POST', '/api/contact', { name: { 'x\u0000': 1 } }, 'name'],
    ['POST', '/api/notify', '\u0000', 'body'],
  ];

  it.each(cases)('%s %s -> 400 naming %j, changing nothing', async (method, path, json, field) => {
    const before = await snapshot(fx.server.db.sql);
    const answer = await send(fx.url, { method, path, json, cookie: fx.me.cookie });
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({
      message: `Invalid ${field}: must not contain NUL characters`,
      code: 'INVALID_INPUT',
      field,
    });
    expect(await snapshot(fx.server.db.sql)).toEqual(before);
  });

  it('in a query string or a tRPC query input', async () => {
    const input = encodeURIComponent(JSON.stringify({ id: 1, note: 'x\u0000' }));
    const trpc = await send(fx.url, { method: 'GET', path: `/trpc/games.byId?input=${input}` });
    expect(trpc.json).toMatchObject({ code: 'INVALID_INPUT', field: 'input.note' });
    const rest = await send(fx.url, { method: 'GET', path: '/api/games?q=%00' });
    expect(rest.json).toMatchObject({ code: 'INVALID_INPUT', field: 'q' });
  });

  it('leaves ordinary input alone, a literal backslash-u0000 text included', async () => {
    const answer = await send(fx.url, {
      method: 'POST',
      path: '/api/contact',
      json: { name: 'Fay', email: 'fay@gmail.com', subject: 'The text \\u0000', message: 'Ünïcode ✓' },
    });
    expect(answer.status).toBe(201);
  });
});
