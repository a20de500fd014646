import type { DrainState } from '../../application/operations/ports/drain-state';

/** This process's drain flag: set once, when the server is asked to stop; never cleared. */
export class ProcessDrain implements DrainState {
  private started = false;

  get draining(): boolean {
    return this.started;
  }

  start(): void {
    this.started = true;
  }
}
