/** One raw HTTP request to a listening test server, as a browser on our origin would send it. */
export interface Request {
  method: string;
  /** Path and query string. */
  path: string;
  cookie?: string | null;
  /** Serialised as JSON with Content-Type application/json. */
  json?: unknown;
  /** A raw body, sent as it is. */
  body?: string;
  /** Defaults to the server's own origin on state-changing requests; null sends none. */
  origin?: string | null;
  headers?: Record<string, string>;
}

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  /** The parsed JSON body, or undefined when the body is not JSON. */
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers of many shapes
  json: any;
}

export async function send(baseUrl: string, request: Request): Promise<Answer> {
  const headers = new Headers(request.headers);
  const changesState = !['GET', 'HEAD', 'OPTIONS'].includes(request.method);
  const origin = request.origin === undefined ? (changesState ? baseUrl : null) : request.origin;
  if (origin !== null) headers.set('origin', origin);
  if (request.cookie) headers.set('cookie', request.cookie);
  let body = request.body;
  if (request.json !== undefined) {
    body = JSON.stringify(request.json);
    if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  }
  const response = await fetch(baseUrl + request.path, { method: request.method, headers, body });
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, json };
}

/** `name=value` of the session cookie an answer sets. */
export function sessionCookieFrom(answer: Answer): string {
  const cookie = answer.headers.getSetCookie().find((c) => /^(__Host-)?pw_session=/.test(c));
  if (!cookie) throw new Error(`no session cookie in ${answer.status} answer: ${answer.text}`);
  return cookie.split(';')[0] ?? '';
}
