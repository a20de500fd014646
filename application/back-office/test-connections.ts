import { inject, injectable } from 'inversify';
import type { Clock } from '../shared/ports/clock';
import { DATABASE_TIMEOUT_MS, type DatabaseStats } from '../shared/ports/database-stats';
import { CLOCK, port } from '../shared/tokens';
import { MAIL_CHECK, PAYMENTS_CHECK } from './tokens';

export interface ConnectionCheck {
  name: 'database' | 'payments' | 'mail';
  ok: boolean;
  /** Time the check took, by the Clock. */
  elapsedMs: number;
  detail: string;
}

/** Test Connection: really reaches each service the site depends on, each check on its own. */
@injectable()
export class TestConnections {
  constructor(
    @inject(port('databaseStats')) private readonly database: DatabaseStats,
    /** The payment gateway (its PaymentGateway port answers this). */
    @inject(PAYMENTS_CHECK)
    private readonly gateway: { checkConnection(): Promise<{ ok: true } | { ok: false; reason: string }> },
    @inject(CLOCK) private readonly clock: Clock,
    /** The mail server (its Mailer port answers this). */
    @inject(MAIL_CHECK) private readonly mailer: { checkConnection(): Promise<'verified' | 'kept'> },
  ) {}

  execute(): Promise<ConnectionCheck[]> {
    return Promise.all([
      this.check('database', async () => {
        const latencyMs = await this.database.ping(DATABASE_TIMEOUT_MS);
        return { ok: true, detail: `select 1 answered in ${latencyMs.toFixed(1)} ms` };
      }),
      this.check('payments', async () => {
        const answer = await this.gateway.checkConnection();
        return answer.ok
          ? { ok: true, detail: 'The payment gateway answered' }
          : { ok: false, detail: answer.reason };
      }),
      this.check('mail', async () =>
        (await this.mailer.checkConnection()) === 'verified'
          ? { ok: true, detail: 'The mail server answered' }
          : { ok: true, detail: 'kept: no SMTP_URL, e-mail is kept for the admin Mail tab' },
      ),
    ]);
  }

  private async check(
    name: ConnectionCheck['name'],
    run: () => Promise<{ ok: boolean; detail: string }>,
  ): Promise<ConnectionCheck> {
    const started = this.clock.now().getTime();
    const result = await run().catch((error: unknown) => ({
      ok: false,
      detail: error instanceof Error ? error.message : String(error),
    }));
    return { name, ...result, elapsedMs: this.clock.now().getTime() - started };
  }
}
