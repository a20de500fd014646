/** What the browser needs to tokenize a card: Square's hosted fields, or the simulator's test form. */
export type CardFormSetup =
  | { provider: 'square'; applicationId: string; locationId: string; environment: 'sandbox' | 'production' }
  | { provider: 'simulator' };

/** The card form the client must show, so a card entered there is one our gateway can store. */
export class GetCardFormSetup {
  constructor(private readonly setup: CardFormSetup) {}

  execute(): CardFormSetup {
    return this.setup;
  }
}
