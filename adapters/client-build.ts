import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function newestMtime(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce((newest, entry) => {
    const path = join(dir, entry.name);
    const time = entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs;
    return Math.max(newest, time);
  }, 0);
}

/** Builds the client into dist/client when it is missing or older than any file under web/. */
export function ensureClientBuilt(root: string): void {
  const built = join(root, 'dist/client/index.html');
  const sources = Math.max(newestMtime(join(root, 'web')), statSync(join(root, 'vite.config.ts')).mtimeMs);
  if (existsSync(built) && statSync(built).mtimeMs >= sources) return;
  console.log('Building the web client...');
  execFileSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build'], {
    cwd: root,
    stdio: 'inherit',
    // Always the production build: under vitest NODE_ENV is 'test', which would bundle React's dev build.
    env: { ...process.env, NODE_ENV: 'production' },
  });
}
