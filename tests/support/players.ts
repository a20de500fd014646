import type { UseCases } from '../../adapters/wiring/use-cases';
import { HttpClient } from './http-client';

/**
 * Sign-ins in flight at once from this one test address. Each attempt is counted against the address
 * before its password is checked, and a success gives it back: more parallel sign-ins than the
 * per-address ceiling (4 x 'max login attempts' = 20) would be refused, as they would be from any
 * one real address.
 */
const SIGN_IN_BATCH = 10;

/** Registers n players through the use case (fast), then signs each in over HTTP, 10 at a time. */
export async function signedInPlayers(
  useCases: UseCases,
  baseUrl: string,
  n: number,
  tag = 'p',
): Promise<HttpClient[]> {
  const clients: HttpClient[] = [];
  for (let from = 0; from < n; from += SIGN_IN_BATCH) {
    const batch = Array.from({ length: Math.min(SIGN_IN_BATCH, n - from) }, (_, k) => from + k);
    clients.push(...(await Promise.all(batch.map((i) => signedInPlayer(useCases, baseUrl, i, tag)))));
  }
  return clients;
}

/** A player registered through the use case (no sign-in), by e-mail and password. */
export async function aRegisteredPlayer(
  useCases: Pick<UseCases, 'registerPlayer'>,
  account: { email: string; password: string; firstName?: string; lastName?: string },
): Promise<number> {
  const registered = await useCases.registerPlayer.execute({
    firstName: account.firstName ?? 'Load',
    lastName: account.lastName ?? 'Player',
    email: account.email,
    phone: '615-555-0100',
    password: account.password,
    state: 'TN',
    optOutPublicity: false,
    acceptedTermsAt: new Date().toISOString(),
  });
  if (!registered.ok) throw new Error(registered.error.message);
  return registered.value.id;
}

async function signedInPlayer(
  useCases: UseCases,
  baseUrl: string,
  i: number,
  tag: string,
): Promise<HttpClient> {
  const email = `${tag}${i}.${process.pid}@gmail.com`;
  await aRegisteredPlayer(useCases, { email, password: 'secret-password', lastName: `Player${i}` });
  const client = new HttpClient(baseUrl);
  const login = await client.post('/api/login', { email, password: 'secret-password' });
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  return client;
}
