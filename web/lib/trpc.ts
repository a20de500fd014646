import type { QueryClient } from '@tanstack/react-query';
import { httpBatchLink, splitLink } from '@trpc/client';
import { createTRPCQueryUtils, createTRPCReact } from '@trpc/react-query';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../adapters/http/routers/app';
import { lazySubscriptionLink } from './lazy-subscription-link';

export const trpc = createTRPCReact<AppRouter>();

export function createTrpcClient() {
  return trpc.createClient({
    links: [
      splitLink({
        // Live updates (games.live, games.lobbyLive) stream over server-sent events.
        condition: (op) => op.type === 'subscription',
        true: lazySubscriptionLink,
        false: httpBatchLink({
          url: '/trpc',
          // The server refuses batches of more calls (MAX_BATCH_CALLS in adapters/http/trpc-handler.ts).
          maxItems: 20,
          fetch: (input, init) => fetch(input, { ...init, credentials: 'include' }),
        }),
      }),
    ],
  });
}

export type TrpcClient = ReturnType<typeof createTrpcClient>;

export function createTrpcUtils(queryClient: QueryClient, client: TrpcClient) {
  return createTRPCQueryUtils({ queryClient, client });
}

export type TrpcUtils = ReturnType<typeof createTrpcUtils>;

type Outputs = inferRouterOutputs<AppRouter>;
export type UserOut = NonNullable<Outputs['auth']['me']>;
export type GameOut = Outputs['games']['byId'];
export type FreeSpinOut = Outputs['spins']['free'];
export type PaidSpinOut = Outputs['spins']['paid'];
export type PaymentCardOut = Outputs['cards']['list'][number];
export type PreferencesOut = Outputs['account']['preferences'];
export type SpendingOut = Outputs['responsiblePlay']['spending'];
export type LimitsOut = Outputs['responsiblePlay']['limits'];
export type ClaimOut = Outputs['claims']['get'];
