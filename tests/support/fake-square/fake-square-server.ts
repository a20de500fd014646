import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createCard, createCustomer, disableCard, listCards } from './card-handlers';
import {
  emptyState,
  type FakeHandler,
  type FakePayment,
  type FakeResponse,
  type FakeSquareState,
  squareError,
} from './fake-square-state';
import { IdempotencyStore } from './idempotency';
import { cancelPaymentByIdempotencyKey, createPayment } from './payment-handlers';

/**
 * A fault for the next request to a path. `status` answers at once without acting (unless
 * `afterProcessing`); `delayMs` acts, then answers late (past the client's timeout); `drop` acts, then
 * closes the connection without an answer. The last two are the "did it charge?" cases.
 */
export type FakeSquareFault =
  | { status: number; body?: unknown; afterProcessing?: boolean }
  | { delayMs: number }
  | { drop: true };

export interface FakeSquare {
  baseUrl: string;
  accessToken: string;
  locationId: string;
  /** Every payment created, in order, declined ones included (status FAILED). */
  payments(): FakePayment[];
  failNext(path: string, fault: FakeSquareFault): void;
  /** How many requests reached a path (all paths when omitted). */
  requestCount(path?: string): number;
  reset(): void;
  close(): Promise<void>;
}

interface Route {
  method: 'GET' | 'POST';
  pattern: RegExp;
  handler: FakeHandler;
  idempotent?: boolean;
}

const ROUTES: Route[] = [
  { method: 'POST', pattern: /^\/v2\/customers$/, handler: createCustomer, idempotent: true },
  { method: 'POST', pattern: /^\/v2\/cards$/, handler: createCard, idempotent: true },
  { method: 'GET', pattern: /^\/v2\/cards$/, handler: listCards },
  { method: 'POST', pattern: /^\/v2\/cards\/(?<cardId>[^/]+)\/disable$/, handler: disableCard },
  { method: 'POST', pattern: /^\/v2\/payments$/, handler: createPayment, idempotent: true },
  { method: 'POST', pattern: /^\/v2\/payments\/cancel$/, handler: cancelPaymentByIdempotencyKey },
];

const INJECTED_500 = squareError(500, 'API_ERROR', 'INTERNAL_SERVER_ERROR', 'Injected fault').body;

/**
 * A local stand-in for Square's REST API (the endpoints SquarePaymentGateway calls, sandbox nonces,
 * idempotency, bearer token), so the real `square` SDK is tested offline, with faults on demand.
 */
export async function startFakeSquare(
  options: { accessToken?: string; locationId?: string } = {},
): Promise<FakeSquare> {
  let state: FakeSquareState = emptyState(
    options.accessToken ?? 'fake-square-token',
    options.locationId ?? 'FAKE_LOCATION',
  );
  const idempotency = new IdempotencyStore();
  const faults = new Map<string, FakeSquareFault[]>();
  const requests: string[] = [];
  const timers = new Set<NodeJS.Timeout>();

  function dispatch(method: string, url: URL, body: Record<string, unknown>): FakeResponse {
    for (const route of ROUTES) {
      const match = route.method === method ? route.pattern.exec(url.pathname) : null;
      if (!match) continue;
      const params = Object.fromEntries(
        Object.entries(match.groups ?? {}).map(([name, value]) => [name, decodeURIComponent(value)]),
      );
      const act = () => route.handler({ body, params, query: url.searchParams }, state);
      return route.idempotent ? idempotency.answer(url.pathname, body, act) : act();
    }
    return squareError(404, 'INVALID_REQUEST_ERROR', 'NOT_FOUND', `No route ${method} ${url.pathname}`);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://fake-square');
    const raw = await readBody(req);
    requests.push(url.pathname);
    if (req.headers.authorization !== `Bearer ${state.accessToken}`) {
      return send(
        res,
        squareError(401, 'AUTHENTICATION_ERROR', 'UNAUTHORIZED', 'Bad or missing access token'),
      );
    }
    const fault = faults.get(url.pathname)?.shift();
    if (fault && 'status' in fault && !fault.afterProcessing) {
      return send(res, { status: fault.status, body: fault.body ?? INJECTED_500 });
    }
    let body: Record<string, unknown>;
    try {
      body = raw === '' ? {} : (JSON.parse(raw) as Record<string, unknown>);
    } catch {
      return send(res, squareError(400, 'INVALID_REQUEST_ERROR', 'EXPECTED_JSON_BODY', 'Invalid JSON'));
    }
    const response = dispatch(req.method ?? 'GET', url, body);
    if (!fault) return send(res, response);
    if ('drop' in fault) {
      req.socket.destroy();
      return;
    }
    if ('delayMs' in fault) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        send(res, response);
      }, fault.delayMs);
      timers.add(timer);
      return;
    }
    send(res, { status: fault.status, body: fault.body ?? INJECTED_500 });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) =>
      send(res, squareError(500, 'API_ERROR', 'INTERNAL_SERVER_ERROR', String(error))),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    accessToken: state.accessToken,
    locationId: state.locationId,
    payments: () => state.payments.map((payment) => ({ ...payment })),
    failNext(path, fault) {
      faults.set(path, [...(faults.get(path) ?? []), fault]);
    },
    requestCount: (path) => requests.filter((p) => path === undefined || p === path).length,
    reset() {
      state = emptyState(state.accessToken, state.locationId);
      idempotency.clear();
      faults.clear();
      requests.length = 0;
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}

function send(res: ServerResponse, { status, body }: FakeResponse): void {
  if (res.destroyed || res.writableEnded) return;
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
