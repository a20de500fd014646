import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Builds the client when dist/client is missing or older than any file under web/, then serves. */
function newestMtime(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce((newest, entry) => {
    const path = join(dir, entry.name);
    const time = entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs;
    return Math.max(newest, time);
  }, 0);
}

const root = resolve(import.meta.dirname, '..');
const built = join(root, 'dist/client/index.html');
const sources = Math.max(newestMtime(join(root, 'web')), statSync(join(root, 'vite.config.ts')).mtimeMs);
if (!existsSync(built) || statSync(built).mtimeMs < sources) {
  console.log('Building the web client...');
  execFileSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build'], { cwd: root, stdio: 'inherit' });
}
await import('./main');
