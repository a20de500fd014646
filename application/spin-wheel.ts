import type { DomainError } from '../domain/errors';
import type { NumberClaim } from '../domain/number-claim';
import { requestIdReused } from '../domain/payment.errors';
import { err, type Result } from '../domain/result';
import type { ClaimCharger } from './claim-charger';
import { ensureNotInMaintenance } from './ensure-not-in-maintenance';
import { answerOf, type PaidSpin } from './paid-spin-answer';
import type { PaymentTimings } from './payment-timings';
import { sleep } from './payment-timings';
import type { Clock } from './ports/clock';
import type { IdGenerator } from './ports/id-generator';
import type { RandomSource } from './ports/random-source';
import type { SettingsStore } from './ports/settings-store';
import type { Repositories, UnitOfWork } from './ports/unit-of-work';
import { type Reservation, reservePaidSpin } from './reserve-paid-spin';

const POLL_MS = 100;

/**
 * The paid spin: reserve a uniformly drawn number, charge its price to the default card, confirm
 * (DESIGN.md section 3). One server call, so nobody sees a number before it is paid for or held.
 * A request id seen before returns the first spin's answer and never charges again.
 */
export class SpinWheel {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly repos: Repositories,
    private readonly charger: ClaimCharger,
    private readonly random: RandomSource,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
    private readonly settings: Pick<SettingsStore, 'get'>,
    private readonly timings: PaymentTimings,
  ) {}

  async execute(input: {
    userId: number;
    gameId: number;
    requestId: string;
  }): Promise<Result<PaidSpin, DomainError>> {
    const seen = await this.repos.numbers.findByRequestId(input.userId, input.requestId);
    if (seen) return this.repeat(seen, input.gameId);
    const open = await ensureNotInMaintenance(this.settings);
    if (!open.ok) return open;

    const reserved = await this.reserve(input);
    if (!reserved.ok) return reserved;
    if (reserved.value.kind === 'repeat') return this.repeat(reserved.value.claim, input.gameId);
    const { claim, attempt } = reserved.value;
    if (attempt) await this.charger.run(attempt, 'request');
    return answerOf((await this.repos.numbers.findById(claim.id)) ?? claim, this.repos.payments);
  }

  private async reserve(input: { userId: number; gameId: number; requestId: string }) {
    const reservation = {
      ...input,
      claimId: this.ids.uuid(),
      now: this.clock.now(),
      pendingGraceMs: this.timings.pendingGraceMs,
    };
    try {
      return await this.uow.run((tx) => reservePaidSpin(tx, this.random, reservation));
    } catch (error) {
      // The request id's unique key: a concurrent request with this id (in another game) won.
      const first = await this.repos.numbers.findByRequestId(input.userId, input.requestId);
      if (!first) throw error;
      return { ok: true as const, value: { kind: 'repeat', claim: first } satisfies Reservation };
    }
  }

  /** The first spin's answer; while its charge is still being confirmed, wait for it briefly. */
  private async repeat(first: NumberClaim, gameId: number): Promise<Result<PaidSpin, DomainError>> {
    if (first.gameId !== gameId) return err(requestIdReused());
    let claim = first;
    const deadline = Date.now() + this.timings.repeatWaitMs;
    while (claim.status === 'pending' && Date.now() < deadline) {
      await sleep(POLL_MS);
      claim = (await this.repos.numbers.findById(claim.id)) ?? claim;
    }
    return answerOf(claim, this.repos.payments);
  }
}
