import { LIVE_TIMEOUT_MS } from './parameters';
import { parseSse, showsNumber } from './sse';

export type LiveLatency =
  | { available: false; reason: string }
  | { available: true; samples: number; p50: number; max: number; missed: number };

interface Arrival {
  at: number;
  data: string;
}

/**
 * The time for a claim made on server A to reach a subscriber of server B: B's `games.live`
 * subscription (tRPC over server-sent events) is opened once; each sample is one paid spin on A
 * by the next player, timed from just before its request to the first event B sends that shows
 * the claimed number (an object with that `number`, as in the recent numbers).
 */
export async function measureLiveLatency(
  a: string,
  b: string,
  gameId: number,
  cookies: string[],
): Promise<LiveLatency> {
  const abort = new AbortController();
  const input = encodeURIComponent(JSON.stringify({ id: gameId }));
  const response = await fetch(`${b}/trpc/games.live?input=${input}`, {
    headers: { accept: 'text/event-stream' },
    signal: abort.signal,
  });
  if (response.status === 404 || !response.body) {
    await response.body?.cancel();
    return { available: false, reason: `GET /trpc/games.live answered ${response.status}` };
  }
  if (!response.ok) throw new Error(`GET /trpc/games.live answered ${response.status}`);
  const arrivals: Arrival[] = [];
  let wake = () => {};
  const reading = readEvents(response.body, arrivals, () => wake()).catch(() => {});
  try {
    const latencies: number[] = [];
    let missed = 0;
    for (const cookie of cookies) {
      const start = performance.now();
      const number = await spinOn(a, cookie, gameId);
      const shown = () => arrivals.find((x) => x.at >= start && showsNumber(x.data, number));
      const arrival = await new Promise<Arrival | undefined>((resolve) => {
        const timer = setTimeout(
          () => resolve(undefined),
          Math.max(0, start + LIVE_TIMEOUT_MS - performance.now()),
        );
        wake = () => {
          const found = shown();
          if (found) {
            clearTimeout(timer);
            resolve(found);
          }
        };
        wake();
      });
      if (arrival) latencies.push(arrival.at - start);
      else missed++;
    }
    latencies.sort((x, y) => x - y);
    const p50 = latencies[Math.floor((latencies.length - 1) / 2)] ?? Number.NaN;
    return { available: true, samples: latencies.length, p50, max: latencies.at(-1) ?? Number.NaN, missed };
  } finally {
    abort.abort();
    await reading;
  }
}

async function readEvents(body: ReadableStream<Uint8Array>, into: Arrival[], onEvent: () => void) {
  const decoder = new TextDecoder();
  let rest = '';
  const reader = body.getReader();
  for (;;) {
    const { done, value: chunk } = await reader.read();
    if (done) return;
    const at = performance.now();
    const parsed = parseSse(rest + decoder.decode(chunk, { stream: true }));
    rest = parsed.rest;
    for (const event of parsed.events) into.push({ at, data: event.data });
    if (parsed.events.length > 0) onEvent();
  }
}

async function spinOn(url: string, cookie: string, gameId: number): Promise<number> {
  const response = await fetch(`${url}/api/spin`, {
    method: 'POST',
    headers: {
      origin: url,
      cookie,
      'content-type': 'application/json',
      'idempotency-key': crypto.randomUUID(),
    },
    body: JSON.stringify({ gameId, agreedToTerms: true }),
  });
  const body = (await response.json()) as { number?: number };
  if (!response.ok || typeof body.number !== 'number') {
    throw new Error(`a paid spin on ${url} answered ${response.status}: ${JSON.stringify(body)}`);
  }
  return body.number;
}
