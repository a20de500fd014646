import { type ChildProcess, fork } from 'node:child_process';
import { stopChild } from './server-process';

/** autocannon's figures for one case: successful answers per second and the latency histogram (ms). */
export interface LoadResult {
  ok: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  max: number;
  seconds: number;
  non2xx: number;
  errors: number;
  statusCodes: Record<string, number>;
}

export type LoadJob =
  | {
      kind: 'get';
      url: string;
      path: string;
      connections: number;
      seconds: number;
      headers?: Record<string, string>;
    }
  | { kind: 'spins'; url: string; connections: number; pairs: { cookie: string; gameId: number }[] };

/** The load process (load-process.mjs), kept for the whole run; jobs sent together run together. */
export class LoadGenerator {
  private nextId = 0;
  private readonly waiting = new Map<number, { done: (r: LoadResult[]) => void; fail: (e: Error) => void }>();

  private constructor(private readonly child: ChildProcess) {
    child.on('message', (message: { id: number; results?: LoadResult[]; error?: string }) => {
      const waiter = this.waiting.get(message.id);
      this.waiting.delete(message.id);
      if (message.results) waiter?.done(message.results);
      else waiter?.fail(new Error(`load process: ${message.error}`));
    });
  }

  static start(): LoadGenerator {
    return new LoadGenerator(fork(new URL('./load-process.mjs', import.meta.url), { stdio: 'inherit' }));
  }

  /** The load process's id (its CPU is counted apart, process-cpu.ts). */
  get pid(): number | null {
    return this.child.pid ?? null;
  }

  run(...jobs: LoadJob[]): Promise<LoadResult[]> {
    const id = this.nextId++;
    return new Promise((done, fail) => {
      this.waiting.set(id, { done, fail });
      this.child.send({ id, jobs });
    });
  }

  async one(job: LoadJob): Promise<LoadResult> {
    const [result] = await this.run(job);
    if (!result) throw new Error('the load process answered no result');
    return result;
  }

  stop(): Promise<void> {
    return stopChild(this.child);
  }
}
