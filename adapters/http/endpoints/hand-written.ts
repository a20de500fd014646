import { z } from 'zod';
import { directorySelectionInput } from './back-office/users';
import type { Access, Method } from './endpoint';
import { availableNumbersOut, gameOut, recentNumbersOut } from './games/games';
import { paidSpinBody, paidSpinOut } from './play/paid-spins';
import { messageOut } from './shared';
import { claimFilterQuery, taxYearQuery } from './winners/admin-claims';
import { publicWinnersOut, winnersCursorQuery } from './winners/winners';

/**
 * A REST route written by hand in rest/ because its HTTP shape is special (`reason`), described here
 * for the OpenAPI document and the access suite.
 */
export interface HandWrittenRoute {
  method: Method;
  path: string;
  access: Access;
  summary: string;
  reason: string;
  /** The path's parameters when not `{ id }`, a positive whole number. */
  params?: Record<string, { type: 'string' | 'integer' }>;
  query?: z.ZodObject<z.ZodRawShape>;
  body?: z.ZodType;
  /** A header the route reads. */
  header?: { name: string; description: string };
  /** Success statuses and what each carries: a JSON schema, or another media type. */
  answers: Record<number, { json: z.ZodType } | { media: string; description: string }>;
}

const sharedRead = 'shared by every client: serialised once per change, with an ETag and 304 answers';
const probe = 'a probe: 503 with a body of its own when unavailable, never the error table';
const probeOut = { json: z.object({ status: z.string() }) };

export const HAND_WRITTEN_ROUTES: HandWrittenRoute[] = [
  {
    method: 'GET',
    path: '/api/games',
    access: 'public',
    summary: 'The games of the lobby',
    reason: sharedRead,
    answers: { 200: { json: z.array(gameOut) }, 304: { media: 'none', description: 'Unchanged' } },
  },
  {
    method: 'GET',
    path: '/api/games/{id}',
    access: 'public',
    summary: 'One game',
    reason: sharedRead,
    answers: { 200: { json: gameOut }, 304: { media: 'none', description: 'Unchanged' } },
  },
  {
    method: 'GET',
    path: '/api/games/{id}/available-numbers',
    access: 'public',
    summary: "A game's unclaimed numbers",
    reason: sharedRead,
    answers: { 200: { json: availableNumbersOut }, 304: { media: 'none', description: 'Unchanged' } },
  },
  {
    method: 'GET',
    path: '/api/games/{id}/recent-numbers',
    access: 'public',
    summary: "A game's latest claims",
    reason: sharedRead,
    answers: { 200: { json: recentNumbersOut }, 304: { media: 'none', description: 'Unchanged' } },
  },
  {
    method: 'GET',
    path: '/api/games/{id}/image',
    access: 'public',
    summary: "A game's prize image",
    reason: 'image bytes, cached for a year under a versioned URL (?v=), else revalidated by ETag',
    query: z.object({ v: z.string().optional() }),
    answers: {
      200: { media: 'image/*', description: 'The image' },
      304: { media: 'none', description: 'Unchanged' },
    },
  },
  {
    method: 'POST',
    path: '/api/spin',
    access: 'player',
    summary: 'Reserve, charge and confirm a paid number in one call',
    reason: 'the request id rides in the Idempotency-Key header; a charge being confirmed answers 202',
    body: paidSpinBody,
    header: {
      name: 'Idempotency-Key',
      description: 'Sent again, the same key gives the settled answer, never a second charge',
    },
    answers: { 200: { json: paidSpinOut }, 202: { json: paidSpinOut } },
  },
  {
    method: 'POST',
    path: '/api/unsubscribe',
    access: 'public',
    summary: 'Stop new-game e-mails (the one-click link of RFC 8058)',
    reason: 'mail clients post a form here from any origin; the token rides in the query',
    query: z.object({ token: z.string() }),
    answers: { 200: { json: messageOut } },
  },
  {
    method: 'GET',
    path: '/api/admin/users/export',
    access: 'admin',
    summary: 'The player directory as a CSV file',
    reason: 'a CSV stream, not JSON',
    query: directorySelectionInput,
    answers: { 200: { media: 'text/csv', description: 'One row per player' } },
  },
  {
    method: 'GET',
    path: '/api/admin/analytics/report.csv',
    access: 'admin',
    summary: 'The Analytics tab as a CSV file',
    reason: 'a CSV file, not JSON',
    answers: { 200: { media: 'text/csv', description: 'The report' } },
  },
  {
    method: 'GET',
    path: '/api/winners',
    access: 'public',
    summary: 'The public winners list, newest first, a page at a time',
    reason: sharedRead,
    query: winnersCursorQuery,
    answers: { 200: { json: publicWinnersOut }, 304: { media: 'none', description: 'Unchanged' } },
  },
  {
    method: 'GET',
    path: '/api/admin/claims/export.csv',
    access: 'admin',
    summary: "The Winners tab's claims as a CSV file, the TIN masked",
    reason: 'a CSV file, not JSON',
    query: claimFilterQuery,
    answers: { 200: { media: 'text/csv', description: 'One row per claim' } },
  },
  {
    method: 'GET',
    path: '/api/admin/claims/tax-export.csv',
    access: 'admin',
    summary: "A year's prizes with each winner's TIN, for the tax forms",
    reason: 'a CSV file, not JSON',
    query: taxYearQuery,
    answers: { 200: { media: 'text/csv', description: 'One row per prize' } },
  },
  {
    method: 'GET',
    path: '/api/admin/games/{id}/audit-pack.pdf',
    access: 'admin',
    summary: "A game's audit pack as a PDF: terms, entries, money, fairness, draw and claims",
    reason: 'a PDF file, not JSON',
    answers: { 200: { media: 'application/pdf', description: 'The audit pack' } },
  },
  {
    method: 'GET',
    path: '/api/admin/games/{id}/audit-pack.zip',
    access: 'admin',
    summary: "A game's audit pack as a ZIP of CSV and JSON, with the raw fairness log",
    reason: 'a ZIP file, not JSON',
    answers: { 200: { media: 'application/zip', description: 'The audit pack' } },
  },
  {
    method: 'GET',
    path: '/api/health',
    access: 'public',
    summary: 'Liveness: 200 while the database answers',
    reason: probe,
    answers: { 200: probeOut, 503: probeOut },
  },
  {
    method: 'GET',
    path: '/api/ready',
    access: 'public',
    summary: 'Readiness: 200 while this process should get traffic',
    reason: probe,
    answers: { 200: probeOut, 503: probeOut },
  },
  {
    method: 'GET',
    path: '/api/openapi.json',
    access: 'public',
    summary: 'This document',
    reason: 'built once from the declarations and served with an ETag',
    answers: { 200: { media: 'application/json', description: 'The OpenAPI 3.1 document' } },
  },
  {
    method: 'GET',
    path: '/metrics',
    access: 'public',
    summary: "Prometheus' text format, for a scraper with METRICS_TOKEN as its bearer token",
    reason: 'its own bearer token, no session; 404 while no token is configured',
    answers: { 200: { media: 'text/plain', description: 'The metrics' } },
  },
];
