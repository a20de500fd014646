import { type ChildProcess, spawn } from 'node:child_process';
import { freePort } from '../../adapters/cli/drill/scratch-cluster';

export interface ServerProcess {
  url: string;
  /** The operating-system process (a test sends it signals and watches its exit). */
  child: ChildProcess;
  stop(): Promise<void>;
}

/**
 * How the server under test is started: the compiled server `npm start` runs (dist/server/main.js, one
 * JavaScript module: no loader compiling the sources in each process), which the caller has compiled
 * first (the tests' global set-up, the bench), so that processes started together never compile it
 * side by side.
 */
export function serverCommand(): { command: string; args: string[] } {
  // BENCH_CPU_PROF=<dir>: each server writes a V8 CPU profile there when it stops (open it in
  // Chrome's DevTools, Performance tab), to see where a case's time goes.
  const dir = process.env.BENCH_CPU_PROF;
  const profile = dir ? ['--cpu-prof', '--cpu-prof-dir', dir] : [];
  return { command: process.execPath, args: [...profile, '--enable-source-maps', 'dist/server/main.js'] };
}

/** A free TCP port on the loopback interface, for a child that must be told its port. */
export { freePort };

/**
 * Starts the real server as its own process and resolves once it says it is running: on a free
 * port unless told one (a restart keeps its port), its public URL its own unless told another (a
 * proxy's).
 */
export async function startServerProcess(
  root: string,
  env: Record<string, string>,
  options: { port?: number; publicUrl?: string } = {},
): Promise<ServerProcess> {
  if (options.port !== undefined) return startOnPort(root, env, options.port, options.publicUrl);
  // A port free a moment ago may be taken by then (any connection's local port comes from the same
  // range): on a port it chose itself, a start whose port was taken is tried again on another.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnPort(root, env, await freePort(), options.publicUrl);
    } catch (error) {
      if (attempt === 3 || !String(error).includes('EADDRINUSE')) throw error;
    }
  }
}

async function startOnPort(
  root: string,
  env: Record<string, string>,
  port: number,
  publicUrl: string | undefined,
): Promise<ServerProcess> {
  const url = `http://127.0.0.1:${port}`;
  const { command, args } = serverCommand();
  const child = spawn(command, args, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: publicUrl ?? url,
      DEMO_DATA: '0',
      LOG_FORMAT: 'silent',
      NODE_ENV: 'production',
    },
  });
  await runningSignal(child);
  return { url, child, stop: () => stopChild(child) };
}

function runningSignal(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-8_000);
      if (output.includes('Prize Wheel is running at')) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`the server exited (${code}) before it ran:\n${output}`)));
  });
}

/** SIGTERM (the server closes its pool and loops), then waits for the exit. */
export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
