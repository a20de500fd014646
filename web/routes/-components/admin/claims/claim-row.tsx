import { useState } from 'react';
import { messageOf } from '../../../../lib/errors';
import { formatAmount } from '../../../../lib/format';
import { trpc } from '../../../../lib/trpc';
import { formatZonedDateTime } from '../../../../lib/us-format';
import { Button } from '../../../../ui/button';
import { ExternalLink } from '../../../../ui/external-link';
import { TextField } from '../../../../ui/text-field';
import { useToast } from '../../../../ui/toast-queue';
import * as styles from '../admin.css';
import * as gameStyles from '../admin-games.css';
import { ShippingDetails } from './shipping-details';
import { type ClaimListing, STATUS_LABELS } from './types';

type Step = 'ship' | 'forfeit' | null;

/** One claim: who, which prize, its status with who changed it and when, and the next steps. */
export function ClaimRow({ claim: c }: { claim: ClaimListing }) {
  const [step, setStep] = useState<Step>(null);
  const [carrier, setCarrier] = useState('');
  const [tracking, setTracking] = useState('');
  const [reason, setReason] = useState('');
  const toast = useToast();
  const utils = trpc.useUtils();
  const change = trpc.admin.claims.change.useMutation({
    onSuccess: (next) => {
      toast.success('Claim Updated', `${c.gameName}: ${STATUS_LABELS[next.status]}`);
      setStep(null);
      void utils.admin.claims.list.invalidate();
      void utils.admin.winners.list.invalidate();
    },
    onError: (error) => toast.error('Update Failed', messageOf(error, 'The claim could not be updated')),
  });
  const name = c.player ? `${c.player.firstName} ${c.player.lastName}` : 'Deleted player';
  const act = (action: 'verify' | 'deliver') => change.mutate({ winnerId: c.winnerId, action });
  return (
    <li className={styles.row}>
      <div className={styles.rowMain}>
        <strong>
          {name} · {STATUS_LABELS[c.status]}
        </strong>
        <span className={styles.muted}>
          {c.player?.email ?? ''} · {c.gameName} · {c.prize} ({formatAmount(c.prizeValue)}) · number{' '}
          {c.number}
        </span>
        <span className={styles.muted}>
          {STATUS_LABELS[c.status]} by {c.changedBy} on {formatZonedDateTime(c.changedAt)}; claim by{' '}
          {formatZonedDateTime(c.deadline)}
        </span>
        {c.signed ? (
          <span className={styles.muted}>
            Signed by {c.signed.signature} ({c.signed.legalName}, born {c.signed.dateOfBirth}) from{' '}
            {c.signed.signedFrom} · ships to {c.signed.shipsTo.city}, {c.signed.shipsTo.state}
            {c.signed.taxId ? ` · TIN ${c.signed.taxId}` : ''}
          </span>
        ) : null}
        {c.shippingDetails ? <ShippingDetails winnerId={c.winnerId} name={name} /> : null}
        {c.shipment ? (
          <span className={styles.muted}>
            {c.shipment.carrier} tracking{' '}
            {c.shipment.trackingUrl ? (
              <ExternalLink href={c.shipment.trackingUrl}>{c.shipment.trackingNumber}</ExternalLink>
            ) : (
              c.shipment.trackingNumber
            )}
          </span>
        ) : null}
      </div>
      {step === 'ship' ? (
        <div className={gameStyles.cardActions}>
          <TextField label="Carrier" value={carrier} onChange={setCarrier} isRequired />
          <TextField label="Tracking number" value={tracking} onChange={setTracking} isRequired />
          <Button
            size="sm"
            isDisabled={change.isPending || carrier.trim() === '' || tracking.trim() === ''}
            onPress={() =>
              change.mutate({ winnerId: c.winnerId, action: 'ship', carrier, trackingNumber: tracking })
            }
          >
            Confirm Shipped
          </Button>
          <Button size="sm" variant="secondary" onPress={() => setStep(null)}>
            Cancel
          </Button>
        </div>
      ) : step === 'forfeit' ? (
        <div className={gameStyles.cardActions}>
          <TextField
            label="Reason (public in the game's log)"
            value={reason}
            onChange={setReason}
            isRequired
          />
          <Button
            size="sm"
            variant="danger"
            isDisabled={change.isPending || reason.trim() === ''}
            onPress={() => change.mutate({ winnerId: c.winnerId, action: 'forfeit', reason })}
          >
            Confirm Forfeit
          </Button>
          <Button size="sm" variant="secondary" onPress={() => setStep(null)}>
            Cancel
          </Button>
        </div>
      ) : (
        <div className={gameStyles.cardActions}>
          {c.actions.verify ? (
            <Button size="sm" onPress={() => act('verify')} aria-label={`Verify ${name}`}>
              Verify
            </Button>
          ) : null}
          {c.actions.ship ? (
            <Button size="sm" onPress={() => setStep('ship')} aria-label={`Mark Shipped: ${name}`}>
              Mark Shipped
            </Button>
          ) : null}
          {c.actions.deliver ? (
            <Button size="sm" onPress={() => act('deliver')} aria-label={`Mark Delivered: ${name}`}>
              Mark Delivered
            </Button>
          ) : null}
          {c.actions.forfeit ? (
            <Button
              size="sm"
              variant="danger"
              onPress={() => setStep('forfeit')}
              aria-label={`Forfeit ${name}`}
            >
              Forfeit
            </Button>
          ) : null}
        </div>
      )}
    </li>
  );
}
