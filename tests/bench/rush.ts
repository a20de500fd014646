import { monitorEventLoopDelay } from 'node:perf_hooks';
import { type AcceptQueueFigures, watchAcceptQueue } from './accept-queue';
import { quantile } from './ceilings';
import {
  RUSH_ARRIVAL_SECONDS,
  RUSH_NUMBERS,
  RUSH_OBSERVER_EVERY,
  RUSH_PLAYERS,
  RUSH_SETTLE_MS,
} from './parameters';
import {
  failureOf,
  rushAgent,
  type SpinPhases,
  type Spread,
  spinPhases,
  spread,
  type TimedSpin,
  timedSpin,
} from './rush-spin';
import { parseSse } from './sse';

export interface RushFigures {
  players: number;
  numbers: number;
  arrivalSeconds: number;
  /** Paid spins: answers by status (a failed request counts under `error`), latency in ms. */
  spins: { ok: number; statusCodes: Record<string, number>; p50: number; p99: number; max: number };
  /**
   * Where the spins' time went (rush-spin.ts): the new connection's handshake, the wait before the
   * server's handler (accept queue, event loop), the handler itself; and the slowest 1%'s phases.
   */
  spinPhases: SpinPhases;
  /** The listen socket's accept queue during the rush (connections not accepted yet), from /proc/net/tcp. */
  acceptQueue: AcceptQueueFigures;
  /** The bench process's own event-loop delay (ms): a late client would inflate every figure above. */
  benchLoopDelay: { p99: number; max: number };
  /** Every page's live stream: opened, and refused or broken (by status or `error`); time to its first update (ms). */
  streams: { opened: number; failures: Record<string, number>; firstUpdate: Spread };
  /** Numbers answered twice, and numbers claimed twice in the database (both must be 0). */
  duplicateAnswers: number;
  duplicateClaims: number;
  claimsInDatabase: number;
  /**
   * From each spin's answer to the first update on another page showing at least as many numbers
   * taken as had been answered by then (ms), over the observed pages; `missed` never arrived.
   */
  liveDelay: { observers: number; samples: number; p50: number; p99: number; max: number; missed: number };
  /** The most messages one page received in one second (updates are coalesced). */
  maxMessagesPerSecond: number;
  /** No error answer, every stream opened, every number distinct. */
  ok: boolean;
}

export type RushOutcome = { ran: false; reason: string } | ({ ran: true } & RushFigures);

interface Page {
  controller: AbortController;
  /** (time, numbers taken) of each update an observed page read. */
  updates: { at: number; taken: number }[];
  messagesBySecond: Map<number, number>;
  done: Promise<void>;
}

const TAKEN = /"numbersLeft":(\d+)/;
/** Player i's own client address, as the proxy in front would append it (TRUST_PROXY=1). */
export const rushAddress = (i: number) =>
  `10.${20 + Math.floor(i / 62_500)}.${Math.floor(i / 250) % 250}.${(i % 250) + 1}`;

/**
 * RUSH_PLAYERS signed-in players (`cookies`) arrive evenly over RUSH_ARRIVAL_SECONDS at one new game
 * of RUSH_NUMBERS numbers (`gameId`) on a server started with TRUST_PROXY=1: each opens the game
 * page's live stream from its own address, waits for its first update, and makes one paid spin.
 * `claims` reads the game's claims from the database afterwards.
 */
export async function rush(
  url: string,
  gameId: number,
  cookies: string[],
  claims: () => Promise<{ claims: number; twice: number }>,
): Promise<RushFigures> {
  if (cookies.length < RUSH_PLAYERS)
    throw new Error(`${RUSH_PLAYERS} players needed, ${cookies.length} seeded`);
  const agent = rushAgent();
  const acceptQueue = watchAcceptQueue(Number(new URL(url).port));
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  const started = performance.now();
  const spacing = (RUSH_ARRIVAL_SECONDS * 1000) / RUSH_PLAYERS;
  const pages: Page[] = [];
  const streamFailures: Record<string, number> = {};
  const answers: TimedSpin[] = [];
  const firstUpdates: number[] = [];
  const players = Array.from({ length: RUSH_PLAYERS }, async (_, i) => {
    const wait = started + i * spacing - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const headers = { cookie: cookies[i] as string, 'x-forwarded-for': rushAddress(i), origin: url };
    const opening = performance.now();
    const page = await openPage(url, gameId, headers, i % RUSH_OBSERVER_EVERY === 0).catch((error) => {
      const key = typeof error?.status === 'number' ? String(error.status) : failureOf(error);
      streamFailures[key] = (streamFailures[key] ?? 0) + 1;
      return null;
    });
    if (page) {
      pages.push(page);
      firstUpdates.push(performance.now() - opening);
    }
    answers.push(await timedSpin(agent, url, gameId, headers));
  });
  await Promise.all(players);
  const queue = acceptQueue.stop();
  loopDelay.disable();
  await new Promise((resolve) => setTimeout(resolve, RUSH_SETTLE_MS));
  for (const page of pages) page.controller.abort();
  await Promise.all(pages.map((page) => page.done));
  agent.destroy();

  const statusCodes: Record<string, number> = {};
  for (const answer of answers) statusCodes[answer.status] = (statusCodes[answer.status] ?? 0) + 1;
  const latencies = answers.map((a) => a.ms).sort((x, y) => x - y);
  const numbers = answers.flatMap((a) => (a.number === null ? [] : [a.number]));
  const stored = await claims();
  const liveDelay = delays(
    answers,
    pages.filter((page) => page.updates.length > 0),
  );
  const maxMessagesPerSecond = mostMessagesInASecond(pages);
  const ok = answers.filter((a) => a.status === '200').length;
  const duplicateAnswers = numbers.length - new Set(numbers).size;
  return {
    players: RUSH_PLAYERS,
    numbers: RUSH_NUMBERS,
    arrivalSeconds: RUSH_ARRIVAL_SECONDS,
    spins: {
      ok,
      statusCodes,
      p50: quantile(latencies, 0.5),
      p99: quantile(latencies, 0.99),
      max: latencies.at(-1) ?? Number.NaN,
    },
    spinPhases: spinPhases(answers),
    acceptQueue: queue,
    benchLoopDelay: { p99: loopDelay.percentile(99) / 1e6, max: loopDelay.max / 1e6 },
    streams: { opened: pages.length, failures: streamFailures, firstUpdate: spread(firstUpdates) },
    duplicateAnswers,
    duplicateClaims: stored.twice,
    claimsInDatabase: stored.claims,
    liveDelay,
    maxMessagesPerSecond,
    ok:
      ok === RUSH_PLAYERS &&
      pages.length === RUSH_PLAYERS &&
      duplicateAnswers === 0 &&
      stored.twice === 0 &&
      stored.claims === RUSH_PLAYERS,
  };
}

/**
 * The most messages any page received in one second. A loop, not `Math.max(...all)`: 2,000 pages
 * times the seconds each stayed open is more arguments than the call stack holds.
 */
export function mostMessagesInASecond(pages: Pick<Page, 'messagesBySecond'>[]): number {
  let most = 0;
  for (const page of pages)
    for (const count of page.messagesBySecond.values()) if (count > most) most = count;
  return most;
}

/** Opens the page's stream and resolves at its first update; the stream is read until aborted. */
async function openPage(
  url: string,
  gameId: number,
  headers: Record<string, string>,
  observed: boolean,
): Promise<Page> {
  const controller = new AbortController();
  const input = encodeURIComponent(JSON.stringify({ id: gameId }));
  const response = await fetch(`${url}/trpc/games.live?input=${input}`, {
    headers: { ...headers, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  if (!response.ok || !response.body) {
    await response.body?.cancel().catch(() => {});
    throw Object.assign(new Error(`the live stream answered ${response.status}`), {
      status: response.status,
    });
  }
  const page: Omit<Page, 'done'> = { controller, updates: [], messagesBySecond: new Map() };
  let first: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    first = resolve;
  });
  const done = read(response.body, page, observed, () => first()).catch(() => {});
  await Promise.race([opened, done]);
  return { ...page, done };
}

/**
 * Reads a page's stream until it ends: an observed page parses each update for the numbers taken;
 * the others only count messages (blank lines) in the bytes, so that 2,000 pages cost the bench
 * little CPU beside the server's on the same cores.
 */
async function read(
  body: ReadableStream<Uint8Array>,
  page: Omit<Page, 'done'>,
  observed: boolean,
  onUpdate: () => void,
) {
  const decoder = new TextDecoder();
  let rest = '';
  let lastByte = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    const at = performance.now();
    let messages = 0;
    if (observed) {
      const parsed = parseSse(rest + decoder.decode(value, { stream: true }));
      rest = parsed.rest;
      messages = parsed.events.length;
      for (const event of parsed.events) {
        const left = TAKEN.exec(event.data);
        if (left) page.updates.push({ at, taken: RUSH_NUMBERS - Number(left[1]) });
      }
    } else {
      const bytes = Buffer.from(value.buffer, value.byteOffset, value.byteLength);
      if (lastByte === 10 && bytes[0] === 10) messages++;
      for (let i = bytes.indexOf('\n\n'); i !== -1; i = bytes.indexOf('\n\n', i + 2)) messages++;
      lastByte = bytes[bytes.length - 1] ?? 0;
    }
    if (messages === 0) continue;
    const second = Math.floor(at / 1000);
    page.messagesBySecond.set(second, (page.messagesBySecond.get(second) ?? 0) + messages);
    onUpdate();
  }
}

/**
 * The j-th spin to answer (in answer order) means at least j numbers were taken at its answer: its
 * delay to a page is from that answer to the page's first update showing j or more (0 if the page
 * showed it first).
 */
function delays(answers: { at: number; number: number | null }[], observers: Page[]) {
  const answered = answers
    .filter((a) => a.number !== null)
    .map((a) => a.at)
    .sort((x, y) => x - y);
  const samples: number[] = [];
  let missed = 0;
  for (const page of observers) {
    let k = 0;
    let most = 0;
    // Only the spins answered while the page was open: its first update showed everything before.
    const opened = page.updates[0]?.at ?? Number.POSITIVE_INFINITY;
    answered.forEach((at, j) => {
      if (at < opened) return;
      while (k < page.updates.length && most < j + 1) most = Math.max(most, page.updates[k++]?.taken ?? 0);
      if (most >= j + 1) samples.push(Math.max(0, (page.updates[k - 1]?.at ?? at) - at));
      else missed++;
    });
  }
  samples.sort((x, y) => x - y);
  return {
    observers: observers.length,
    samples: samples.length,
    p50: quantile(samples, 0.5),
    p99: quantile(samples, 0.99),
    max: samples.at(-1) ?? Number.NaN,
    missed,
  };
}
