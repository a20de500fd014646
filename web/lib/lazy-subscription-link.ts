import type { OperationLink, TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import type { AppRouter } from '../../adapters/http/routers/app';

/** The subscription link, loaded at the first subscription; every later one reuses it. */
export const lazySubscriptionLink: TRPCLink<AppRouter> = () => {
  let loaded: Promise<OperationLink<AppRouter>> | null = null;
  return ({ op, next }) =>
    observable((observer) => {
      let stop: (() => void) | null = null;
      let cancelled = false;
      loaded ??= import('./subscription-link').then((module) => module.subscriptionLink);
      loaded.then(
        (link) => {
          if (cancelled) return;
          const subscription = link({ op, next }).subscribe(observer);
          stop = () => subscription.unsubscribe();
        },
        (error: unknown) => {
          loaded = null;
          observer.error(error as never);
        },
      );
      return () => {
        cancelled = true;
        stop?.();
      };
    });
};
