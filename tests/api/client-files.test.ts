import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { routePreloads, routesOfTree } from '../../adapters/build/client-routes-plugin.mjs';
import {
  ADMIN_PATHS,
  isClientRoute,
  isPlayerPath,
  PLAYER_PATHS,
  PUBLIC_PATHS,
} from '../../web/lib/client-routes';
import { clientFixture, GAME_CHUNK, ROUTE_TREE, SCRIPT } from './support/client-fixture';
import { buildTestApp } from './support/test-app';

describe('the built client', async () => {
  const fixture = await clientFixture();
  afterAll(fixture.remove);
  const t = buildTestApp({ clientDir: fixture.dir });

  it('serves index.html with 200 at every path of the client route table', async () => {
    const paths = [
      ...PLAYER_PATHS,
      ...PUBLIC_PATHS,
      ...ADMIN_PATHS,
      '/game/3',
      '/games/',
      '/fairness/12',
      '/fairness/',
    ];
    for (const path of paths) {
      const res = await t.call('GET', path);
      expect(res.status, path).toBe(200);
      expect(await res.text()).toContain('<title>Prize Wheel</title>');
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('answers every route of the route tree with the page on a direct load', async () => {
    const routes = routesOfTree(readFileSync(ROUTE_TREE, 'utf8'));
    expect(routes).toEqual(expect.arrayContaining(['/', '/game/$id', '/fairness', '/fairness/$gameId']));
    for (const route of routes) {
      const path = route.replace(/\$[^/]+/g, '7');
      const res = await t.call('GET', path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(await res.text()).toContain('<title>Prize Wheel</title>');
    }
    expect((await t.call('GET', '/no-such-page')).status).toBe(404);
  });

  it('never serves its route list as a file', async () => {
    for (const path of ['/client-routes.json', '/client-routes.json.br', '/client-routes.json.gz'])
      expect((await t.call('GET', path)).status, path).toBe(404);
  });

  it('answers 404 with the app (its Page Not Found) at paths outside the route table', async () => {
    for (const path of [
      '/no/such/page',
      '/game/abc',
      '/game/0',
      '/game/3/extra',
      '/dashboards',
      '/terms/x',
      '/admin/x',
      '/admin-dashboards',
      '/fairness/abc',
      '/fairness/0',
      '/fairness/12/extra',
    ]) {
      const res = await t.call('GET', path);
      expect(res.status, path).toBe(404);
      expect(await res.text()).toContain('<title>Prize Wheel</title>');
      expect(res.headers.get('content-type')).toContain('text/html');
    }
  });

  it('route table: every listed path is a client route, and player paths are told apart', () => {
    for (const path of [...PLAYER_PATHS, ...PUBLIC_PATHS, ...ADMIN_PATHS])
      expect(isClientRoute(path), path).toBe(true);
    expect(isPlayerPath('/dashboard')).toBe(true);
    expect(isPlayerPath('/game/12')).toBe(true);
    expect(isPlayerPath('/terms')).toBe(false);
    expect(isPlayerPath('/fairness/12')).toBe(false);
    expect(isPlayerPath('/admin')).toBe(false);
    expect(isPlayerPath('/admin-dashboard')).toBe(false);
  });

  it("names a route's own chunks in the page it sends for that route, and only there", async () => {
    const preload = `<link rel="modulepreload" crossorigin href="${GAME_CHUNK}">`;
    const game = await (await t.call('GET', '/game/3')).text();
    expect(game).toContain(`${preload}\n  </head>`);
    expect(await (await t.call('GET', '/terms')).text()).not.toContain(preload);
    expect(await (await t.call('GET', '/game/abc')).text()).not.toContain(preload);
  });

  it("lists each route component's chunk and its imports, leaving out what the entry loads", () => {
    const chunk = (fileName: string, imports: string[], extra: object = {}) => ({
      type: 'chunk',
      fileName,
      imports,
      ...extra,
    });
    const routes = '/app/web/routes';
    const bundle = {
      entry: chunk('assets/index-1.js', ['assets/react-1.js'], { isEntry: true }),
      react: chunk('assets/react-1.js', []),
      game: chunk('assets/_id-1.js', ['assets/react-1.js', 'assets/dialog-1.js'], {
        facadeModuleId: `${routes}/game/$id.tsx?tsr-split=component`,
      }),
      dialog: chunk('assets/dialog-1.js', ['assets/react-1.js']),
      home: chunk('assets/index-2.js', [], { facadeModuleId: `${routes}/index.tsx?tsr-split=component` }),
      helper: chunk('assets/helper-1.js', [], { facadeModuleId: `${routes}/-components/helper.tsx` }),
      css: { type: 'asset', fileName: 'assets/index-1.css' },
    };
    expect(routePreloads(bundle, routes, ['/', '/game/$id'])).toEqual({
      '/': ['/assets/index-2.js'],
      '/game/$id': ['/assets/_id-1.js', '/assets/dialog-1.js'],
    });
    expect(routePreloads(bundle, routes, ['/'])).toEqual({ '/': ['/assets/index-2.js'] });
  });

  it('serves hashed assets with a long cache', async () => {
    const res = await t.call('GET', '/assets/index-D3oCuBvD.js');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(SCRIPT);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await t.call('GET', '/favicon.svg')).status).toBe(200);
  });

  it('answers a missing asset with the 404 page, not a file', async () => {
    const res = await t.call('GET', '/assets/index-XXXXXXXX.js');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('text/html');
  });

  it('keeps /api and /trpc unknown paths as JSON 404s', async () => {
    for (const path of ['/api/nowhere', '/api', '/trpc']) {
      const res = await t.call('GET', path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type')).toContain('application/json');
    }
  });

  it('answers 503 for a build without its route list (a build from before the list)', async () => {
    const old = await clientFixture();
    rmSync(join(old.dir, 'client-routes.json'));
    const res = await buildTestApp({ clientDir: old.dir }).call('GET', '/terms');
    old.remove();
    expect(res.status).toBe(503);
  });

  it('does not serve files outside the client directory', async () => {
    for (const path of ['/../package.json', '/%2e%2e/package.json', '/assets/..%2f..%2fpackage.json']) {
      const res = await t.call('GET', path);
      expect(await res.text(), path).not.toContain('"name"');
    }
  });
});
