import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  emptyState,
  type FakePayment,
  type FakeRefund,
  type FakeRefundRefusal,
  type FakeResponse,
  type FakeSquareState,
  squareError,
} from './fake-square-state';
import { IdempotencyStore } from './idempotency';
import { dispatch } from './routes';

/**
 * A fault for the next request to a path. `status` answers at once without acting (unless
 * `afterProcessing`); `hold` acts, then never answers, so the client's own timeout is what ends the
 * call, however slow the machine; `drop` acts, then closes the connection without an answer. The
 * last two are the "did it charge?" cases.
 */
type FakeSquareFault =
  | { status: number; body?: unknown; afterProcessing?: boolean }
  | { hold: true }
  | { drop: true };

export interface FakeSquare {
  baseUrl: string;
  accessToken: string;
  locationId: string;
  /** Every payment created, in order, declined ones included (status FAILED). */
  payments(): FakePayment[];
  /** Every refund created, in order, with its status now. */
  refunds(): FakeRefund[];
  /** The next refund created is turned down: at once with the code, or it ends FAILED once read. */
  refuseNextRefund(refusal?: Partial<FakeRefundRefusal>): void;
  /** The next `times` requests to a path meet the fault (e.g. Square answering 500 for a while). */
  failNext(path: string, fault: FakeSquareFault, times?: number): void;
  /** How many requests reached a path (all paths when omitted). */
  requestCount(path?: string): number;
  /**
   * Resolves once `count` requests to `path` have been handled since the last reset (answered, held
   * or dropped, after acting when the fault says so): what a fault test waits on instead of a sleep.
   */
  requested(path: string, count?: number): Promise<void>;
  reset(): void;
  close(): Promise<void>;
}

const INJECTED_500 = squareError(500, 'API_ERROR', 'INTERNAL_SERVER_ERROR', 'Injected fault').body;

/**
 * A local stand-in for Square's REST API (the endpoints SquarePaymentGateway calls, sandbox nonces,
 * idempotency, bearer token), so the real `square` SDK is tested offline, with faults on demand.
 * Refunds (POST /v2/refunds, GET /v2/refunds/{id}) start PENDING and have settled when read back.
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
  const waiters = new Set<{ path: string; count: number; resolve: () => void }>();
  const count = (path?: string) => requests.filter((p) => path === undefined || p === path).length;
  const settleWaiters = () => {
    for (const waiter of waiters) {
      if (count(waiter.path) < waiter.count) continue;
      waiters.delete(waiter);
      waiter.resolve();
    }
  };

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
    if (!/^\d{4}-\d{2}-\d{2}$/.test(String(req.headers['square-version']))) {
      return send(
        res,
        squareError(400, 'INVALID_REQUEST_ERROR', 'INVALID_SQUARE_VERSION_FORMAT', 'Square-Version'),
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
    const response = dispatch(req.method ?? 'GET', url, body, state, idempotency);
    if (!fault) return send(res, response);
    if ('drop' in fault) {
      req.socket.destroy();
      return;
    }
    if ('hold' in fault) return;
    send(res, { status: fault.status, body: fault.body ?? INJECTED_500 });
  }

  const server = createServer((req, res) => {
    handle(req, res)
      .catch((error: unknown) =>
        send(res, squareError(500, 'API_ERROR', 'INTERNAL_SERVER_ERROR', String(error))),
      )
      .finally(settleWaiters);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    accessToken: state.accessToken,
    locationId: state.locationId,
    payments: () => state.payments.map((payment) => ({ ...payment })),
    refunds: () => state.refunds.map((refund) => ({ ...refund })),
    refuseNextRefund(refusal = {}) {
      state.refundRefusals.push({ code: 'REFUND_DECLINED', when: 'at-once', ...refusal });
    },
    failNext(path, fault, times = 1) {
      faults.set(path, [...(faults.get(path) ?? []), ...Array.from({ length: times }, () => fault)]);
    },
    requestCount: count,
    requested(path, atLeast = 1) {
      return new Promise<void>((resolve) => {
        waiters.add({ path, count: atLeast, resolve });
        settleWaiters();
      });
    },
    reset() {
      state = emptyState(state.accessToken, state.locationId);
      idempotency.clear();
      faults.clear();
      requests.length = 0;
    },
    async close() {
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
