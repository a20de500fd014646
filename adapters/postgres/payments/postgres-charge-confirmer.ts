import { randomUUID } from 'node:crypto';
import type {
  ApprovedCharge,
  ChargeConfirmer,
  ConfirmOutcome,
} from '../../../application/payments/ports/charge-confirmer';
import { messageIdOf } from '../../mail/message-id';
import { instantNoticeParameter, instantNoticeTerms } from '../games/instant-notice';
import { answersByIndex, GroupCommit } from '../group-commit';
import type { Queryable } from '../queryable';

interface ConfirmRow {
  outcome: 'confirmed' | 'settled-before';
  game_id: number | null;
  instant_k: number | null;
  instant_name: string | null;
  instant_value_cents: number | null;
}

/** A confirm to send: the charge, and its receipt's outbox id (null: no receipt). */
interface Confirm {
  charge: ApprovedCharge;
  mail: string | null;
}

/** Every confirm of a process shares one group: the confirms of all its games are one statement. */
const ANY_GAME = 0;

/**
 * The confirm is one statement in autocommit (charge_confirm), so an approved charge
 * is settled in one round trip, its commit included; the confirms that arrive while one is in flight
 * are sent together by the next statement (charge_confirm_batch: group commit), each its own answer.
 * The statement decides no rule: the claim's transition, the event's wording, the instant notice and
 * the receipt e-mail come with the request.
 */
export class PostgresChargeConfirmer implements ChargeConfirmer {
  private readonly confirms: GroupCommit<number, Confirm, ConfirmRow>;

  constructor(private readonly sql: Queryable) {
    this.confirms = new GroupCommit({
      one: (c) => this.confirmAlone(c),
      many: (_, group) => this.confirmGroup(group),
    });
  }

  async approved(c: ApprovedCharge): Promise<ConfirmOutcome> {
    const row = await this.confirms.send(ANY_GAME, { charge: c, mail: c.receipt ? randomUUID() : null });
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

  private async confirmAlone({ charge: c, mail }: Confirm): Promise<ConfirmRow> {
    const [row] = await this.sql<ConfirmRow[]>`
      SELECT * FROM charge_confirm(${c.attempt.id}, ${c.attempt.claimId},
        ${c.gatewayPaymentId}, ${c.amountCents}, ${c.at}, ${c.claimStatus.from}, ${c.claimStatus.to},
        ${c.event.kind}, ${c.event.action}, ${c.notice.deadline}, ${instantNoticeParameter(this.sql, c.notice)},
        ${mail}::uuid, ${mail && messageIdOf(mail)}, ${c.receipt?.to ?? null}, ${c.receipt?.message.kind ?? null},
        ${c.receipt ? this.sql.json(c.receipt.message as never) : null})`;
    if (!row) throw new Error(`charge_confirm answered nothing for attempt ${c.attempt.id}`);
    return row;
  }

  private async confirmGroup(group: Confirm[]): Promise<ConfirmRow[]> {
    const each = group.map(({ charge: c, mail }) => ({
      attempt_id: c.attempt.id,
      claim: c.attempt.claimId,
      payment_id: c.gatewayPaymentId,
      charged_cents: c.amountCents,
      at: c.at,
      pending_status: c.claimStatus.from,
      paid_status: c.claimStatus.to,
      event_kind: c.event.kind,
      event_action: c.event.action,
      claim_deadline: c.notice.deadline,
      claim_notice: instantNoticeTerms(c.notice),
      receipt_id: mail,
      receipt_message_id: mail && messageIdOf(mail),
      receipt_to: c.receipt?.to ?? null,
      receipt_kind: c.receipt?.message.kind ?? null,
      receipt: c.receipt?.message ?? null,
    }));
    const rows = await this.sql<(ConfirmRow & { k: number })[]>`
      SELECT * FROM charge_confirm_batch(${this.sql.json(each as never)})`;
    return answersByIndex(rows, group.length);
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
