import type { LogFields, Logger } from '../../application/shared/ports/logger';

export interface LogLine {
  level: 'info' | 'warn' | 'error';
  message: string;
  fields: LogFields;
}

/** A Logger for tests: keeps every line in memory so a test can assert what was reported. */
export class RecordingLogger implements Logger {
  constructor(
    readonly lines: LogLine[] = [],
    private readonly bound: LogFields = {},
  ) {}

  info(fields: LogFields, message: string): void {
    this.lines.push({ level: 'info', message, fields: { ...this.bound, ...fields } });
  }

  warn(fields: LogFields, message: string): void {
    this.lines.push({ level: 'warn', message, fields: { ...this.bound, ...fields } });
  }

  error(fields: LogFields, message: string): void {
    this.lines.push({ level: 'error', message, fields: { ...this.bound, ...fields } });
  }

  child(fields: LogFields): Logger {
    return new RecordingLogger(this.lines, { ...this.bound, ...fields });
  }
}
