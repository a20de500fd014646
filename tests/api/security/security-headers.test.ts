import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { cardFormCsp } from '../../../adapters/config/payments-config';
import { securityHeaders } from '../../../adapters/http/middleware/security-headers';
import { buildTestApp } from '../support/test-app';

const BASE_CSP = [
  "default-src 'self'",
  "img-src 'self' data:",
  "style-src 'self' 'unsafe-inline'",
  "script-src 'self'",
  "connect-src 'self'",
  "frame-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

const API_CSP = "default-src 'none'; frame-ancestors 'none'";

function headersOf(options: Parameters<typeof securityHeaders>[0], path = '/') {
  const app = new Hono().use('*', securityHeaders(options)).get('*', (c) => c.text('ok'));
  return Promise.resolve(app.request(path)).then((answer) => answer.headers);
}

describe('security headers (hono/secure-headers)', () => {
  it("send the pages' policy on pages, the API's on the API, the other headers on both, no HSTS over http", async () => {
    const t = buildTestApp();
    expect((await t.call('GET', '/some/client/route')).headers.get('content-security-policy')).toBe(BASE_CSP);
    const headers = (await t.call('GET', '/api/games')).headers;
    expect(headers.get('content-security-policy')).toBe(API_CSP);
    expect((await t.call('GET', '/trpc/games.list')).headers.get('content-security-policy')).toBe(API_CSP);
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('same-origin');
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(headers.get('permissions-policy')).toBe('camera=(), microphone=(), geolocation=(), usb=()');
    expect(headers.get('strict-transport-security')).toBeNull();
  });

  it("add Square's sources only when Square is configured, and HSTS behind https", async () => {
    const square = cardFormCsp({
      gateway: 'square',
      reconcileIntervalMs: 0,
      square: {
        accessToken: 't',
        applicationId: 'a',
        locationId: 'l',
        environment: 'production',
        baseUrl: null,
        requestTimeoutMs: 1,
      },
    });
    const headers = await headersOf({ secure: true, ...square });
    expect(headers.get('content-security-policy')).toBe(
      BASE_CSP.replace(
        "script-src 'self'",
        "script-src 'self' https://*.squarecdn.com https://js.squareup.com",
      )
        .replace(
          "connect-src 'self'",
          "connect-src 'self' https://*.squarecdn.com https://pci-connect.squareup.com",
        )
        .replace("frame-src 'self'", "frame-src 'self' https://*.squarecdn.com"),
    );
    expect(headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    const api = await headersOf({ secure: true, ...square }, '/api/games');
    expect(api.get('content-security-policy')).toBe(API_CSP);
    expect(api.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });
});
