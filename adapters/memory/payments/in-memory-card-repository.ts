import type {
  CardRepository,
  NewCardOnFile,
  StoredCard,
} from '../../../application/payments/ports/card-repository';
import type { PaymentCard } from '../../../domain/payments/payment-card';
import { type Changes, type InMemoryStore, type StoredPaymentCard, setEntry } from '../in-memory-store';

export class InMemoryCardRepository implements CardRepository {
  constructor(
    private readonly store: InMemoryStore,
    private readonly changes?: Changes,
  ) {}

  async findCustomer(userId: number): Promise<string | null> {
    return this.store.paymentCustomers.get(userId) ?? null;
  }

  async saveCustomer(userId: number, customerId: string, _at: Date): Promise<string> {
    const kept = this.store.paymentCustomers.get(userId);
    if (kept !== undefined) return kept;
    if ([...this.store.paymentCustomers.values()].includes(customerId)) {
      throw new Error(`Gateway customer ${customerId} belongs to another player`);
    }
    setEntry(this.store.paymentCustomers, userId, customerId, this.changes);
    return customerId;
  }

  /** Units of work already run one at a time in memory. */
  async lockCustomer(userId: number): Promise<boolean> {
    return this.store.paymentCustomers.has(userId);
  }

  async add(card: NewCardOnFile): Promise<StoredCard> {
    if (!this.store.users.has(card.userId)) throw new Error(`Unknown user ${card.userId}`);
    const same = this.active(card.userId).find((c) => sameCard(c, card));
    if (same) return { card: view(same), added: false };
    if (this.rows().some((c) => c.gatewayCardId === card.gatewayCardId)) {
      throw new Error(`Card ${card.gatewayCardId} is already stored`);
    }
    const isDefault = !this.rows().some((c) => c.userId === card.userId && c.isDefault);
    const stored: StoredPaymentCard = {
      ...card,
      id: this.store.nextPaymentCardId++,
      isDefault,
      disabledAt: null,
    };
    setEntry(this.store.paymentCards, stored.id, stored, this.changes);
    return { card: view(stored), added: true };
  }

  async list(userId: number): Promise<PaymentCard[]> {
    return this.active(userId)
      .sort(
        (a, b) =>
          Number(b.isDefault) - Number(a.isDefault) ||
          b.createdAt.getTime() - a.createdAt.getTime() ||
          b.id - a.id,
      )
      .map(view);
  }

  async findById(userId: number, cardId: number): Promise<PaymentCard | null> {
    const card = this.active(userId).find((c) => c.id === cardId);
    return card ? view(card) : null;
  }

  async findDefault(userId: number): Promise<PaymentCard | null> {
    const card = this.rows().find((c) => c.userId === userId && c.isDefault);
    return card ? view(card) : null;
  }

  async setDefault(userId: number, cardId: number): Promise<boolean> {
    if (!this.active(userId).some((c) => c.id === cardId)) return false;
    for (const card of this.rows()) {
      if (card.userId === userId && card.isDefault !== (card.id === cardId)) {
        this.put({ ...card, isDefault: card.id === cardId });
      }
    }
    return true;
  }

  async disable(userId: number, cardId: number, at: Date): Promise<boolean> {
    const card = this.active(userId).find((c) => c.id === cardId);
    if (!card) return false;
    this.put({ ...card, disabledAt: at, isDefault: false });
    const rest = this.active(userId);
    if (!rest.some((c) => c.isDefault)) {
      const newest = rest.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)[0];
      if (newest) this.put({ ...newest, isDefault: true });
    }
    return true;
  }

  async eraseAll(userId: number, at: Date): Promise<void> {
    for (const card of this.rows()) {
      if (card.userId !== userId) continue;
      this.put({ ...card, disabledAt: card.disabledAt ?? at, isDefault: false, cardholderName: null });
    }
  }

  private rows(): StoredPaymentCard[] {
    return [...this.store.paymentCards.values()];
  }

  private active(userId: number): StoredPaymentCard[] {
    return this.rows().filter((c) => c.userId === userId && c.disabledAt === null);
  }

  private put(card: StoredPaymentCard): void {
    setEntry(this.store.paymentCards, card.id, card, this.changes);
  }
}

function view({ disabledAt: _, fingerprint: __, ...card }: StoredPaymentCard): PaymentCard {
  return { ...card };
}

/** The rule of payment_cards_one_fingerprint_key and payment_cards_one_unfingerprinted_key. */
function sameCard(stored: StoredPaymentCard, card: NewCardOnFile): boolean {
  if (stored.fingerprint !== null || card.fingerprint !== null)
    return stored.fingerprint === card.fingerprint;
  return (
    stored.brand === card.brand &&
    stored.last4 === card.last4 &&
    stored.expMonth === card.expMonth &&
    stored.expYear === card.expYear
  );
}
