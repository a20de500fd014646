import pino, { type Logger as Pino } from 'pino';
import type { LogFields, Logger } from '../../application/shared/ports/logger';

export type LogFormat = 'json' | 'pretty' | 'silent';

/** The Logger port on pino: JSON lines in production, pino-pretty's readable lines in development. */
export class PinoLogger implements Logger {
  constructor(private readonly pino: Pino) {}

  static create(format: LogFormat, level = 'info'): PinoLogger {
    if (format === 'silent') return new PinoLogger(pino({ level: 'silent' }));
    if (format === 'pretty') {
      return new PinoLogger(
        pino({ level, transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } }),
      );
    }
    return new PinoLogger(pino({ level }));
  }

  info(fields: LogFields, message: string): void {
    this.pino.info(fields, message);
  }

  warn(fields: LogFields, message: string): void {
    this.pino.warn(fields, message);
  }

  error(fields: LogFields, message: string): void {
    this.pino.error(fields, message);
  }

  child(fields: LogFields): Logger {
    return new PinoLogger(this.pino.child(fields));
  }
}
