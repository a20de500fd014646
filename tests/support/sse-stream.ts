/**
 * A tRPC subscription read over HTTP with fetch, as a browser's EventSource reads it (Node 20 has
 * none): the data events parsed as JSON, the pings and the connection event skipped.
 */
export class SseStream<T> {
  private readonly events: T[] = [];
  private readonly waiting = new Set<() => void>();
  private readonly controller = new AbortController();
  private failure: Error | null = null;
  /** Resolves once the server answered the request (its status and headers). */
  readonly response: Promise<Response>;

  constructor(url: string, headers: Record<string, string> = {}) {
    this.response = fetch(url, {
      headers: { accept: 'text/event-stream', ...headers },
      signal: this.controller.signal,
    });
    void this.read();
  }

  /** The next data event that satisfies `accept`, within `timeoutMs` (a deadline, not a wait). */
  async next(accept: (event: T) => boolean = () => true, timeoutMs = 5_000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = this.events.findIndex(accept);
      if (index >= 0) return this.events.splice(0, index + 1)[index] as T;
      if (this.failure) throw this.failure;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no matching event within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, left);
        function done() {
          clearTimeout(timer);
          resolve();
        }
        this.waiting.add(done);
      });
    }
  }

  /** Goes away as a closed tab does: the connection is cut. */
  close(): void {
    this.controller.abort();
  }

  private wake(): void {
    for (const done of [...this.waiting]) done();
    this.waiting.clear();
  }

  private async read(): Promise<void> {
    try {
      const response = await this.response;
      if (!response.body) throw new Error(`no stream (status ${response.status})`);
      const decoder = new TextDecoder();
      let buffer = '';
      const reader = response.body.getReader();
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        buffer += decoder.decode(chunk.value, { stream: true });
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          this.take(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
        }
      }
      this.failure = new Error('the stream ended');
    } catch (error) {
      this.failure = error instanceof Error ? error : new Error(String(error));
    }
    this.wake();
  }

  private take(block: string): void {
    const lines = block.split('\n');
    const event =
      lines
        .find((line) => line.startsWith('event:'))
        ?.slice(6)
        .trim() ?? 'message';
    const data = lines
      .filter((line) => line.startsWith('data:'))
      .map((line) => line.slice(5).trimStart())
      .join('\n');
    if (event === 'serialized-error') this.failure = new Error(`the server sent an error: ${data}`);
    else if (event === 'message' && data) this.events.push(JSON.parse(data) as T);
    this.wake();
  }
}

/** The URL of a tRPC subscription with its input, as httpSubscriptionLink asks for it. */
export const subscriptionUrl = (baseUrl: string, path: string, input?: unknown) =>
  `${baseUrl}/trpc/${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`;
