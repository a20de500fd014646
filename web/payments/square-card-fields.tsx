import { useEffect, useRef } from 'react';
import * as styles from './card-form.css';
import { type CardTokenizer, NOT_INITIALIZED, validationFailed } from './card-token';
import type { PaymentsConfig } from './payments-config';
import { LOAD_FAILED, loadSquare, type SquareCard, type SquarePayments } from './square-sdk';

export interface SquareCardFieldsProps {
  config: Extract<PaymentsConfig, { provider: 'square' }>;
  onReady: (tokenizer: CardTokenizer) => void;
  onFailed: (message: string) => void;
}

/** Square's hosted card fields: the card data stays inside Square's iframe, we only see the token. */
export function SquareCardFields({ config, onReady, onFailed }: SquareCardFieldsProps) {
  const container = useRef<HTMLDivElement>(null);
  const callbacks = useRef({ onReady, onFailed });
  callbacks.current = { onReady, onFailed };

  useEffect(() => {
    let card: SquareCard | null = null;
    let payments: SquarePayments | null = null;
    let cancelled = false;

    const tokenizer: CardTokenizer = {
      async tokenize(cardholderName) {
        if (!card || !payments) return { ok: false, message: NOT_INITIALIZED };
        const result = await card.tokenize();
        if (result.status !== 'OK' || !result.token) {
          const details = (result.errors ?? []).map((error) => error.message).filter(Boolean);
          return validationFailed(details.join(', ') || result.status);
        }
        const [givenName, ...rest] = cardholderName.trim().split(/\s+/);
        // Strong customer authentication for storing the card; not every card or region asks for it.
        const verification = await payments
          .verifyBuyer(result.token, {
            intent: 'STORE',
            billingContact: { givenName, familyName: rest.join(' ') || undefined },
          })
          .catch(() => null);
        const found = result.details?.card;
        return {
          ok: true,
          token: {
            nonce: result.token,
            verificationToken: verification?.token,
            brand: found?.brand,
            last4: found?.last4,
            expMonth: found?.expMonth,
            expYear: found?.expYear,
          },
        };
      },
    };

    (async () => {
      const Square = await loadSquare(config.environment);
      payments = Square.payments(config.applicationId, config.locationId);
      const created = await payments.card();
      if (cancelled || !container.current) {
        void created.destroy();
        return;
      }
      await created.attach(container.current);
      card = created;
      callbacks.current.onReady(tokenizer);
    })().catch(() => {
      if (!cancelled) callbacks.current.onFailed(LOAD_FAILED);
    });

    return () => {
      cancelled = true;
      void card?.destroy();
    };
  }, [config.environment, config.applicationId, config.locationId]);

  return <div ref={container} className={styles.squareContainer} data-testid="square-card" />;
}
