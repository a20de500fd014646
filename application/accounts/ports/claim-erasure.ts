import type { TaxRecordRule } from '../../../domain/winners/claim-retention';

/**
 * Deleting an account erases the winner's personal data from their prize claims, in its own
 * transaction. Accounts owns this narrow view, so it never reaches into winners (which depends on
 * accounts for the winners' addresses); the prize claims store satisfies it.
 */
export interface ClaimErasure {
  eraseForAccount(userId: number, keep: TaxRecordRule): Promise<number>;
}
