import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { writeClientRoutes } from '../../../adapters/build/client-routes-plugin.mjs';
import { precompressDir } from '../../../adapters/build/precompress-plugin.mjs';

/** Text long enough for compression to pay, as a build's files are. */
export const SCRIPT = 'console.log("Prize Wheel: spin the wheel, win real prizes");\n'.repeat(40);
export const PAGE = `<!doctype html><head><title>Prize Wheel</title></head>${'<p>Spin the wheel</p>'.repeat(30)}`;
/** The game page's own chunk, which the build lists for its route. */
export const GAME_CHUNK = '/assets/_id-Gm3aPq9x.js';
export const IMAGE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4]);

/** The client's route tree, as the router plugin generates it. */
export const ROUTE_TREE = resolve(import.meta.dirname, '../../../web/routeTree.gen.ts');

/**
 * A built client as Vite and our plugins leave it: hashed assets, an unhashed file, index.html, the
 * list of the route tree's routes (the game page's with its chunk), each text file with its .br and .gz,
 * and an image without them.
 */
export async function clientFixture(): Promise<{ dir: string; remove: () => void }> {
  const dir = mkdtempSync(join(tmpdir(), 'pw-client-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), PAGE);
  writeFileSync(join(dir, 'assets', 'index-D3oCuBvD.js'), SCRIPT);
  writeFileSync(join(dir, GAME_CHUNK), SCRIPT);
  writeFileSync(join(dir, 'assets', 'index-Cpzt4s0b.css'), 'body { color: #140a2e; }\n'.repeat(20));
  writeFileSync(join(dir, 'assets', 'prize-AbCd_-12.png'), IMAGE);
  writeFileSync(
    join(dir, 'favicon.svg'),
    `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(50)}</svg>`,
  );
  await writeClientRoutes(ROUTE_TREE, dir, () => ({ '/game/$id': [GAME_CHUNK] }));
  await precompressDir(dir);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
