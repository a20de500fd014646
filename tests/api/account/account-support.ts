import { randomUUID } from 'node:crypto';
import type { NumberClaim } from '../../../domain/play/number-claim';
import type { TestApp } from '../support/test-app';

/** tRPC over HTTP, as the client's links call it. */
export const trpcQuery = (t: TestApp, path: string, cookie?: string, input?: unknown) =>
  t.call(
    'GET',
    `/trpc/${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`,
    {
      cookie: cookie ?? null,
    },
  );

export const trpcMutation = (t: TestApp, path: string, cookie?: string, input?: unknown) =>
  t.call('POST', `/trpc/${path}`, {
    cookie: cookie ?? null,
    headers: { 'content-type': 'application/json' },
    ...(input === undefined ? {} : { json: input }),
  });

/** A claim written straight to the store, as the paid-spin use case will write it. */
export async function seedClaim(
  t: TestApp,
  fields: Pick<NumberClaim, 'userId' | 'gameId' | 'number'> & Partial<NumberClaim>,
): Promise<NumberClaim> {
  const claim: NumberClaim = {
    id: randomUUID(),
    kind: 'paid',
    status: 'paid',
    priceCents: fields.number * 100,
    requestId: null,
    createdAt: t.clock.now(),
    settledAt: t.clock.now(),
    holdExpiresAt: null,
    ...fields,
  };
  await t.persistence.repositories.numbers.claim(claim);
  return claim;
}

export const json = async (response: Response) => ({ status: response.status, body: await response.json() });
