import { createServer, request, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An HTTP proxy in front of the real server that can cut the live streams (`/trpc/games.live...`,
 * `/trpc/games.lobbyLive...`) as a dropped connection would, and refuse new ones until restored,
 * while every other request passes. It tells which procedures the page asked for, as they arrive.
 */
export class CuttableProxy {
  private readonly open = new Set<ServerResponse>();
  private readonly seen: string[] = [];
  /** Chunks the server sent on live streams (events and pings). */
  streamed = 0;
  private readonly waiters = new Set<() => void>();
  private cut = false;
  private readonly server = createServer((req, res) => {
    const path = req.url ?? '/';
    const live = /^\/trpc\/games\.(live|lobbyLive)\b/.test(path);
    this.seen.push(path);
    for (const wake of [...this.waiters]) wake();
    if (live && this.cut) {
      res.writeHead(503).end();
      return;
    }
    const target = new URL(this.upstream);
    const forward = request(
      { host: target.hostname, port: target.port, path, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        if (live) {
          answer.on('data', () => {
            this.streamed++;
            for (const wake of [...this.waiters]) wake();
          });
        }
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.destroy());
    req.pipe(forward);
    if (live) {
      this.open.add(res);
      res.on('close', () => {
        this.open.delete(res);
        forward.destroy();
      });
    }
  });

  private constructor(private readonly upstream: string) {}

  static async start(upstream: string): Promise<CuttableProxy> {
    const proxy = new CuttableProxy(upstream);
    await new Promise<void>((resolve) => proxy.server.listen(0, '127.0.0.1', resolve));
    return proxy;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** Live streams open through the proxy now. */
  get openStreams(): number {
    return this.open.size;
  }

  /** How many requests so far asked for the tRPC procedure (alone or in a batch). */
  asked(procedure: string): number {
    return this.seen.filter((path) => path.startsWith('/trpc/') && path.split('?')[0]?.includes(procedure))
      .length;
  }

  /** Resolves once `condition` holds, checked at each request; fails after `timeoutMs`. */
  async until(condition: () => boolean, timeoutMs: number, what: string): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!condition()) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`${what}: not within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, Math.min(left, 250));
        const waiters = this.waiters;
        function done() {
          clearTimeout(timer);
          waiters.delete(done);
          resolve();
        }
        waiters.add(done);
      });
    }
  }

  /** Drops every open stream and refuses new ones. */
  cutStreams(): void {
    this.cut = true;
    for (const res of this.open) res.destroy();
  }

  restoreStreams(): void {
    this.cut = false;
  }

  async close(): Promise<void> {
    for (const res of this.open) res.destroy();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
