/**
 * Holds every caller of `pass()` until the test opens it, and tells the test when a given number
 * have arrived: how a test keeps calls in flight at once without betting on how long they take.
 */
export class Gate {
  private arrived = 0;
  private readonly waiters = new Set<{ count: number; resolve: () => void }>();
  private release: () => void = () => {};
  private readonly opened = new Promise<void>((resolve) => {
    this.release = resolve;
  });

  /** Waits here until the gate is open. */
  async pass(): Promise<void> {
    this.arrived++;
    for (const waiter of this.waiters) {
      if (this.arrived < waiter.count) continue;
      this.waiters.delete(waiter);
      waiter.resolve();
    }
    await this.opened;
  }

  /** Resolves once `count` calls have reached the gate. */
  arrivals(count: number): Promise<void> {
    return new Promise((resolve) => {
      if (this.arrived >= count) resolve();
      else this.waiters.add({ count, resolve });
    });
  }

  /** Lets every waiting and later caller through. */
  open(): void {
    this.release();
  }
}
