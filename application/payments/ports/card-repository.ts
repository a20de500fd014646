import type { NewPaymentCard, PaymentCard } from '../../../domain/payments/payment-card';

/** A card to store, with the gateway's fingerprint of its number (null when it gives none). */
export type NewCardOnFile = NewPaymentCard & { fingerprint: string | null };

/** What storing a card did: stored it, or found the same card already on file and kept that one. */
export interface StoredCard {
  card: PaymentCard;
  added: boolean;
}

/**
 * Players' gateway customers and cards on file. A player has at most one default card (the one a
 * paid spin charges); removed cards are disabled, never listed again, and never charged.
 */
export interface CardRepository {
  /** The player's gateway customer id, or null before their first card. */
  findCustomer(userId: number): Promise<string | null>;
  /** Records the customer unless one is recorded already; returns the one that is kept. */
  saveCustomer(userId: number, customerId: string, at: Date): Promise<string>;
  /**
   * Inside a transaction: lock the player's customer row until commit, so their card changes
   * (the first card becoming the default, a new default) never race. False when there is none.
   */
  lockCustomer(userId: number): Promise<boolean>;
  /**
   * Stores a card; it becomes the default when the player has none. When the player has the same
   * card active already (the same fingerprint; without one, the same brand, last 4 and expiry),
   * nothing is stored and that card is returned with `added: false`. The store enforces this even
   * for two concurrent calls. Throws when the gateway card id is stored already for another player.
   */
  add(card: NewCardOnFile): Promise<StoredCard>;
  /** Active cards, the default first, then newest first. */
  list(userId: number): Promise<PaymentCard[]>;
  /** The player's active card with this id; null for another player's card or a removed one. */
  findById(userId: number, cardId: number): Promise<PaymentCard | null>;
  findDefault(userId: number): Promise<PaymentCard | null>;
  /** Makes an active card of the player the default; false when it is not theirs or removed. */
  setDefault(userId: number, cardId: number): Promise<boolean>;
  /**
   * Removes (disables) an active card of the player; when it was the default, their newest other
   * card becomes the default. False when it is not theirs or already removed.
   */
  disable(userId: number, cardId: number, at: Date): Promise<boolean>;
  /** Account deletion: disables every card of the player and erases the cardholder names. */
  eraseAll(userId: number, at: Date): Promise<void>;
}
