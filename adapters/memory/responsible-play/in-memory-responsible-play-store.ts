import type {
  ResponsiblePlay,
  ResponsiblePlayStore,
} from '../../../application/responsible-play/ports/responsible-play-store';
import { countsAsSpending } from '../../../domain/play/number-claim';
import { NO_LIMITS, type SpendingLimits } from '../../../domain/responsible-play/spending-limits';
import type { PlayerRecord } from '../../../domain/responsible-play/spin-terms';
import type { Cents } from '../../../domain/shared/money';
import { type Changes, type InMemoryStore, setEntry } from '../in-memory-store';

export class InMemoryResponsiblePlayStore implements ResponsiblePlayStore {
  constructor(
    private readonly store: InMemoryStore,
    private readonly changes?: Changes,
  ) {}

  async find(userId: number): Promise<ResponsiblePlay | null> {
    const record = this.store.responsiblePlay.get(userId);
    return record ? structuredClone(record) : null;
  }

  async findWithRevision(userId: number): Promise<PlayerRecord | null> {
    const record = await this.find(userId);
    return record ? { ...record, revision: this.store.responsiblePlayRevisions.get(userId) ?? 0 } : null;
  }

  /** Units of work already run one at a time here, so reading is locking. */
  lock(userId: number): Promise<ResponsiblePlay | null> {
    return this.find(userId);
  }

  async saveLimits(userId: number, limits: SpendingLimits, _at: Date): Promise<void> {
    const record = this.existing(userId);
    setEntry(
      this.store.responsiblePlay,
      userId,
      { ...record, limits: structuredClone(limits) },
      this.changes,
    );
    this.revise(userId);
  }

  async extendExclusion(userId: number, until: Date, _at: Date): Promise<Date> {
    const record = this.existing(userId);
    const kept = record.excludedUntil && record.excludedUntil > until ? record.excludedUntil : until;
    setEntry(this.store.responsiblePlay, userId, { ...record, excludedUntil: new Date(kept) }, this.changes);
    this.revise(userId);
    return new Date(kept);
  }

  async spentSince(userId: number, since: readonly Date[]): Promise<Cents[]> {
    const claims = [...this.store.claims.values()].filter((c) => c.userId === userId && countsAsSpending(c));
    return since.map((from) =>
      claims.reduce((sum, c) => (c.createdAt.getTime() >= from.getTime() ? sum + c.priceCents : sum), 0),
    );
  }

  async excludedAmong(userIds: readonly number[], at: Date): Promise<Set<number>> {
    return new Set(
      userIds.filter((id) => {
        const until = this.store.responsiblePlay.get(id)?.excludedUntil;
        return until !== null && until !== undefined && until.getTime() > at.getTime();
      }),
    );
  }

  /** Like the revision column: every change of the record moves it. */
  private revise(userId: number): void {
    const revisions = this.store.responsiblePlayRevisions;
    setEntry(revisions, userId, (revisions.get(userId) ?? 0) + 1, this.changes);
  }

  private existing(userId: number): ResponsiblePlay {
    if (!this.store.users.has(userId)) throw new Error(`Unknown user ${userId}`);
    return this.store.responsiblePlay.get(userId) ?? { limits: NO_LIMITS, excludedUntil: null };
  }
}
