// Plain JavaScript: `npm start` runs this before anything is compiled, with no TypeScript loader.
import { spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { buildSync } from 'esbuild';

/** The newest modification time under these files and folders; Infinity when one is missing. */
function newestMtime(paths) {
  return paths.reduce((newest, path) => {
    if (!existsSync(path)) return Number.POSITIVE_INFINITY;
    const stats = statSync(path);
    if (!stats.isDirectory()) return Math.max(newest, stats.mtimeMs);
    const inside = readdirSync(path).map((name) => join(path, name));
    return Math.max(newest, stats.mtimeMs, newestMtime(inside));
  }, 0);
}

const builtAt = (file) => (existsSync(file) ? statSync(file).mtimeMs : Number.NEGATIVE_INFINITY);

/**
 * Builds the client into dist/client, and the server's renderer of its first pages into dist/prerender,
 * when either is missing or older than their sources. Resolves once both are written; the caller may
 * prepare other things meanwhile (tests/support/global-setup.ts makes the test databases).
 */
export async function ensureClientBuilt(root) {
  const sources = ['web', 'domain', 'vite.config.ts', 'adapters/build', 'package-lock.json'];
  // The route list and the renderer too: a build from before they were written is not fresh.
  const built = Math.min(
    builtAt(join(root, 'dist/client/index.html')),
    builtAt(join(root, 'dist/client/client-routes.json')),
    builtAt(join(root, 'dist/prerender/prerender.js')),
  );
  if (built >= newestMtime(sources.map((s) => join(root, s)))) return;
  console.log('Building the web client...');
  // One after the other: both run the router plugin, which writes web/routeTree.gen.ts.
  for (const args of [['build'], ['build', '--ssr', 'prerender.tsx']]) await viteBuild(root, args);
}

/** `vite <args>` in `root`, its output shown; rejects when it fails. */
function viteBuild(root, args) {
  const child = spawn(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), ...args], {
    cwd: root,
    stdio: 'inherit',
    // Always the production build: under vitest NODE_ENV is 'test', which would bundle React's dev build.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`vite ${args.join(' ')} failed (${signal ?? code})`)),
    );
  });
}

const MIGRATIONS = 'adapters/postgres/migrations';
const FUNCTIONS = 'adapters/postgres/functions';

/**
 * Compiles the server (adapters/main.ts and all it imports, e-mail templates included) into one ES
 * module, `<outDir>/main.js`, packages left to node_modules; the migrations and the database
 * functions are copied beside it, where migrate.ts looks for them. Each file is written under a temporary name and renamed, so a
 * server starting meanwhile never reads half a file; main.js comes last, as the build's timestamp.
 */
export function buildServer(root, outDir) {
  const main = join(outDir, 'main.js');
  const result = buildSync({
    absWorkingDir: root,
    entryPoints: ['adapters/main.ts'],
    outfile: main,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    metafile: true,
    write: false,
    logLevel: 'warning',
  });
  for (const [from, to] of [
    [MIGRATIONS, 'migrations'],
    [FUNCTIONS, 'functions'],
  ]) {
    rmSync(join(outDir, to), { recursive: true, force: true });
    cpSync(join(root, from), join(outDir, to), { recursive: true });
  }
  const inputs = JSON.stringify(Object.keys(result.metafile.inputs));
  const files = [
    ...result.outputFiles.filter((file) => file.path !== main).map((file) => [file.path, file.contents]),
    [join(outDir, 'inputs.json'), inputs],
    [main, result.outputFiles.find((file) => file.path === main).contents],
  ];
  for (const [path, contents] of files) {
    const temporary = `${path}.${process.pid}.tmp`;
    writeFileSync(temporary, contents);
    renameSync(temporary, path);
  }
  return main;
}

/** The compiled server's sources as its last build listed them, or null before any build. */
function serverSources(root, outDir) {
  try {
    return JSON.parse(readFileSync(join(outDir, 'inputs.json'), 'utf8')).map((path) => join(root, path));
  } catch {
    return null;
  }
}

/**
 * The compiled server, built again when missing or older than any file it was built from, its
 * migrations and database functions, the dependencies or this build step. Returns the path of its main.js.
 */
export function ensureServerBuilt(root, outDir = join(root, 'dist/server')) {
  const main = join(outDir, 'main.js');
  const sources = serverSources(root, outDir);
  const extra = [
    MIGRATIONS,
    FUNCTIONS,
    'package-lock.json',
    'tsconfig.json',
    'adapters/build/fresh-builds.mjs',
  ];
  if (sources && builtAt(main) >= newestMtime([...sources, ...extra.map((path) => join(root, path))])) {
    return main;
  }
  console.log('Compiling the server...');
  return buildServer(root, dirname(main));
}
