/** Unique ids for spins (UUIDs: they double as payment idempotency keys, at most 45 characters). */
export interface IdGenerator {
  uuid(): string;
}
