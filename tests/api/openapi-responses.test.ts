import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_STATUS } from '../../adapters/http/error-status';
import { type AccessFixture, startAccessFixture } from './access/fixture';
import { parseRoute, requestFor } from './access/requests';
import { ROUTES, type RouteCase } from './access/route-table';
import { type Answer, send } from './access/send';

type Json = Record<string, unknown>;
type Operation = { responses: Record<string, { content?: Record<string, { schema: Json }> } | Json> };

/** 'GET /api/games/:id' -> ['get', '/api/games/{id}']. */
const operationOf = (route: string): [string, string] => {
  const parsed = parseRoute(route);
  if (parsed.kind !== 'rest') throw new Error(`${route} is not REST`);
  return [parsed.method.toLowerCase(), parsed.path.replace(/:(\w+)/g, '{$1}')];
};

const restRoutes = ROUTES.filter((route) => parseRoute(route.route).kind === 'rest');

/**
 * The OpenAPI document tells the truth: real requests to every REST route (valid ones, unauthenticated
 * ones, malformed ones) get answers whose status the document lists (or an error whose code maps to that
 * status) and whose body its schema accepts, checked with a JSON Schema 2020-12 validator (ajv) built
 * from GET /api/openapi.json itself.
 */
describe('every REST answer matches GET /api/openapi.json', () => {
  let fx: AccessFixture;
  let doc: { paths: Record<string, Record<string, Operation>> } & Json;
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  const compiled = new Map<string, ValidateFunction>();
  const succeeded: string[] = [];

  beforeAll(async () => {
    fx = await startAccessFixture();
    const answer = await fetch(`${fx.url}/api/openapi.json`);
    doc = await answer.json();
    ajv.addSchema({ $id: 'https://prizewheel.test/openapi.json', components: doc.components }, 'doc');
  });
  afterAll(() => fx?.server.close());

  /** The schema of an answer of this operation and status, with refs to the document's components. */
  const validatorOf = (key: string, schema: Json): ValidateFunction => {
    const found = compiled.get(key);
    if (found) return found;
    const withRefs = JSON.parse(
      JSON.stringify(schema).replaceAll(
        '"#/components/',
        '"https://prizewheel.test/openapi.json#/components/',
      ),
    );
    const validate = ajv.compile(withRefs);
    compiled.set(key, validate);
    return validate;
  };

  /** Problems with one answer, [] when the document describes it. */
  function problemsOf(route: string, answer: Answer): string[] {
    const [method, path] = operationOf(route);
    const operation = doc.paths[path]?.[method];
    if (!operation) return [`${route}: not in the document`];
    const listed = operation.responses[String(answer.status)] as {
      content?: Record<string, { schema: Json }>;
    };
    const type = (answer.headers.get('content-type') ?? '').split(';')[0] ?? '';
    if (!listed) {
      const errorSchema = (doc.components as { schemas: { Error: Json } }).schemas.Error;
      const validate = validatorOf('Error', errorSchema);
      if (type !== 'application/json') return [`${route} ${answer.status}: undocumented ${type} answer`];
      const body: { code?: string } = answer.json;
      if (!validate(body)) return [`${route} ${answer.status}: ${ajv.errorsText(validate.errors)}`];
      const code = body.code as keyof typeof ERROR_STATUS;
      if (ERROR_STATUS[code]?.http !== answer.status)
        return [`${route} ${answer.status}: code ${code} is documented as ${ERROR_STATUS[code]?.http}`];
      return [];
    }
    const media = Object.keys(listed.content ?? {});
    if (media.length === 0)
      return answer.text === '' ? [] : [`${route} ${answer.status}: a body, none listed`];
    if (!media.includes(type)) return [`${route} ${answer.status}: ${type}, listed ${media.join(', ')}`];
    if (type !== 'application/json') return [];
    const schema = listed.content?.[type]?.schema ?? {};
    const validate = validatorOf(`${method} ${path} ${answer.status}`, schema);
    return validate(answer.json) ? [] : [`${route} ${answer.status}: ${ajv.errorsText(validate.errors)}`];
  }

  const cookieFor = async (route: RouteCase): Promise<string | null> => {
    if (route.access === 'public') return null;
    if (route.access === 'admin') return route.endsSession ? fx.signInAdmin() : fx.adminCookie;
    return route.endsSession ? (await fx.signUp()).cookie : fx.me.cookie;
  };

  it('lists every REST route of the access table', () => {
    expect(restRoutes.length).toBeGreaterThan(80);
  });

  it.each(restRoutes)('$route: its answer to a valid request', async (route) => {
    const answer = await send(fx.url, requestFor(route, fx, { cookie: await cookieFor(route) }));
    expect(problemsOf(route.route, answer)).toEqual([]);
    if (answer.status < 300) succeeded.push(route.route);
  });

  it('checked most routes against their success schema, not only their error answers', () => {
    // The access table's valid data mostly succeeds; a failed sign-in or an unknown id is an error.
    expect(succeeded.length).toBeGreaterThan(restRoutes.length * 0.6);
  });

  it.each(restRoutes.filter((route) => route.access !== 'public'))(
    '$route: its answer without a session',
    async (route) => {
      const answer = await send(fx.url, requestFor(route, fx, { cookie: null }));
      expect(answer.status).toBe(401);
      expect(problemsOf(route.route, answer)).toEqual([]);
    },
  );

  it.each(
    restRoutes.filter((route) => parseRoute(route.route).kind === 'rest' && !route.route.startsWith('GET')),
  )('$route: its answer to a malformed body', async (route) => {
    const request = requestFor(route, fx, { cookie: await cookieFor(route) });
    const answer = await send(fx.url, {
      ...request,
      json: undefined,
      body: '[1,',
      headers: { 'content-type': 'application/json' },
    });
    const [method, path] = operationOf(route.route);
    // A route that takes no body (logout, a reset) does not read one: any answer but a 5xx.
    const operation = doc.paths[path]?.[method] as { requestBody?: unknown } | undefined;
    const takesBody = Boolean(operation?.requestBody);
    if (takesBody) expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(problemsOf(route.route, answer)).toEqual([]);
  });
});
