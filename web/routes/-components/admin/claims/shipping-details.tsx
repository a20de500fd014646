import { useState } from 'react';
import { trpc } from '../../../../lib/trpc';
import { Button } from '../../../../ui/button';
import * as styles from '../admin.css';

/**
 * Where an accepted prize ships: the full address and phone, read from the server only when the
 * operator asks (each read is recorded in the activity list), and kept while the row is shown.
 */
export function ShippingDetails({ winnerId, name }: { winnerId: number; name: string }) {
  const [shown, setShown] = useState(false);
  const details = trpc.admin.claims.shippingDetails.useQuery(
    { winnerId },
    { enabled: shown, staleTime: Number.POSITIVE_INFINITY, refetchOnWindowFocus: false, retry: false },
  );
  if (!shown)
    return (
      <div>
        <Button
          size="sm"
          variant="secondary"
          onPress={() => setShown(true)}
          aria-label={`Show Shipping Address: ${name}`}
        >
          Show Shipping Address
        </Button>
      </div>
    );
  if (details.isPending)
    return (
      <p className={styles.muted} role="status">
        Loading the shipping address...
      </p>
    );
  if (details.isError) return <p className={styles.muted}>The shipping address could not be loaded.</p>;
  const { legalName, address, phone } = details.data;
  return (
    <address className={styles.muted}>
      Ship to: {legalName}, {address.line1}
      {address.line2 ? `, ${address.line2}` : ''}, {address.city}, {address.state} {address.zip} · Phone{' '}
      {phone}
    </address>
  );
}
