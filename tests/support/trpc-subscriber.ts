/**
 * A tRPC subscription read by @trpc/client's own httpSubscriptionLink over Node's EventSource (run
 * with `node --experimental-eventsource --import tsx`; Node 20 has no EventSource without the flag),
 * as a browser page using tRPC's client would read it. Arguments: the server's URL, the procedure's
 * path, its input as JSON (or nothing). Prints what the link reports, one JSON line each: `started`,
 * `data` (the value), `error` (its message and the app's code: tRPC's error data), `complete` (the stream's `return` event).
 */
import { createTRPCClient, httpSubscriptionLink, TRPCClientError } from '@trpc/client';
import type { AppRouter } from '../../adapters/http/routers/app';

const [baseUrl, path, input] = process.argv.slice(2) as [string, string, string | undefined];
const print = (line: object) => process.stdout.write(`${JSON.stringify(line)}\n`);

const client = createTRPCClient<AppRouter>({
  links: [httpSubscriptionLink({ url: `${baseUrl}/trpc`, EventSource: globalThis.EventSource })],
});
// The path names a subscription of the router (games.live, games.lobbyLive, ...).
const procedure = path
  .split('.')
  .reduce<Record<string, unknown>>((at, key) => at[key] as never, client as never) as {
  subscribe: (input: unknown, handlers: object) => unknown;
};
procedure.subscribe(input === undefined ? undefined : JSON.parse(input), {
  onStarted: () => print({ type: 'started' }),
  onData: (data: unknown) => print({ type: 'data', data }),
  onError: (error: unknown) =>
    print({
      type: 'error',
      message: error instanceof Error ? error.message : String(error),
      code:
        error instanceof TRPCClientError
          ? (error.data as { appCode?: string } | undefined)?.appCode
          : undefined,
    }),
  onComplete: () => print({ type: 'complete' }),
});
