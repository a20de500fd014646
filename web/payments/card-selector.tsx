import { useState } from 'react';
import { messageOf } from '../lib/errors';
import { trpc } from '../lib/trpc';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { Radio, RadioGroup } from '../ui/radio-group';
import { Spinner } from '../ui/spinner';
import { savedCardText } from './card-brand';

export interface CardSelectorProps {
  /** Runs once the chosen card is the default. */
  onChosen: () => void;
}

/** The player's saved cards; the one chosen becomes the card charged for spins. */
export function CardSelector({ onChosen }: CardSelectorProps) {
  const utils = trpc.useUtils();
  const cards = trpc.cards.list.useQuery();
  const setDefault = trpc.cards.setDefault.useMutation();
  const [chosen, setChosen] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (cards.isPending) return <Spinner label="Loading your cards..." />;
  if (cards.isError) {
    return (
      <Alert tone="danger">Failed to load your stored cards. Please refresh the page and try again.</Alert>
    );
  }
  if (cards.data.length === 0) return null;

  const selected = chosen ?? String(cards.data.find((card) => card.isDefault)?.id ?? cards.data[0]?.id);
  const chooseCard = async () => {
    setError(null);
    try {
      await setDefault.mutateAsync({ id: Number(selected) });
      await Promise.all([utils.auth.me.invalidate(), utils.cards.list.invalidate()]);
      onChosen();
    } catch (cause) {
      setError(messageOf(cause, 'Failed to update default card'));
    }
  };

  return (
    <>
      <RadioGroup label="Your saved cards" value={selected} onChange={setChosen}>
        {cards.data.map((card) => (
          <Radio key={card.id} value={String(card.id)}>
            {savedCardText(card)}
            {card.isDefault ? ' · default' : ''}
          </Radio>
        ))}
      </RadioGroup>
      {error ? <Alert tone="danger">{error}</Alert> : null}
      <Button variant="secondary" onPress={() => void chooseCard()} isDisabled={setDefault.isPending}>
        {setDefault.isPending ? 'Saving...' : 'Use Selected Card'}
      </Button>
    </>
  );
}
