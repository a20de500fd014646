import type { UseCases } from '../../adapters/use-cases';
import { HttpClient } from './http-client';

/** Registers n players through the use case (fast), then signs each in over HTTP. */
export async function signedInPlayers(
  useCases: UseCases,
  baseUrl: string,
  n: number,
  tag = 'p',
): Promise<HttpClient[]> {
  return Promise.all(
    Array.from({ length: n }, async (_, i) => {
      const email = `${tag}${i}.${process.pid}@gmail.com`;
      const registered = await useCases.registerPlayer.execute({
        firstName: 'Load',
        lastName: `Player${i}`,
        email,
        phone: '615-555-0100',
        password: 'secret-password',
        state: 'TN',
        optOutPublicity: false,
        acceptedTermsAt: new Date().toISOString(),
      });
      if (!registered.ok) throw new Error(registered.error.message);
      const client = new HttpClient(baseUrl);
      const login = await client.post('/api/login', { email, password: 'secret-password' });
      if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
      return client;
    }),
  );
}
