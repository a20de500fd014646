import type { AccessFixture } from './fixture';
import type { RouteCase, Target } from './route-table';
import type { Request } from './send';

export type ParsedRoute =
  | { kind: 'rest'; method: string; path: string }
  | { kind: 'trpc'; type: 'query' | 'mutation'; procedure: string };

/** 'GET /api/games/:id' -> REST; 'query games.byId' -> tRPC. */
export function parseRoute(route: string): ParsedRoute {
  const [head = '', rest = ''] = route.split(' ');
  if (head === 'query' || head === 'mutation') return { kind: 'trpc', type: head, procedure: rest };
  return { kind: 'rest', method: head, path: rest };
}

export function fillParams(path: string, params: Record<string, string | number>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    if (!(name in params)) throw new Error(`no value for :${name} in ${path}`);
    return String(params[name]);
  });
}

/**
 * The request a route case makes: its valid input and params unless `target` replaces them.
 * REST GETs carry no body; tRPC queries put their input in the query string, mutations in the body.
 */
export function requestFor(
  route: RouteCase,
  fx: AccessFixture,
  options: { cookie?: string | null; target?: Target } = {},
): Request {
  const parsed = parseRoute(route.route);
  const input = options.target && 'input' in options.target ? options.target.input : route.input?.(fx);
  const params = options.target?.params ?? route.params?.(fx) ?? { id: fx.game.id };
  if (parsed.kind === 'rest') {
    const path = fillParams(parsed.path, params);
    const json = parsed.method === 'GET' ? undefined : input;
    return { method: parsed.method, path, cookie: options.cookie, json };
  }
  if (parsed.type === 'query') {
    const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
    return { method: 'GET', path: `/trpc/${parsed.procedure}${query}`, cookie: options.cookie };
  }
  return { method: 'POST', path: `/trpc/${parsed.procedure}`, cookie: options.cookie, json: input };
}
