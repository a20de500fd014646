import { z } from 'zod';
import type { PrizeClaimListingView } from '../../../../application/winners/claim-view';
import type { TaxReportRow } from '../../../../application/winners/export-tax-year';
import { type CsvCell, csvDocument } from '../../../../domain/csv/csv-cells';
import { CLAIM_STATUSES } from '../../../../domain/winners/prize-claim';
import { TAX_YEAR_MESSAGE, TAX_YEARS } from '../../../../domain/winners/tax-id';
import { unwrap } from '../../trpc-errors';
import { mutation, query } from '../endpoint';
import { idFromTextSchema, idSchema, text } from '../shared';
import { claimOut, presentClaim } from './claims';

const OPERATOR_ACTIONS = ['verify', 'ship', 'deliver', 'forfeit'] as const;

const claimActionParam = z.object({ id: idFromTextSchema, action: z.enum(OPERATOR_ACTIONS) });

const claimActionBody = z.object({
  carrier: text(100).optional(),
  trackingNumber: text(100).optional(),
  reason: text(2000).nullish(),
});

const claimActionInput = claimActionBody.extend({
  winnerId: idSchema,
  action: z.enum(OPERATOR_ACTIONS),
});

export const claimFilterQuery = z.object({
  status: z.enum(CLAIM_STATUSES).optional(),
  gameId: idFromTextSchema.optional(),
});

const claimFilterInput = z.object({
  status: z.enum(CLAIM_STATUSES).optional(),
  gameId: idSchema.optional(),
});

export const taxYearQuery = z.object({
  year: z.preprocess(
    Number,
    z
      .int({ error: TAX_YEAR_MESSAGE })
      .min(TAX_YEARS.first, TAX_YEAR_MESSAGE)
      .max(TAX_YEARS.last, TAX_YEAR_MESSAGE),
  ),
});

export const claimListingOut = claimOut.extend({
  player: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }).nullable(),
});

const presentClaimListing = (v: PrizeClaimListingView): z.infer<typeof claimListingOut> => ({
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

/**
 * `admin.claims.*`: the Winners tab's claims. Their CSV and tax exports are hand-written REST
 * downloads (rest/winner-claim-routes.ts).
 */
export const adminClaims = {
  list: query({
    summary: 'Every prize claim, by status or game',
    access: 'admin',
    input: claimFilterInput,
    output: z.array(claimListingOut),
    rest: { method: 'GET', path: '/api/admin/claims', body: claimFilterQuery },
    run: async ({ useCases }, input) =>
      unwrap(await useCases.listPrizeClaims.execute(input)).map(presentClaimListing),
  }),

  change: mutation({
    summary: 'Move a claim on: verify, ship (carrier and tracking), deliver or forfeit (a reason)',
    access: 'admin',
    input: claimActionInput,
    output: claimOut,
    rest: {
      method: 'POST',
      path: '/api/admin/claims/{id}/{action}',
      params: claimActionParam,
      body: claimActionBody,
      input: (params, body) => ({ ...(body as object), winnerId: params.id, action: params.action }),
    },
    run: async ({ useCases, admin }, input) => {
      const { winnerId, action, ...rest } = input;
      return presentClaim(
        unwrap(await useCases.changeClaimStatus.execute({ winnerId, action, admin, ...rest })),
      );
    },
  }),
};
