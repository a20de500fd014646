import { inject, injectable } from 'inversify';
import { requestIdReused } from '../../domain/payments/payment.errors';
import type { NumberClaim } from '../../domain/play/number-claim';
import type { DomainError } from '../../domain/shared/errors';
import { err, ok, type Result } from '../../domain/shared/result';
import type { InstantPrizes, NumberPool } from '../games';
import {
  answerOf,
  ClaimCharger,
  PAYMENT_TIMINGS,
  type PaidSpin,
  type PaymentLedger,
  type PaymentTimings,
  receiptFactsOf,
  type Sleep,
  sleep,
} from '../payments';
import type { ResponsiblePlayStore } from '../responsible-play';
import type { Clock } from '../shared/ports/clock';
import type { IdGenerator } from '../shared/ports/id-generator';
import type { SettingsStore } from '../shared/ports/settings-store';
import { CLOCK, IDS, REPOSITORIES, SETTINGS } from '../shared/tokens';
import { ensureNotInMaintenance } from './ensure-not-in-maintenance';
import type { SpinDesk } from './ports/spin-desk';
import { checkPaidSpin, RELEASE_BATCH, reservePaidSpin } from './reserve-paid-spin';
import { SPIN_DESK } from './tokens';

/** The stores it reads and writes. */
type Stores = {
  numbers: NumberPool;
  payments: PaymentLedger;
  responsiblePlay: ResponsiblePlayStore;
  instantPrizes: InstantPrizes;
};

const POLL_MS = 100;

/**
 * The paid spin: reserve a uniformly drawn number, charge its price to the default card, confirm.
 * One server call, so nobody sees a number before it is paid for or held.
 * A request id seen before returns the first spin's answer and never charges again. The player's
 * own checks run before the game's lock; under it, one atomic step of the SpinDesk (one round trip
 * on PostgreSQL): the draw, the claim and the attempt's insert.
 */
@injectable()
export class SpinWheel {
  constructor(
    @inject(SPIN_DESK) private readonly spins: SpinDesk,
    @inject(REPOSITORIES) private readonly repos: Stores,
    @inject(ClaimCharger) private readonly charger: ClaimCharger,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(IDS) private readonly ids: IdGenerator,
    @inject(SETTINGS) private readonly settings: Pick<SettingsStore, 'get'>,
    @inject(PAYMENT_TIMINGS) private readonly timings: PaymentTimings,
    private readonly pause: Sleep = sleep,
  ) {}

  async execute(input: {
    userId: number;
    gameId: number;
    requestId: string;
  }): Promise<Result<PaidSpin, DomainError>> {
    const now = this.clock.now();
    // One round trip for the reads before the lock (the game's expired holds going back first),
    // beside the maintenance check (a cached setting, most often no round trip at all).
    const [read, open] = await Promise.all([
      this.spins.preflight({ ...input, now, releaseLimit: RELEASE_BATCH }),
      ensureNotInMaintenance(this.settings),
    ]);
    if (read.seen) return this.repeat(read.seen, input.gameId);
    if (!open.ok) return open;
    const checked = checkPaidSpin(read, { ...input, now });
    if (!checked.ok) return checked;
    if (checked.value.kind === 'repeat') return this.repeat(checked.value.claim, input.gameId);
    const { card } = checked.value;

    const reservation = {
      ...input,
      claimId: this.ids.uuid(),
      now,
      pendingGraceMs: this.timings.pendingGraceMs,
      claimWindowHours: await this.settings.get('claimWindowHours'),
    };
    const reserved = await reservePaidSpin(this.spins, this.repos, reservation, card);
    if (!reserved.ok) return reserved;
    if (reserved.value.kind === 'repeat') return this.repeat(reserved.value.claim, input.gameId);
    const { claim, attempt, soldOut } = reserved.value;
    // The receipt's facts as the preflight read them (the confirm reads nothing again), its draw time
    // from this spin's take when it sold the game out.
    const receipt = read.receipt && receiptFactsOf(read.receipt, claim.number, soldOut ? now : null);
    const charged = attempt ? await this.charger.charge(attempt, 'request', receipt) : null;
    if (charged?.confirmed) {
      // Confirmed by this request: its answer is known, nothing to read again.
      const { at, instantWin } = charged.confirmed;
      return ok({ claim: { ...claim, status: 'paid', settledAt: at }, status: 'paid', instantWin });
    }
    return answerOf(
      (await this.repos.numbers.findById(claim.id)) ?? claim,
      this.repos.payments,
      this.repos.instantPrizes,
    );
  }

  /** The first spin's answer; while its charge is still being confirmed, wait for it briefly. */
  private async repeat(first: NumberClaim, gameId: number): Promise<Result<PaidSpin, DomainError>> {
    if (first.gameId !== gameId) return err(requestIdReused());
    let claim = first;
    const deadline = this.clock.now().getTime() + this.timings.repeatWaitMs;
    // Bounded by the number of polls too, so a clock that does not move (a test's) cannot stall it.
    for (let polls = Math.ceil(this.timings.repeatWaitMs / POLL_MS); polls > 0; polls--) {
      if (claim.status !== 'pending' || this.clock.now().getTime() >= deadline) break;
      await this.pause(POLL_MS);
      claim = (await this.repos.numbers.findById(claim.id)) ?? claim;
    }
    return answerOf(claim, this.repos.payments, this.repos.instantPrizes);
  }
}
