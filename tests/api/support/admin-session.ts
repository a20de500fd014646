import type { TestApp } from './test-app';

/** The administrator every test app and test server creates at start (config ADMIN_EMAIL/ADMIN_PASSWORD). */
export const TEST_ADMIN = { email: 'admin@prizewheel.test', password: 'test-admin-password' } as const;

/** `name=value` of the administrator cookie an answer sets, for the next request's Cookie header. */
export function adminCookieOf(response: { status: number; headers: Headers }): string {
  const setCookie = response.headers.getSetCookie().find((c) => /^(__Host-)?pw_admin_session=/.test(c));
  if (!setCookie) throw new Error(`no administrator cookie in ${response.status} answer`);
  return setCookie.split(';')[0] ?? '';
}

/**
 * Signs the test administrator in on an in-process test app (buildTestApp) and answers the Cookie
 * header to send with admin requests, e.g. `t.call('GET', '/api/admin/user', { cookie })`.
 */
export async function signInAdmin(t: Pick<TestApp, 'call' | 'adminReady'>, credentials = TEST_ADMIN) {
  await t.adminReady;
  const login = await t.call('POST', '/api/admin/login', { json: credentials });
  if (login.status !== 200) throw new Error(`admin sign-in failed: ${login.status} ${await login.text()}`);
  return adminCookieOf(login);
}

/** The same against a listening server (startTestServer), e.g. `signInAdminAt(server.url)`. */
export async function signInAdminAt(baseUrl: string, credentials = TEST_ADMIN): Promise<string> {
  const login = await fetch(`${baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify(credentials),
  });
  if (login.status !== 200) throw new Error(`admin sign-in failed: ${login.status} ${await login.text()}`);
  return adminCookieOf(login);
}
