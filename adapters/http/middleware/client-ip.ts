import { isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { HttpEnv } from '../env';

/**
 * The client's IP address (for sign-in throttling): the socket's peer, or — only with TRUST_PROXY=1,
 * when one reverse proxy of ours stands in front — the last address that proxy appended to
 * X-Forwarded-For (earlier entries come from the client and can be forged).
 */
function clientIpOf(c: Context, trustProxy: boolean): string | null {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded && isIP(forwarded)) return normalize(forwarded);
  }
  try {
    const address = getConnInfo(c).remote.address;
    return address && isIP(address) ? normalize(address) : null;
  } catch {
    // No Node socket (Hono's app.request in tests): unknown.
    return null;
  }
}

/** Sets c.var.clientIp for the routes below. */
export const clientIp = (trustProxy: boolean) =>
  createMiddleware<HttpEnv>(async (c, next) => {
    c.set('clientIp', clientIpOf(c, trustProxy));
    await next();
  });

/** '::ffff:127.0.0.1' (IPv4 on a dual-stack socket) is 127.0.0.1; IPv6 in lower case. */
function normalize(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] ?? address.toLowerCase();
}
