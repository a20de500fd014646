import { Agent, request } from 'node:https';

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever JSON the server answered.
  body: any;
}

/**
 * A player's client of the site behind the proxy, over HTTPS, trusting only the test's certificate
 * (node:https: Node 20's fetch takes no CA of its own). It sends Origin like a browser, keeps its
 * session cookie, and reads event streams.
 */
export class HttpsSite {
  private cookie: string | null = null;
  private readonly agent: Agent;
  readonly origin: string;

  constructor(
    private readonly port: number,
    ca: string,
  ) {
    this.agent = new Agent({ ca, keepAlive: true, servername: 'localhost' });
    this.origin = `https://localhost:${port}`;
  }

  /** One request; a 5xx is returned like any answer (the caller decides). */
  request(
    method: string,
    path: string,
    json?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer> {
    const body = json === undefined ? undefined : JSON.stringify(json);
    return new Promise((resolve, reject) => {
      const call = request(
        {
          host: '127.0.0.1',
          port: this.port,
          method,
          path,
          agent: this.agent,
          headers: {
            host: `localhost:${this.port}`,
            origin: this.origin,
            ...(this.cookie ? { cookie: this.cookie } : {}),
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            ...headers,
          },
        },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => {
            text += chunk;
          });
          response.on('end', () => {
            const setCookie = response.headers['set-cookie']?.[0];
            if (setCookie) this.cookie = setCookie.split(';')[0] ?? null;
            let parsed: unknown = text;
            try {
              parsed = text ? JSON.parse(text) : null;
            } catch {
              // Not JSON (an HTML error page of the proxy): kept as text.
            }
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body: parsed });
          });
          response.on('error', reject);
        },
      );
      call.on('error', reject);
      call.end(body);
    });
  }

  /** A live stream (tRPC subscription over server-sent events) through the proxy. */
  stream(path: string): EventStream {
    return new EventStream(this.port, this.agent, path, this.cookie);
  }

  close(): void {
    this.agent.destroy();
  }
}

/** The data events of one event stream, parsed as JSON; `headers` once the answer began. */
export class EventStream {
  private readonly events: unknown[] = [];
  private readonly waiting = new Set<() => void>();
  private ended: Error | null = null;
  private cancel: () => void = () => {};
  readonly headers: Promise<Record<string, string | string[] | undefined>>;

  constructor(port: number, agent: Agent, path: string, cookie: string | null) {
    this.headers = new Promise((resolve, reject) => {
      const call = request(
        {
          host: '127.0.0.1',
          port,
          path,
          agent,
          headers: {
            host: `localhost:${port}`,
            accept: 'text/event-stream',
            ...(cookie ? { cookie } : {}),
          },
        },
        (response) => {
          resolve(response.headers);
          let buffer = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => {
            buffer += chunk;
            for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
              this.take(buffer.slice(0, end));
              buffer = buffer.slice(end + 2);
            }
          });
          response.on('close', () => this.end(new Error('the stream ended')));
        },
      );
      call.on('error', (error) => {
        reject(error);
        this.end(error);
      });
      call.end();
      this.cancel = () => call.destroy();
    });
  }

  /** The next data event that satisfies `accept`, within `timeoutMs` (a deadline, not a wait). */
  async next<T>(accept: (event: T) => boolean = () => true, timeoutMs = 5_000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = this.events.findIndex((event) => accept(event as T));
      if (index >= 0) return this.events.splice(0, index + 1)[index] as T;
      if (this.ended) throw this.ended;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no matching event within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, left);
        const waiting = this.waiting;
        function done() {
          clearTimeout(timer);
          waiting.delete(done);
          resolve();
        }
        waiting.add(done);
      });
    }
  }

  close(): void {
    this.cancel();
  }

  private take(block: string): void {
    const lines = block.split('\n');
    const named = lines.find((line) => line.startsWith('event:'));
    const data = lines.filter((line) => line.startsWith('data:')).map((line) => line.slice(5).trim());
    if (named || data.length === 0) return;
    const value = JSON.parse(data.join('\n'));
    this.events.push(value);
    this.wake();
  }

  private end(error: Error): void {
    this.ended ??= error;
    this.wake();
  }

  private wake(): void {
    for (const done of [...this.waiting]) done();
  }
}
