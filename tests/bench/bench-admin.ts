/** The bench's administrator, ensured at the server's start through ADMIN_EMAIL and ADMIN_PASSWORD. */
export const BENCH_ADMIN = {
  email: 'bench-admin@example.com',
  password: `bench-${process.pid}-${Date.now()}-password`,
};

export const adminEnv = () => ({ ADMIN_EMAIL: BENCH_ADMIN.email, ADMIN_PASSWORD: BENCH_ADMIN.password });

async function call(url: string, path: string, init: { method: string; cookie?: string; body?: unknown }) {
  const response = await fetch(url + path, {
    method: init.method,
    headers: {
      origin: url,
      'content-type': 'application/json',
      ...(init.cookie ? { cookie: init.cookie } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method} ${path} answered ${response.status}: ${text}`);
  return { response, body: text ? JSON.parse(text) : null };
}

/** Signs the bench administrator in over HTTP; returns the Cookie header to send. */
export async function adminCookie(url: string): Promise<string> {
  const { response } = await call(url, '/api/admin/login', { method: 'POST', body: BENCH_ADMIN });
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (!cookie) throw new Error('the administrator sign-in set no cookie');
  return cookie;
}

/** Creates a live paid game (no free play) through the back office's API; returns its id. */
export async function createPaidGame(url: string, cookie: string, name: string, totalNumbers: number) {
  const { body } = await call(url, '/api/admin/games', {
    method: 'POST',
    cookie,
    body: { name, prize: 'Bench mug', prizeValue: 20, totalNumbers, freePlay: false, durationHours: 24 },
  });
  return (body as { id: number }).id;
}
