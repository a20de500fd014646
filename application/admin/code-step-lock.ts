import type { Administrator } from '../../domain/admin/administrator';
import {
  admitCodeCheck,
  afterRightCode,
  type CodeChecks,
  lockedAt,
  WRONG_CODES_TO_LOCK,
} from '../../domain/admin-security/code-lock';
import type { Clock } from '../shared/ports/clock';
import type { Logger } from '../shared/ports/logger';
import type { Outbox } from '../shared/ports/outbox';
import type { UnitOfWork } from '../shared/ports/unit-of-work';
import type { AdminTwoFactorStore } from './ports/admin-two-factor-store';

/** The stores it uses, bound to one transaction. */
type Stores = { outbox: Outbox };

/** A code admitted to be checked, and the lock it starts if it is wrong (it was the last one allowed). */
export interface AdmittedCode {
  startsLock: Date | null;
}

/** Compare-and-set rounds before giving up; each lost round means another check was counted. */
const MAX_ROUNDS = 200;

/**
 * The code step's lock per administrator account (domain/admin-security/code-lock.ts): every code
 * is counted before it is checked, by a compare-and-set on the account's counter, so parallel codes
 * from any number of addresses are counted one by one. When the code that started the lock turns
 * out wrong, the administrator is e-mailed (through the outbox).
 */
export class CodeStepLock {
  constructor(
    private readonly store: Pick<AdminTwoFactorStore, 'codeChecks' | 'saveCodeChecks'>,
    private readonly unitOfWork: UnitOfWork<Stores>,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  /** When the account's code step opens again; null when it is open. */
  async lockedUntil(adminId: number): Promise<Date | null> {
    return lockedAt((await this.store.codeChecks(adminId)).checks, this.clock.now());
  }

  /** Counts a code about to be checked: admitted, or refused with the end of the lock. */
  async admit(adminId: number): Promise<AdmittedCode | { lockedUntil: Date }> {
    const at = this.clock.now();
    return this.update<AdmittedCode | { lockedUntil: Date }>(adminId, (checks) => {
      const admission = admitCodeCheck(checks, at);
      if (!admission.admitted) return { next: null, answer: { lockedUntil: admission.lockedUntil } };
      return { next: admission.next, answer: { startsLock: admission.startsLock } };
    });
  }

  /** The admitted code was right: the count starts over (and the lock it started is lifted). */
  async right(adminId: number, code: AdmittedCode): Promise<void> {
    const at = this.clock.now();
    await this.update(adminId, (checks) => {
      const next = afterRightCode(checks, code.startsLock, at);
      return { next: next === checks ? null : next, answer: undefined };
    });
  }

  /** The admitted code was wrong: if it was the last one allowed, the lock stands and the administrator is told. */
  async wrong(
    admin: Pick<Administrator, 'id' | 'email' | 'firstName'>,
    code: AdmittedCode,
    address: string | null,
  ) {
    if (!code.startsLock) return;
    const at = this.clock.now();
    this.logger.warn(
      { adminId: admin.id, address, lockedUntil: code.startsLock.toISOString() },
      'administrator two-factor code step locked after wrong codes',
    );
    await this.unitOfWork.run((tx) =>
      tx.outbox.enqueue(
        {
          to: admin.email,
          message: {
            kind: 'admin-two-factor-locked',
            firstName: admin.firstName,
            wrongCodes: WRONG_CODES_TO_LOCK,
            lockedAt: at.toISOString(),
            lockedUntil: code.startsLock?.toISOString() ?? at.toISOString(),
            address,
          },
        },
        at,
      ),
    );
  }

  private async update<T>(
    adminId: number,
    decide: (checks: CodeChecks) => { next: CodeChecks | null; answer: T },
  ): Promise<T> {
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const { checks, revision } = await this.store.codeChecks(adminId);
      const { next, answer } = decide(checks);
      if (next === null || (await this.store.saveCodeChecks(adminId, revision, next))) return answer;
    }
    throw new Error(`the code step counter of administrator ${adminId} could not be saved`);
  }
}
