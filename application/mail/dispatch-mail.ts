import type { Clock } from '../shared/ports/clock';
import type { Logger } from '../shared/ports/logger';
import type { Outbox, OutboxEntry } from '../shared/ports/outbox';
import type { Mailer, MailRenderer, RenderedMessage } from './ports/mailer';

export interface DispatchTimings {
  /** Tries before a message is marked failed. */
  maxTries: number;
  /** The wait after the first failed try; each further failure doubles it, up to maxDelayMs. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** How long a claimed message is kept from other dispatchers while it is being sent. */
  leaseMs: number;
  batchSize: number;
  /**
   * Batches one run may take while each comes back full: a rush's receipts (one a paid spin) are
   * sent in the run that finds them, not 20 every interval (4 a second a process).
   */
  maxBatchesPerRun: number;
}

export const DISPATCH_TIMINGS: DispatchTimings = {
  maxTries: 8,
  baseDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  leaseMs: 5 * 60_000,
  batchSize: 20,
  maxBatchesPerRun: 25,
};

export interface DispatchReport {
  sent: number;
  kept: number;
  retried: number;
  failed: number;
}

/**
 * Sends the outbox's due e-mails. Claims are leased across processes, so no two dispatchers send one
 * message at once; a failed try waits baseDelayMs * 2^(tries-1) (timed by the Clock) and the message
 * is marked failed after maxTries, its last error kept for the operator. Every try of a message has
 * the same Message-ID.
 */
export class DispatchMail {
  constructor(
    private readonly outbox: Outbox,
    private readonly mailer: Mailer,
    private readonly renderer: MailRenderer,
    private readonly clock: Clock,
    private readonly logger: Logger,
    private readonly timings: DispatchTimings = DISPATCH_TIMINGS,
  ) {}

  /** Sends due batches until one comes back short of full, or maxBatchesPerRun were taken. */
  async execute(): Promise<DispatchReport> {
    const report: DispatchReport = { sent: 0, kept: 0, retried: 0, failed: 0 };
    for (let batch = 0; batch < this.timings.maxBatchesPerRun; batch++) {
      const now = this.clock.now();
      const due = await this.outbox.claimDue(
        now,
        new Date(now.getTime() + this.timings.leaseMs),
        this.timings.batchSize,
      );
      for (const entry of due) report[await this.dispatch(entry)]++;
      if (due.length < this.timings.batchSize) break;
    }
    return report;
  }

  private async dispatch(entry: OutboxEntry): Promise<keyof DispatchReport> {
    let rendered: RenderedMessage | null = null;
    try {
      rendered = await this.renderer.render(entry.message);
      const { subject, html, text, headers } = rendered;
      const status =
        entry.to === null
          ? 'kept'
          : await this.mailer.send({
              to: entry.to,
              messageId: entry.messageId,
              subject,
              html,
              text,
              headers,
            });
      await this.outbox.markDelivered(entry.id, status, { subject, html, text }, this.clock.now());
      return status;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const now = this.clock.now();
      if (entry.tries >= this.timings.maxTries) {
        this.logger.error({ err: error, mailId: entry.id, tries: entry.tries }, 'e-mail failed for good');
        const kept = rendered && { subject: rendered.subject, html: rendered.html, text: rendered.text };
        await this.outbox.markFailed(entry.id, reason, kept, now);
        return 'failed';
      }
      const delay = Math.min(this.timings.maxDelayMs, this.timings.baseDelayMs * 2 ** (entry.tries - 1));
      this.logger.warn({ mailId: entry.id, tries: entry.tries, reason }, 'e-mail not sent, will retry');
      await this.outbox.markRetry(entry.id, reason, new Date(now.getTime() + delay));
      return 'retried';
    }
  }
}
