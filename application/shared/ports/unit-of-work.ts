/**
 * Runs work in one database transaction: all of it commits, or none of it. `S` names the stores the
 * work uses (each use case names its own, e.g. `UnitOfWork<{ games: GameRepository }>`); the
 * adapters' unit of work binds every store and so satisfies each use case's narrower type.
 */
export interface UnitOfWork<S> {
  run<T>(work: (tx: S) => Promise<T>): Promise<T>;
}
