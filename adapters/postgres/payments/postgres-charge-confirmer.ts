import { randomUUID } from 'node:crypto';
import type {
  ApprovedCharge,
  ChargeConfirmer,
  ConfirmOutcome,
} from '../../../application/payments/ports/charge-confirmer';
import { messageIdOf } from '../../mail/message-id';
import { instantNoticeParameter } from '../games/instant-notice';
import type { Queryable } from '../queryable';

interface ConfirmRow {
  outcome: 'confirmed' | 'settled-before';
  game_id: number | null;
  instant_k: number | null;
  instant_name: string | null;
  instant_value_cents: number | null;
}

/**
 * The confirm is one statement in autocommit (charge_confirm), so an approved charge
 * is settled in one round trip, its commit included. The statement decides no rule: the claim's
 * transition, the event's wording, the instant notice and the receipt e-mail come with the request.
 */
export class PostgresChargeConfirmer implements ChargeConfirmer {
  constructor(private readonly sql: Queryable) {}

  async approved(c: ApprovedCharge): Promise<ConfirmOutcome> {
    const mail = c.receipt ? randomUUID() : null;
    const [row] = await this.sql<ConfirmRow[]>`
      SELECT * FROM charge_confirm(${c.attempt.id}, ${c.attempt.claimId},
        ${c.gatewayPaymentId}, ${c.amountCents}, ${c.at}, ${c.claimStatus.from}, ${c.claimStatus.to},
        ${c.event.kind}, ${c.event.action}, ${c.notice.deadline}, ${instantNoticeParameter(this.sql, c.notice)},
        ${mail}::uuid, ${mail && messageIdOf(mail)}, ${c.receipt?.to ?? null}, ${c.receipt?.message.kind ?? null},
        ${c.receipt ? this.sql.json(c.receipt.message as never) : null})`;
    if (!row) throw new Error(`charge_confirm answered nothing for attempt ${c.attempt.id}`);
    if (row.outcome === 'settled-before') return { kind: 'settled-before' };
    const won = row.instant_k !== null && row.instant_name !== null;
    return {
      kind: 'confirmed',
      gameId: Number(row.game_id),
      instantWin: won
        ? {
            k: row.instant_k ?? 0,
            name: row.instant_name ?? '',
            valueCents: Number(row.instant_value_cents),
            winnerId: await this.winnerIdOf(c.attempt.claimId),
          }
        : null,
    };
  }

  /**
   * The winner id of the instant prize the claim won, read after the confirm (committed): charge_confirm
   * keeps its answer's columns, so a release changing it stays rolling. Only a won prize costs this read.
   */
  private async winnerIdOf(claimId: string): Promise<number> {
    const [prize] = await this.sql<{ winner_id: string | number }[]>`
      SELECT winner_id FROM instant_prizes WHERE claim_id = ${claimId}::uuid`;
    return Number(prize?.winner_id ?? 0);
  }
}
