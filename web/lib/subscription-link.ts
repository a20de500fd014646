import { type OperationLink, TRPCClientError } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import type { AppRouter } from '../../adapters/http/routers/app';

/**
 * A stream that sent nothing for this long is taken for dead and opened again: three of the server's
 * pings (SSE_PING_MS in adapters/http/trpc.ts).
 */
const SILENT_MS = 30_000;
/** A stream the server refused (a 503 from a proxy, a full server) is asked for again after this. */
const FIRST_RETRY_MS = 2_000;
const LAST_RETRY_MS = 30_000;

const urlOf = (path: string, input: unknown) =>
  `/trpc/${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`;

/**
 * tRPC subscriptions over the browser's EventSource, in tRPC's SSE format (data events carry the
 * value as JSON; 'connected', 'ping', 'serialized-error' and 'return' are named events). The link
 * reports 'connecting' while the stream is down and 'pending' once the server took it, which is
 * what the pages read to poll or not (web/lib/live-stream.ts). Its own chunk (loaded by
 * web/lib/lazy-subscription-link.ts): @trpc/client's httpSubscriptionLink lives in the module every
 * page loads and would weigh on the public pages' first visit.
 */
export const subscriptionLink: OperationLink<AppRouter> = ({ op }) =>
  observable((observer) => {
    let source: EventSource | null = null;
    let silence: ReturnType<typeof setTimeout> | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let retryMs = FIRST_RETRY_MS;
    const connecting = () => observer.next({ result: { type: 'state', state: 'connecting', error: null } });
    const heard = () => {
      clearTimeout(silence);
      silence = setTimeout(reopen, SILENT_MS);
    };
    const close = () => {
      clearTimeout(silence);
      clearTimeout(retry);
      source?.close();
      source = null;
    };
    function reopen() {
      close();
      connecting();
      retry = setTimeout(open, retryMs);
      retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
    }
    function open() {
      const events = new EventSource(urlOf(op.path, op.input), { withCredentials: true });
      source = events;
      heard();
      events.addEventListener('connected', () => {
        heard();
        retryMs = FIRST_RETRY_MS;
        observer.next({ result: { type: 'started' } });
        observer.next({ result: { type: 'state', state: 'pending', error: null } });
      });
      events.addEventListener('ping', heard);
      events.addEventListener('message', (event) => {
        heard();
        observer.next({ result: { data: JSON.parse(event.data) } });
      });
      events.addEventListener('serialized-error', (event) => {
        close();
        observer.error(TRPCClientError.from({ error: JSON.parse((event as MessageEvent).data) }));
      });
      events.addEventListener('return', () => {
        close();
        observer.complete();
      });
      // A dropped connection: EventSource tries again by itself; a refused one is closed for good.
      events.addEventListener('error', () => {
        if (events.readyState === EventSource.CLOSED) reopen();
        else connecting();
      });
    }
    connecting();
    open();
    return close;
  });
