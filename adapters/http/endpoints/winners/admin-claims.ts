import { z } from 'zod';
import type { PrizeClaimListingView } from '../../../../application/winners/claim-view';
import type { TaxReportRow } from '../../../../application/winners/export-tax-year';
import { type CsvCell, csvDocument } from '../../../../domain/csv/csv-cells';
import { showsShippingDetails } from '../../../../domain/winners/claim-search';
import { CLAIM_STATUSES } from '../../../../domain/winners/prize-claim';
import { TAX_YEAR_MESSAGE, TAX_YEARS } from '../../../../domain/winners/tax-id';
import { unwrap } from '../../trpc-errors';
import { mutation, query } from '../endpoint';
import { idFromTextSchema, idSchema, text, wholeFromText } from '../shared';
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

/** The CSV export's filters (a query string): what the panel shows, without its page. */
export const claimFilterQuery = z.object({
  status: z.enum(CLAIM_STATUSES).optional(),
  gameId: idFromTextSchema.optional(),
  search: text(200).optional(),
});

/** GET /api/admin/claims and admin.claims.list: the filters and a 1-based page of 50. */
const claimPageInput = claimFilterQuery.extend({ page: wholeFromText(1, 1_000_000, 1) });

const shippingIdInput = z.object({ winnerId: idSchema });

export const taxYearQuery = z.object({
  year: z.preprocess(
    Number,
    z
      .int({ error: TAX_YEAR_MESSAGE })
      .min(TAX_YEARS.first, TAX_YEAR_MESSAGE)
      .max(TAX_YEARS.last, TAX_YEAR_MESSAGE),
  ),
});

const signedOut = claimOut.shape.signed.unwrap();

/**
 * A claim as the Winners tab lists it: where it ships only by city and state, without the phone
 * (the full address is read one claim at a time, and logged: `shippingDetails`).
 */
const claimListingOut = claimOut.extend({
  player: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }).nullable(),
  signed: signedOut
    .omit({ address: true, phone: true })
    .extend({ shipsTo: z.object({ city: z.string(), state: z.string() }) })
    .nullable(),
  /** The claim is accepted: its shipping address and phone may be shown (`shippingDetails`). */
  shippingDetails: z.boolean(),
});

function presentClaimListing(v: PrizeClaimListingView): z.infer<typeof claimListingOut> {
  const claim = presentClaim(v);
  let signed: z.infer<typeof claimListingOut>['signed'] = null;
  if (claim.signed) {
    const { address, phone: _, ...rest } = claim.signed;
    signed = { ...rest, shipsTo: { city: address.city, state: address.state } };
  }
  return {
    ...claim,
    signed,
    player: v.player,
    shippingDetails: v.signed !== null && showsShippingDetails(v.status),
  };
}

const claimPageOut = z.object({
  claims: z.array(claimListingOut),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  games: z.array(z.object({ gameId: z.number(), gameName: z.string() })),
});

const shippingDetailsOut = z.object({
  winnerId: z.number(),
  legalName: z.string(),
  address: claimOut.shape.signed.unwrap().shape.address,
  phone: z.string(),
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
  'Ship to',
  'Street address',
  'Address line 2',
  'City',
  'State',
  'ZIP',
  'Phone',
];

/** The Winners tab's CSV export: what the tab shows, the TIN masked, and where each accepted prize ships. */
export function claimsCsv(claims: PrizeClaimListingView[]): string {
  const rows: CsvCell[][] = claims.map((c) => {
    const p = presentClaim(c);
    const ship = c.signed && showsShippingDetails(c.status) ? c.signed : null;
    return [
      p.winnerId,
      p.gameName,
      p.prize,
      p.prizeValue.toFixed(2),
      p.number,
      c.player ? `${c.player.firstName} ${c.player.lastName}` : 'Deleted player',
      c.player?.email ?? '',
      p.status,
      p.notifiedAt,
      p.deadline,
      p.changedAt,
      p.changedBy,
      p.shipment?.carrier ?? '',
      p.shipment?.trackingNumber ?? '',
      p.signed?.taxId ?? '',
      ship?.legalName ?? '',
      ship?.address.line1 ?? '',
      ship?.address.line2 ?? '',
      ship?.address.city ?? '',
      ship?.address.state ?? '',
      ship?.address.zip ?? '',
      ship?.phone ?? '',
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
    summary: 'The prize claims, 50 a page, by status, game and search, with their total',
    access: 'admin',
    input: claimPageInput,
    output: claimPageOut,
    rest: { method: 'GET', path: '/api/admin/claims', body: claimPageInput },
    run: async ({ useCases }, input) => {
      const found = unwrap(await useCases.listPrizeClaims.execute(input));
      return { ...found, claims: found.claims.map(presentClaimListing) };
    },
  }),

  shippingDetails: query({
    summary: "An accepted claim's shipping address and phone (each read is in the activity list)",
    access: 'admin',
    input: shippingIdInput,
    output: shippingDetailsOut,
    rest: {
      method: 'GET',
      path: '/api/admin/claims/{id}/shipping',
      body: false,
      input: (params) => ({ winnerId: params.id }),
    },
    run: async ({ useCases, admin }, input) =>
      unwrap(await useCases.revealShippingDetails.execute({ winnerId: input.winnerId, admin })),
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
