import type {
  CardRepository,
  NewCardOnFile,
  StoredCard,
} from '../../../application/payments/ports/card-repository';
import type { CardBrand, PaymentCard } from '../../../domain/payments/payment-card';
import type { Queryable } from '../queryable';

interface CardRow {
  id: number;
  user_id: number;
  gateway_customer_id: string;
  gateway_card_id: string;
  brand: CardBrand;
  last4: string;
  exp_month: number;
  exp_year: number;
  cardholder_name: string | null;
  is_default: boolean;
  created_at: Date;
}

export class PostgresCardRepository implements CardRepository {
  constructor(private readonly sql: Queryable) {}

  async findCustomer(userId: number): Promise<string | null> {
    const [row] = await this.sql<{ gateway_customer_id: string }[]>`
      SELECT gateway_customer_id FROM payment_customers WHERE user_id = ${userId}`;
    return row?.gateway_customer_id ?? null;
  }

  async saveCustomer(userId: number, customerId: string, at: Date): Promise<string> {
    await this.sql`
      INSERT INTO payment_customers (user_id, gateway_customer_id, created_at)
      VALUES (${userId}, ${customerId}, ${at}) ON CONFLICT DO NOTHING`;
    const kept = await this.findCustomer(userId);
    if (kept === null) throw new Error(`Gateway customer ${customerId} belongs to another player`);
    return kept;
  }

  async lockCustomer(userId: number): Promise<boolean> {
    const rows = await this.sql`SELECT 1 FROM payment_customers WHERE user_id = ${userId} FOR UPDATE`;
    return rows.length === 1;
  }

  async add(card: NewCardOnFile): Promise<StoredCard> {
    // A conflict on a unique index (the same card active, or this gateway card id) inserts nothing;
    // a concurrent insert of the same card is waited for, so the copy below is the committed one.
    const [row] = await this.sql<CardRow[]>`
      INSERT INTO payment_cards (user_id, gateway_customer_id, gateway_card_id, brand, last4,
        exp_month, exp_year, cardholder_name, created_at, fingerprint, is_default)
      VALUES (${card.userId}, ${card.gatewayCustomerId}, ${card.gatewayCardId}, ${card.brand},
        ${card.last4}, ${card.expMonth}, ${card.expYear}, ${card.cardholderName}, ${card.createdAt},
        ${card.fingerprint},
        NOT EXISTS (SELECT 1 FROM payment_cards WHERE user_id = ${card.userId} AND is_default))
      ON CONFLICT DO NOTHING
      RETURNING *`;
    if (row) return { card: toCard(row), added: true };
    const same =
      card.fingerprint === null
        ? this.sql`fingerprint IS NULL AND brand = ${card.brand} AND last4 = ${card.last4}
            AND exp_month = ${card.expMonth} AND exp_year = ${card.expYear}`
        : this.sql`fingerprint = ${card.fingerprint}`;
    const [existing] = await this.sql<CardRow[]>`
      SELECT * FROM payment_cards WHERE user_id = ${card.userId} AND disabled_at IS NULL AND ${same}`;
    if (!existing) throw new Error(`Card ${card.gatewayCardId} is already stored`);
    return { card: toCard(existing), added: false };
  }

  async list(userId: number): Promise<PaymentCard[]> {
    const rows = await this.sql<CardRow[]>`
      SELECT * FROM payment_cards WHERE user_id = ${userId} AND disabled_at IS NULL
      ORDER BY is_default DESC, created_at DESC, id DESC`;
    return rows.map(toCard);
  }

  async findById(userId: number, cardId: number): Promise<PaymentCard | null> {
    const [row] = await this.sql<CardRow[]>`
      SELECT * FROM payment_cards WHERE id = ${cardId} AND user_id = ${userId} AND disabled_at IS NULL`;
    return row ? toCard(row) : null;
  }

  async findDefault(userId: number): Promise<PaymentCard | null> {
    const [row] = await this.sql<CardRow[]>`
      SELECT * FROM payment_cards WHERE user_id = ${userId} AND is_default`;
    return row ? toCard(row) : null;
  }

  async setDefault(userId: number, cardId: number): Promise<boolean> {
    // Two statements: a unique index is checked row by row, so the old default goes first.
    await this.sql`
      UPDATE payment_cards SET is_default = false
      WHERE user_id = ${userId} AND is_default AND id <> ${cardId}
        AND EXISTS (SELECT 1 FROM payment_cards
                    WHERE id = ${cardId} AND user_id = ${userId} AND disabled_at IS NULL)`;
    const rows = await this.sql`
      UPDATE payment_cards SET is_default = true
      WHERE id = ${cardId} AND user_id = ${userId} AND disabled_at IS NULL RETURNING id`;
    return rows.length === 1;
  }

  async disable(userId: number, cardId: number, at: Date): Promise<boolean> {
    const rows = await this.sql`
      UPDATE payment_cards SET disabled_at = ${at}, is_default = false
      WHERE id = ${cardId} AND user_id = ${userId} AND disabled_at IS NULL RETURNING id`;
    if (rows.length === 0) return false;
    // Whenever the player has active cards, one of them is the default: the newest takes over.
    await this.sql`
      UPDATE payment_cards SET is_default = true
      WHERE id = (SELECT id FROM payment_cards WHERE user_id = ${userId} AND disabled_at IS NULL
                  ORDER BY created_at DESC, id DESC LIMIT 1)
        AND NOT EXISTS (SELECT 1 FROM payment_cards WHERE user_id = ${userId} AND is_default)`;
    return true;
  }

  async eraseAll(userId: number, at: Date): Promise<void> {
    await this.sql`
      UPDATE payment_cards
      SET disabled_at = COALESCE(disabled_at, ${at}), is_default = false, cardholder_name = NULL
      WHERE user_id = ${userId}`;
  }
}

function toCard(row: CardRow): PaymentCard {
  return {
    id: row.id,
    userId: row.user_id,
    gatewayCustomerId: row.gateway_customer_id,
    gatewayCardId: row.gateway_card_id,
    brand: row.brand,
    last4: row.last4,
    expMonth: row.exp_month,
    expYear: row.exp_year,
    cardholderName: row.cardholder_name,
    isDefault: row.is_default,
    createdAt: row.created_at,
  };
}
