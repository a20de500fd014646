/** Structured fields attached to a log line (ids, counts, an `err` for a caught error). */
export type LogFields = Record<string, unknown>;

/**
 * Where application code reports what an operator should see: failures it survived (a card that
 * could not be disabled, a charge whose outcome is unknown) and background work (the reconciler).
 * Production writes JSON lines through pino (adapters/logging/pino-logger.ts).
 */
export interface Logger {
  info(fields: LogFields, message: string): void;
  warn(fields: LogFields, message: string): void;
  error(fields: LogFields, message: string): void;
  /** A logger whose every line carries these fields too (a request id, a use case's name). */
  child(fields: LogFields): Logger;
}
