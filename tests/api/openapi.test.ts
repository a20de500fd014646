import { Validator } from '@seriousme/openapi-schema-validator';
import { beforeAll, describe, expect, it } from 'vitest';
import { declaredEndpoints } from '../../adapters/http/endpoints';
import { HAND_WRITTEN_ROUTES } from '../../adapters/http/endpoints/hand-written';
import { buildTestApp, type TestApp } from './support/test-app';

type Document = { openapi: string; paths: Record<string, Record<string, { operationId?: string }>> };

/** Every REST route the declarations and the hand-written list state, as `GET /api/games/{id}`. */
const stated = [
  ...declaredEndpoints.flatMap(({ endpoint }) =>
    endpoint.rest ? [`${endpoint.rest.method} ${endpoint.rest.path}`] : [],
  ),
  ...HAND_WRITTEN_ROUTES.map((route) => `${route.method} ${route.path}`),
];

describe('GET /api/openapi.json', () => {
  let test: TestApp;
  let answer: Response;
  let document: Document;

  beforeAll(async () => {
    test = buildTestApp();
    answer = await test.app.request('/api/openapi.json');
    document = await answer.clone().json();
  });

  it('is an OpenAPI 3.1 document the official schema accepts', async () => {
    expect(answer.status).toBe(200);
    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors ?? [], JSON.stringify(result.errors, null, 2)).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('describes every declared REST route and every hand-written one, and nothing else', () => {
    const described = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(stated.length).toBeGreaterThan(80);
    expect(stated.filter((route) => !described.includes(route))).toEqual([]);
    expect(described.filter((route) => !stated.includes(route))).toEqual([]);
  });

  it('gives every declared endpoint an output schema, so each answer has a contract', () => {
    const without = declaredEndpoints.filter(({ endpoint }) => !endpoint.output).map(({ name }) => name);
    expect(without).toEqual([]);
    const answer = document.paths['/api/admin/users/{id}/details']?.get as {
      responses: Record<string, { content: { 'application/json': { schema: { properties?: object } } } }>;
    };
    expect(
      Object.keys(answer.responses['200']?.content['application/json'].schema.properties ?? {}),
    ).toContain('totalSpent');
  });

  it('names each declared operation by its tRPC name', () => {
    expect(document.paths['/api/games/{id}/fairness']?.get?.operationId).toBe('games.fairness');
    expect(document.paths['/api/admin/games/{id}']?.patch?.operationId).toBe('admin.games.update');
  });

  it('is public and cacheable: an ETag, and 304 when the client has it', async () => {
    const etag = answer.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(answer.headers.get('cache-control')).toBe('public, no-cache');
    const again = await test.app.request('/api/openapi.json', { headers: { 'if-none-match': etag ?? '' } });
    expect(again.status).toBe(304);
  });
});
