import { useEffect } from 'react';

/** A refused stream (the server is full, or answered an error) is asked for again this much later. */
const RETRY_REFUSED_MS = 30_000;

interface SubscriptionState {
  status: 'idle' | 'connecting' | 'pending' | 'error';
  reset(): void;
}

/**
 * Whether a live stream is up: then the page stops polling what the stream brings. While it is down
 * (connecting again after a drop, or refused) the page polls (docs/rules/player-pages.md, Keeping figures fresh); the link
 * reconnects a dropped stream by itself, and a refused one is asked for again after a while.
 */
export function useStreamUp(subscription: SubscriptionState, received: boolean): boolean {
  const { status, reset } = subscription;
  useEffect(() => {
    if (status !== 'error') return;
    const timer = setTimeout(reset, RETRY_REFUSED_MS);
    return () => clearTimeout(timer);
  }, [status, reset]);
  return status === 'pending' && received;
}
