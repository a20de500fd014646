import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';

/** Vite's dev server: the browser's origin in development, proxying /api and /trpc to the API server. */
const VITE_ORIGIN = 'http://localhost:5173';

/** `npm run dev`: the API server restarting on change, and Vite's dev server (proxying /api and /trpc). */
const root = resolve(import.meta.dirname, '..');
const apiEnv = { ...process.env, LOG_FORMAT: 'pretty', DEV_ORIGIN: VITE_ORIGIN };
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'adapters/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: apiEnv,
  }),
  spawn(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), '--port', '5173', '--strictPort'], {
    cwd: root,
    stdio: 'inherit',
  }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
