import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startReconcilerLoop } from '../../../adapters/loops/reconciler-loop';
import { RecordingLogger } from '../../../adapters/memory/recording-logger';
import type { ReconcileReport } from '../../../application/payments/reconcile-payments';

const EMPTY: ReconcileReport = { settled: 0, stillPending: 0, released: 0 };
const INTERVAL_MS = 10;

/** A reconciler whose runs last until the test finishes them, and which records how many overlap. */
function heldReconciler() {
  const state = { runs: 0, running: 0, maxRunning: 0, finished: 0 };
  const unfinished: (() => void)[] = [];
  return {
    state,
    /** Ends the oldest run in progress. */
    finishRun() {
      const finish = unfinished.shift();
      if (!finish) throw new Error('no run in progress');
      finish();
    },
    execute(): Promise<ReconcileReport> {
      state.runs++;
      state.running++;
      state.maxRunning = Math.max(state.maxRunning, state.running);
      return new Promise((resolve) =>
        unfinished.push(() => {
          state.running--;
          state.finished++;
          resolve(EMPTY);
        }),
      );
    },
  };
}

/** The loop's timer runs on vitest's fake clock, moved by hand: no test waits on real time. */
describe('the reconciler loop of a server process', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs periodically, one run at a time, and stop() waits for the run in progress', async () => {
    const reconciler = heldReconciler();
    const loop = startReconcilerLoop(reconciler, INTERVAL_MS, new RecordingLogger());
    expect(reconciler.state.runs).toBe(0);
    await vi.advanceTimersByTimeAsync(INTERVAL_MS);
    expect(reconciler.state.runs).toBe(1);
    // Many periods go by while the run lasts: no second run starts beside it.
    await vi.advanceTimersByTimeAsync(INTERVAL_MS * 20);
    expect(reconciler.state.runs).toBe(1);
    reconciler.finishRun();
    await vi.advanceTimersByTimeAsync(INTERVAL_MS);
    expect(reconciler.state).toMatchObject({ runs: 2, finished: 1, maxRunning: 1 });

    let stopped = false;
    const stopping = loop.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(INTERVAL_MS * 5);
    expect(stopped, 'stop() returned before the run in progress ended').toBe(false);
    reconciler.finishRun();
    await stopping;
    expect(reconciler.state).toMatchObject({ running: 0, finished: 2 });
    await vi.advanceTimersByTimeAsync(INTERVAL_MS * 20);
    expect(reconciler.state.runs).toBe(2);
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
    const loop = startReconcilerLoop(failing, INTERVAL_MS, logger);
    await vi.advanceTimersByTimeAsync(INTERVAL_MS * 3);
    await loop.stop();
    expect(calls).toBe(3);
    // Each failure reaches the operator through the Logger port, with the error attached.
    expect(logger.lines.length).toBe(calls);
    expect(logger.lines[0]).toMatchObject({ level: 'error', message: 'payments reconciler failed' });
    expect(logger.lines[0]?.fields.err).toMatchObject({ message: 'database unavailable' });

    const idle = heldReconciler();
    const off = startReconcilerLoop(idle, 0, new RecordingLogger());
    await vi.advanceTimersByTimeAsync(INTERVAL_MS * 100);
    await off.stop();
    expect(idle.state.runs).toBe(0);
  });
});
