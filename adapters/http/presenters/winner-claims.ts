import { z } from 'zod';
import type { PrizeClaimListingView, PrizeClaimView } from '../../../application/winners/claim-view';
import type { TaxReportRow } from '../../../application/winners/export-tax-year';
import type { PublicWinnersPage } from '../../../application/winners/list-public-winners';
import type { WinnersCursor } from '../../../application/winners/ports/winners-list';
import { type CsvCell, csvDocument } from '../../../domain/csv/csv-cells';
import { readInstant } from '../../../domain/shared/calendar';
import { centsToDollars } from '../../../domain/shared/money';
import { CLAIM_STATUSES } from '../../../domain/winners/prize-claim';
import { maskTaxId } from '../../../domain/winners/tax-id';

export const publicWinnersOut = z.object({
  items: z.array(
    z.object({
      gameId: z.number(),
      gameName: z.string(),
      prize: z.string(),
      prizeValue: z.number(),
      kind: z.enum(['draw', 'pick', 'instant']),
      wonAt: z.string(),
      winner: z.string(),
      fairnessUrl: z.string(),
    }),
  ),
  nextCursor: z.string().nullable(),
});

const encodeCursor = (c: WinnersCursor) =>
  Buffer.from(`${c.wonAt.toISOString()}|${c.winnerId}`).toString('base64url');

/**
 * The page's cursor as sent back; null when it does not read (the caller answers 400), its time
 * outside the calendar included (domain/shared/calendar.ts), so none reaches the database.
 */
export function decodeCursor(text: string): WinnersCursor | null {
  const [at, id] = Buffer.from(text, 'base64url').toString('utf8').split('|');
  const wonAt = readInstant(at ?? '');
  const winnerId = Number(id);
  if (wonAt === null || !Number.isSafeInteger(winnerId) || winnerId < 1) return null;
  return { wonAt, winnerId };
}

export function presentPublicWinners(page: PublicWinnersPage): z.infer<typeof publicWinnersOut> {
  return {
    items: page.items.map((i) => ({
      gameId: i.gameId,
      gameName: i.gameName,
      prize: i.prize,
      prizeValue: centsToDollars(i.prizeValueCents),
      kind: i.kind,
      wonAt: i.wonAt.toISOString(),
      winner: i.winner,
      fairnessUrl: `/fairness/${i.gameId}`,
    })),
    nextCursor: page.nextCursor ? encodeCursor(page.nextCursor) : null,
  };
}

const addressOut = z.object({
  line1: z.string(),
  line2: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
});

export const claimOut = z.object({
  winnerId: z.number(),
  gameId: z.number(),
  gameName: z.string(),
  prize: z.string(),
  prizeValue: z.number(),
  number: z.number(),
  status: z.enum(CLAIM_STATUSES),
  notifiedAt: z.string(),
  deadline: z.string(),
  taxIdRequired: z.boolean(),
  signed: z
    .object({
      legalName: z.string(),
      dateOfBirth: z.string(),
      address: addressOut,
      phone: z.string(),
      signature: z.string(),
      signedAt: z.string(),
      signedFrom: z.string(),
      /** '***-**-1234': never the full TIN. */
      taxId: z.string().nullable(),
    })
    .nullable(),
  shipment: z.object({ carrier: z.string(), trackingNumber: z.string() }).nullable(),
  changedAt: z.string(),
  changedBy: z.string(),
});

export function presentClaim(v: PrizeClaimView): z.infer<typeof claimOut> {
  return {
    winnerId: v.winnerId,
    gameId: v.gameId,
    gameName: v.gameName,
    prize: v.prize,
    prizeValue: centsToDollars(v.prizeValueCents),
    number: v.number,
    status: v.status,
    notifiedAt: v.notifiedAt.toISOString(),
    deadline: v.deadline.toISOString(),
    taxIdRequired: v.taxIdRequired,
    signed: v.signed && {
      legalName: v.signed.legalName,
      dateOfBirth: v.signed.dateOfBirth,
      address: v.signed.address,
      phone: v.signed.phone,
      signature: v.signed.signature,
      signedAt: v.signed.signedAt.toISOString(),
      signedFrom: v.signed.signedFrom,
      taxId: v.signed.taxIdLast4 ? maskTaxId(v.signed.taxIdLast4) : null,
    },
    shipment: v.shipment,
    changedAt: v.changedAt.toISOString(),
    changedBy: v.changedBy,
  };
}

export const claimListingOut = claimOut.extend({
  player: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }).nullable(),
});

export const presentClaimListing = (v: PrizeClaimListingView): z.infer<typeof claimListingOut> => ({
  ...presentClaim(v),
  player: v.player,
});

const CLAIMS_HEADER = [
  'Winner ID',
  'Game',
  'Prize',
  'Prize value',
  'Number',
  'Player',
  'E-mail',
  'Status',
  'Notified',
  'Deadline',
  'Changed',
  'Changed by',
  'Carrier',
  'Tracking number',
  'TIN',
];

/** The Winners tab's CSV export: what the tab shows, the TIN masked. */
export function claimsCsv(claims: PrizeClaimListingView[]): string {
  const rows: CsvCell[][] = claims.map((c) => {
    const p = presentClaimListing(c);
    return [
      p.winnerId,
      p.gameName,
      p.prize,
      p.prizeValue.toFixed(2),
      p.number,
      p.player ? `${p.player.firstName} ${p.player.lastName}` : 'Deleted player',
      p.player?.email ?? '',
      p.status,
      p.notifiedAt,
      p.deadline,
      p.changedAt,
      p.changedBy,
      p.shipment?.carrier ?? '',
      p.shipment?.trackingNumber ?? '',
      p.signed?.taxId ?? '',
    ];
  });
  return csvDocument(CLAIMS_HEADER, rows);
}

const TAX_HEADER = [
  'Winner ID',
  'Legal name',
  'Street address',
  'Address line 2',
  'City',
  'State',
  'ZIP',
  'TIN',
  'Prize',
  'Prize value',
  'Game',
  'Notified',
];

/** The yearly tax export: the only answer that carries a TIN in full. */
export function taxExportCsv(rows: TaxReportRow[]): string {
  return csvDocument(
    TAX_HEADER,
    rows.map((r) => [
      r.winnerId,
      r.legalName,
      r.address.line1,
      r.address.line2,
      r.address.city,
      r.address.state,
      r.address.zip,
      r.taxId,
      r.prize,
      (r.prizeValueCents / 100).toFixed(2),
      r.gameName,
      r.notifiedAt.toISOString(),
    ]),
  );
}
