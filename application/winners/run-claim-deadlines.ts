import { inject, injectable } from 'inversify';
import { taxRecordsExpireBefore } from '../../domain/winners/claim-retention';
import { reminderDue, windowPassed } from '../../domain/winners/claim-window';
import { sourcesOf } from '../../domain/winners/prize-claim';
import type { AccountAddresses } from '../shared/ports/account-addresses';
import type { Clock } from '../shared/ports/clock';
import type { EventLog } from '../shared/ports/event-log';
import type { UnitOfWork } from '../shared/ports/unit-of-work';
import { CLOCK, UNIT_OF_WORK } from '../shared/tokens';
import type { PrizeClaim, PrizeClaims } from './ports/prize-claims';
import { Redraw } from './redraw';
import { type SetAsideStores, setAsideWinner } from './set-aside-winner';

/** The stores it uses, bound to one transaction. */
type Stores = SetAsideStores & { users: AccountAddresses; events: EventLog; prizeClaims: PrizeClaims };

/** Claims looked at per run at most; the next run takes the rest. */
const BATCH = 200;
const WINDOW_PASSED_REASON = 'The claim window passed without a claim';
const CLAIM_WINDOW = 'claim window';

export interface ClaimDeadlinesReport {
  reminded: number[];
  forfeited: number[];
  /** Tax records of erased accounts erased now, their years of keeping over. */
  purged: number;
}

/**
 * Run by every server process on a schedule (adapters/loops/claims-loop.ts): each claim still waiting
 * gets its reminder at a third and two thirds of the window, and once the window passed it is
 * forfeited, its winner set aside and told, the operator told in the activity list (and the game,
 * left without a winner, among the Overview's alerts), and the prize redrawn with 'automaticRedraw'
 * on. Each step is a compare-and-set, so across processes a reminder leaves and a claim is
 * forfeited exactly once. It also erases the tax records erased accounts left once kept long
 * enough (domain/winners/claim-retention.ts).
 */
@injectable()
export class RunClaimDeadlines {
  constructor(
    @inject(UNIT_OF_WORK) private readonly uow: UnitOfWork<Stores>,
    @inject(Redraw) private readonly redraw: Redraw,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(): Promise<ClaimDeadlinesReport> {
    const now = this.clock.now();
    const purged = await this.uow.run((tx) => tx.prizeClaims.purgeTaxRecords(taxRecordsExpireBefore(now)));
    const report: ClaimDeadlinesReport = { reminded: [], forfeited: [], purged };
    const waiting = await this.uow.run((tx) => tx.prizeClaims.listWaiting(BATCH));
    for (const claim of waiting) {
      if (windowPassed(claim.deadline, now)) {
        const forfeited = await this.forfeit(claim, now);
        if (forfeited) {
          report.forfeited.push(claim.winnerId);
          // An instant winner's claim sets no main winner aside: nothing to draw again.
          if (forfeited === 'set-aside') await this.redraw.afterSetAside(claim.gameId);
        }
        continue;
      }
      const n = reminderDue(claim, now);
      if (n !== null && (await this.remind(claim, n, now))) report.reminded.push(claim.winnerId);
    }
    return report;
  }

  private forfeit(claim: PrizeClaim, now: Date): Promise<false | 'set-aside' | 'instant'> {
    return this.uow.run(async (tx) => {
      const change = { from: sourcesOf('expire'), to: 'forfeited' as const, at: now, by: CLAIM_WINDOW };
      if (!(await tx.prizeClaims.change(claim.winnerId, change))) return false;
      const main = (await setAsideWinner(tx, claim.winnerId, WINDOW_PASSED_REASON, now, true)) !== null;
      await tx.events.record({
        kind: 'winner',
        userId: claim.userId,
        adminId: null,
        gameId: claim.gameId,
        number: claim.number,
        amountCents: null,
        action: main
          ? 'Prize forfeited: the claim window passed; redraw the game'
          : 'Instant prize forfeited: the claim window passed',
        at: now,
      });
      return main ? 'set-aside' : 'instant';
    });
  }

  private remind(claim: PrizeClaim, n: number, now: Date): Promise<boolean> {
    return this.uow.run(async (tx) => {
      if (!(await tx.prizeClaims.markReminded(claim.winnerId, n))) return false;
      const user = await tx.users.findById(claim.userId);
      if (!user) return true;
      const message = {
        kind: 'claim-reminder' as const,
        firstName: user.firstName,
        gameName: claim.gameName,
        prize: claim.prize,
        winnerId: claim.winnerId,
        claimBy: claim.deadline.toISOString(),
        ...(claim.instant ? { instant: true as const } : {}),
      };
      await tx.outbox.enqueue({ to: user.email, message }, now);
      return true;
    });
  }
}
