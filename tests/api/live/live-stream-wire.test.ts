import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveGameOut } from '../../../adapters/http/endpoints/games/live';
import { aFreePlayGame } from '../../support/games';
import { signedInPlayers } from '../../support/players';
import { startTestServer, type TestServer } from '../../support/test-server';
import { Sha256PasswordHasher } from '../support/test-app';

type Reported =
  | { type: 'started' | 'complete' }
  | { type: 'data'; data: unknown }
  | { type: 'error'; message: string; code?: string };

/** A subscription read by @trpc/client's httpSubscriptionLink in a child process (tests/support/trpc-subscriber.ts). */
class Subscriber {
  private readonly child: ChildProcess;
  private readonly lines: Reported[] = [];
  private readonly waiting = new Set<() => void>();

  constructor(url: string, path: string, input?: unknown) {
    const args = [
      '--experimental-eventsource',
      '--no-warnings',
      '--import',
      'tsx',
      'tests/support/trpc-subscriber.ts',
    ];
    this.child = spawn(
      process.execPath,
      [...args, url, path, ...(input === undefined ? [] : [JSON.stringify(input)])],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    createInterface({ input: this.child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
      this.lines.push(JSON.parse(line) as Reported);
      for (const wake of [...this.waiting]) wake();
    });
  }

  /** The first report (after those taken) that satisfies `accept`, within `timeoutMs`. */
  async next(accept: (line: Reported) => boolean, timeoutMs = 15_000): Promise<Reported> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = this.lines.findIndex(accept);
      if (index >= 0) return this.lines.splice(0, index + 1)[index] as Reported;
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(`nothing matching within ${timeoutMs} ms; got ${JSON.stringify(this.lines)}`);
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          this.waiting.delete(done);
          resolve();
        };
        const timer = setTimeout(done, left);
        this.waiting.add(done);
      });
    }
  }

  close(): void {
    this.child.kill();
  }
}

const dataOf = (line: Reported) => (line.type === 'data' ? (line.data as LiveGameOut) : null);

/**
 * The live streams' frames, written by the HTTP adapter itself (adapters/http/live-streams.ts), as
 * tRPC's own client reads them: the connection, each state, a failure inside the stream as tRPC's
 * error, and the end of the stream.
 */
describe("the live streams as @trpc/client's httpSubscriptionLink reads them", () => {
  let server: TestServer;
  let gameId: number;
  const subscribers: Subscriber[] = [];
  const subscribe = (path: string, input?: unknown) => {
    const subscriber = new Subscriber(server.url, path, input);
    subscribers.push(subscriber);
    return subscriber;
  };

  beforeAll(async () => {
    server = await startTestServer({ overrides: { hasher: new Sha256PasswordHasher() } });
    gameId = await aFreePlayGame(server, 'Wire', 20);
  }, 60_000);
  afterAll(async () => {
    for (const subscriber of subscribers) subscriber.close();
    await server?.close();
  });

  it('starts, gives the state, then each change, and ends with the stream (its return event)', async () => {
    const page = subscribe('games.live', { id: gameId });
    await page.next((line) => line.type === 'started');
    const first = dataOf(await page.next((line) => line.type === 'data'));
    expect(first?.game.id).toBe(gameId);
    expect(first?.game.numbersLeft).toBe(20);

    const [player] = await signedInPlayers(server.useCases, server.url, 1, 'wire-');
    const spin = await player?.post('/api/free-spin', { gameId });
    expect(spin?.status).toBe(200);
    const after = dataOf(await page.next((line) => dataOf(line)?.game.numbersLeft === 19));
    expect(after?.recentNumbers.map((recent) => recent.number)).toEqual([spin?.body.number]);

    const unknown = subscribe('games.live', { id: 999_999 });
    expect(await unknown.next((line) => line.type === 'error')).toMatchObject({ code: 'NOT_FOUND' });

    // The feeds end (the server stops serving them): the stream's return event completes the subscription.
    server.useCases.liveUpdates.close();
    await page.next((line) => line.type === 'complete');
    // Past the feeds' end, a new stream's first event is TOO_MANY_ATTEMPTS, as tRPC's error.
    const late = subscribe('games.lobbyLive');
    expect(await late.next((line) => line.type === 'error')).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
  }, 60_000);
});
