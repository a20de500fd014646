// biome-ignore lint/suspicious/noExplicitAny: tests read whatever JSON the server answered.
type JsonAnswer = { status: number; body: any };

/** A tiny JSON client for a listening test server: sends Origin like a browser and keeps the cookie. */
export class HttpClient {
  private cookie: string | null = null;

  constructor(private readonly baseUrl: string) {}

  async request(
    method: string,
    path: string,
    json?: unknown,
    extraHeaders: Record<string, string> = {},
  ): Promise<JsonAnswer> {
    const headers: Record<string, string> = { origin: this.baseUrl, ...extraHeaders };
    if (this.cookie) headers.cookie = this.cookie;
    if (json !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(this.baseUrl + path, {
      method,
      headers,
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) this.cookie = setCookie.split(';')[0] ?? null;
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  }

  /** The Cookie header this client sends (empty before sign-in). */
  cookieHeader(): string {
    return this.cookie ?? '';
  }

  get = (path: string) => this.request('GET', path);
  post = (path: string, json?: unknown) => this.request('POST', path, json);
}
