import { useEffect, useRef, useState } from 'react';
import { Alert } from '../ui/alert';
import { TextField } from '../ui/text-field';
import * as styles from './card-form.css';
import type { CardTokenizer } from './card-token';
import { type SimulatorCardValues, tokenizeTestCard } from './simulator-tokenize';
import { TEST_CARDS } from './test-cards';

export interface SimulatorCardFieldsProps {
  onReady: (tokenizer: CardTokenizer) => void;
}

const empty: SimulatorCardValues = { number: '', expiry: '', cvv: '', postalCode: '' };

/** The simulator's test card form, shown instead of Square's fields when the server runs the simulator. */
export function SimulatorCardFields({ onReady }: SimulatorCardFieldsProps) {
  const [values, setValues] = useState(empty);
  const current = useRef(values);
  current.current = values;
  const onReadyRef = useRef(onReady);
  onReadyRef.current = onReady;

  useEffect(() => {
    onReadyRef.current({
      tokenize: async () => {
        const result = tokenizeTestCard(current.current);
        if (!result.ok) return result;
        const { nonce, brand, last4, expMonth, expYear } = result;
        return { ok: true, token: { nonce, brand, last4, expMonth, expYear } };
      },
    });
  }, []);

  const set = (key: keyof SimulatorCardValues) => (value: string) =>
    setValues((previous) => ({ ...previous, [key]: value }));

  return (
    <div className={styles.fields}>
      <Alert tone="info">Test mode: no real card is charged. Use one of the test cards listed below.</Alert>
      <TextField
        label="Card Number"
        name="cardNumber"
        inputMode="numeric"
        autoComplete="off"
        placeholder="4111 1111 1111 1111"
        isRequired
        value={values.number}
        onChange={set('number')}
      />
      <div className={styles.row}>
        <TextField
          label="Expiry (MM/YY)"
          name="expiry"
          autoComplete="off"
          placeholder="MM/YY"
          isRequired
          value={values.expiry}
          onChange={set('expiry')}
        />
        <TextField
          label="CVV"
          name="cvv"
          inputMode="numeric"
          autoComplete="off"
          placeholder="123"
          isRequired
          value={values.cvv}
          onChange={set('cvv')}
        />
        <TextField
          label="Postal Code"
          name="postalCode"
          autoComplete="off"
          placeholder="12345"
          isRequired
          value={values.postalCode}
          onChange={set('postalCode')}
        />
      </div>
      <details className={styles.testCards} open>
        <summary>Test cards (any future expiry, any CVV, any postal code)</summary>
        <table className={styles.testTable}>
          <thead>
            <tr>
              <th scope="col">Number</th>
              <th scope="col">Brand</th>
              <th scope="col">When charged</th>
            </tr>
          </thead>
          <tbody>
            {TEST_CARDS.map((card) => (
              <tr key={card.number}>
                <td className={styles.mono}>{card.number}</td>
                <td>{card.brand}</td>
                <td>{card.outcome}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </div>
  );
}
