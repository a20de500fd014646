import { trpc } from '../lib/trpc';
import type { CardToken } from './card-token';

export interface AddCardOptions {
  cardholderName?: string;
  /** The account's state, sent only when the account has none (the card setup step asks for it). */
  state?: string;
  /** Make the new card the one charged from now on (a card added to fix a payment replaces the old). */
  makeDefault?: boolean;
}

/** Stores a tokenized card with the gateway and refreshes everything that shows cards. */
export function useAddCard() {
  const utils = trpc.useUtils();
  const add = trpc.cards.add.useMutation();
  const setDefault = trpc.cards.setDefault.useMutation();

  return async (token: CardToken, options: AddCardOptions = {}) => {
    const added = await add.mutateAsync({
      cardNonce: token.nonce,
      verificationToken: token.verificationToken,
      cardholderName: options.cardholderName || undefined,
      state: options.state,
    });
    try {
      if (options.makeDefault && !added.card.isDefault) await setDefault.mutateAsync({ id: added.card.id });
    } finally {
      await Promise.all([
        utils.auth.me.invalidate(),
        utils.cards.list.invalidate(),
        utils.cards.defaultCard.invalidate(),
      ]);
    }
    return added.card;
  };
}
