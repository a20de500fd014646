import { describe, expect, it } from 'vitest';
import { RecordingLogger } from '../../../adapters/memory/recording-logger';
import { startReconcilerLoop } from '../../../adapters/reconciler-loop';
import type { ReconcileReport } from '../../../application/reconcile-payments';

const EMPTY: ReconcileReport = { settled: 0, stillPending: 0, released: 0 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A reconciler whose runs take `runMs` and which records how many overlap. */
function slowReconciler(runMs: number) {
  const state = { runs: 0, running: 0, maxRunning: 0, finished: 0 };
  return {
    state,
    async execute(): Promise<ReconcileReport> {
      state.runs++;
      state.running++;
      state.maxRunning = Math.max(state.maxRunning, state.running);
      await sleep(runMs);
      state.running--;
      state.finished++;
      return EMPTY;
    },
  };
}

describe('the reconciler loop of a server process', () => {
  it('runs periodically, one run at a time, and stop() waits for the run in progress', async () => {
    const reconciler = slowReconciler(40);
    const loop = startReconcilerLoop(reconciler, 10, new RecordingLogger());
    await sleep(200);
    expect(reconciler.state.runs).toBeGreaterThanOrEqual(2);
    expect(reconciler.state.maxRunning).toBe(1);
    await loop.stop();
    expect(reconciler.state.running).toBe(0);
    const runs = reconciler.state.runs;
    await sleep(60);
    expect(reconciler.state.runs).toBe(runs);
  });

  it('keeps going after a failed run, and does nothing when turned off', async () => {
    let calls = 0;
    const failing = {
      async execute(): Promise<ReconcileReport> {
        calls++;
        throw new Error('database unavailable');
      },
    };
    const logger = new RecordingLogger();
    const loop = startReconcilerLoop(failing, 10, logger);
    await sleep(80);
    await loop.stop();
    expect(calls).toBeGreaterThanOrEqual(2);
    // Each failure reaches the operator through the Logger port, with the error attached.
    expect(logger.lines.length).toBe(calls);
    expect(logger.lines[0]).toMatchObject({ level: 'error', message: 'payments reconciler failed' });
    expect(logger.lines[0]?.fields.err).toMatchObject({ message: 'database unavailable' });

    const idle = slowReconciler(1);
    const off = startReconcilerLoop(idle, 0, new RecordingLogger());
    await sleep(30);
    await off.stop();
    expect(idle.state.runs).toBe(0);
  });
});
