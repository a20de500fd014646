import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import { quantile } from './ceilings';

/**
 * One paid spin of the rush, timed by phase from the player's side: `connect` (a new connection's TCP
 * handshake, 0 on a kept one: a full listen backlog shows here as SYN retries of 1, 3, 7 s...),
 * `queue` (from the request on the wire to the server's handler: the kernel's accept queue and the
 * server's event loop), `server` (the handler, request to answer, from its Server-Timing `app`).
 */
export interface TimedSpin {
  at: number;
  ms: number;
  status: string;
  number: number | null;
  connect: number;
  queue: number;
  /** Null when the answer carried no Server-Timing (a failed request). */
  server: number | null;
  newConnection: boolean;
}

export interface Spread {
  p50: number;
  p99: number;
  max: number;
}

/** Where the spins' time went: each phase's spread, and the phases of the slowest spins. */
export interface SpinPhases {
  connect: Spread;
  queue: Spread;
  server: Spread;
  /** Spins that opened a new connection (the others reused one the pool kept). */
  newConnections: number;
  /** The slowest 1% (those at or above the p99), each phase's mean over them, in ms. */
  slowest: { spins: number; ms: number; connect: number; queue: number; server: number };
}

const APP_TIMING = /(?:^|,)\s*app;dur=([\d.]+)/;

/** A connection pool like a browser's: connections kept between a player's requests, as many as needed. */
export const rushAgent = () => new Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });

export function timedSpin(
  agent: Agent,
  url: string,
  gameId: number,
  headers: Record<string, string>,
): Promise<TimedSpin> {
  const start = performance.now();
  const body = JSON.stringify({ gameId, agreedToTerms: true });
  return new Promise((resolve) => {
    let sent = start;
    let newConnection = false;
    let connect = 0;
    const done = (status: string, number: number | null, firstByte: number, server: number | null) => {
      const at = performance.now();
      const queue = Math.max(0, firstByte - sent - (server ?? 0));
      resolve({ at, ms: at - start, status, number, connect, queue, server, newConnection });
    };
    const req = request(
      `${url}/api/spin`,
      {
        method: 'POST',
        agent,
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'idempotency-key': randomUUID(),
        },
      },
      (res) => {
        const firstByte = performance.now();
        const timing = APP_TIMING.exec(String(res.headers['server-timing'] ?? ''));
        const server = timing ? Number(timing[1]) : null;
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', (error) => done(failureOf(error), null, firstByte, server));
        res.on('end', () => {
          const ok = res.statusCode !== undefined && res.statusCode >= 200 && res.statusCode < 300;
          done(String(res.statusCode), ok ? numberIn(Buffer.concat(chunks)) : null, firstByte, server);
        });
      },
    );
    req.on('socket', (socket) => {
      sent = performance.now();
      if (!socket.connecting) return;
      newConnection = true;
      socket.once('connect', () => {
        connect = performance.now() - sent;
        sent = performance.now();
      });
    });
    req.on('error', (error) => done(failureOf(error), null, performance.now(), null));
    req.end(body);
  });
}

function numberIn(body: Buffer): number | null {
  try {
    const parsed = JSON.parse(body.toString('utf8')) as { number?: unknown };
    return typeof parsed.number === 'number' ? parsed.number : null;
  } catch {
    return null;
  }
}

/** A request that got no answer, by its code (a timeout, a reset connection...), fetch's cause or Node's own. */
export const failureOf = (error: unknown): string => {
  const cause = (error as { cause?: { code?: unknown } })?.cause;
  const code = typeof cause?.code === 'string' ? cause.code : (error as { code?: unknown })?.code;
  return `error ${typeof code === 'string' ? code : String((error as Error)?.message ?? error)}`;
};

/** The median, p99 and most of some samples (ms). */
export function spread(values: readonly number[]): Spread {
  const sorted = [...values].sort((x, y) => x - y);
  return { p50: quantile(sorted, 0.5), p99: quantile(sorted, 0.99), max: sorted.at(-1) ?? Number.NaN };
}

/** Each phase's spread over the spins, and the mean phases of the slowest 1%. */
export function spinPhases(spins: readonly TimedSpin[]): SpinPhases {
  const byTime = [...spins].sort((x, y) => x.ms - y.ms);
  const p99 = quantile(
    byTime.map((s) => s.ms),
    0.99,
  );
  const slow = byTime.filter((s) => s.ms >= p99);
  const mean = (pick: (s: TimedSpin) => number) =>
    slow.length === 0 ? Number.NaN : slow.reduce((sum, s) => sum + pick(s), 0) / slow.length;
  return {
    connect: spread(spins.map((s) => s.connect)),
    queue: spread(spins.map((s) => s.queue)),
    server: spread(spins.flatMap((s) => (s.server === null ? [] : [s.server]))),
    newConnections: spins.filter((s) => s.newConnection).length,
    slowest: {
      spins: slow.length,
      ms: mean((s) => s.ms),
      connect: mean((s) => s.connect),
      queue: mean((s) => s.queue),
      server: mean((s) => s.server ?? 0),
    },
  };
}
