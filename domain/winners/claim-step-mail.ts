import type { MailMessage } from '../mail/mail-message';
import type { ClaimStatus } from './prize-claim';
import { trackingUrl } from './shipment';

/** The e-mails a claim's steps send the winner (docs/rules/mail.md, What we send). */
export type ClaimStepMail = Extract<
  MailMessage,
  { kind: 'claim-received' | 'claim-verified' | 'prize-shipped' | 'prize-delivered' }
>;

/** The claim as its step's e-mail tells of it. */
export interface ClaimStepFacts {
  winnerId: number;
  gameName: string;
  prize: string;
  instant: boolean;
  shipment: { carrier: string; trackingNumber: string } | null;
}

/**
 * The e-mail a claim's move to `status` sends its winner, or null for a move that sends none here:
 * received (the winner's answer, accepted or declined), verified, shipped (the tracking number linked
 * to the carrier's page when the carrier is known), delivered. A forfeit tells the winner by the
 * set-aside notice; a claim is opened with the winner's notice.
 */
export function claimStepMail(
  claim: ClaimStepFacts,
  firstName: string,
  status: ClaimStatus,
): ClaimStepMail | null {
  const about = { firstName, gameName: claim.gameName, prize: claim.prize, winnerId: claim.winnerId };
  const instant = claim.instant ? { instant: true as const } : {};
  switch (status) {
    case 'claimed':
      return { kind: 'claim-received', ...about, decision: 'accept', ...instant };
    case 'declined':
      return { kind: 'claim-received', ...about, decision: 'decline', ...instant };
    case 'verified':
      return { kind: 'claim-verified', ...about };
    case 'shipped': {
      if (!claim.shipment) return null;
      const url = trackingUrl(claim.shipment);
      return { kind: 'prize-shipped', ...about, ...claim.shipment, ...(url ? { trackingUrl: url } : {}) };
    }
    case 'delivered':
      return { kind: 'prize-delivered', ...about };
    default:
      return null;
  }
}
