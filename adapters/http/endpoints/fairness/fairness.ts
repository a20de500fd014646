import { z } from 'zod';
import { unwrap } from '../../trpc-errors';
import { query } from '../endpoint';
import { gameIdInput } from '../shared';

const entryOut = z.union([
  z.object({
    type: z.literal('claim'),
    spin: z.number(),
    kind: z.enum(['paid', 'free']),
    number: z.number(),
    clientSeed: z.string(),
    at: z.string(),
    /** Schemes 1 and 2: k when the number is the game's instant-win number k; absent on every other claim. */
    instant: z.number().optional(),
    hash: z.string(),
  }),
  /** Scheme 3: instant prize k won by the claim of spin `spin`, written when that claim was won. */
  z.object({
    type: z.literal('instant'),
    spin: z.number(),
    number: z.number(),
    k: z.number(),
    at: z.string(),
    hash: z.string(),
  }),
  z.object({ type: z.enum(['release', 'draw']), number: z.number(), at: z.string(), hash: z.string() }),
  z.object({
    type: z.enum(['setaside', 'pick']),
    number: z.number(),
    at: z.string(),
    detail: z.string(),
    hash: z.string(),
  }),
  z.object({
    type: z.enum(['edit', 'cancel', 'terms']),
    at: z.string(),
    detail: z.string(),
    hash: z.string(),
  }),
]);

/** GET /api/games/{id}/fairness and games.fairness: domain/fairness/fairness-answer.ts's answer. */
const fairnessOut = z.object({
  gameId: z.number(),
  totalNumbers: z.number(),
  freePlayStart: z.number().nullable(),
  freePlayEnd: z.number().nullable(),
  schemeVersion: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  serverSeedHash: z.string(),
  serverSeed: z.string().nullable(),
  log: z.array(entryOut),
  logHead: z.string(),
  /** The instant prizes in order (value in dollars): number and spin null while unwon and open. */
  instantPrizes: z.array(
    z.object({
      k: z.number(),
      name: z.string(),
      value: z.number(),
      number: z.number().nullable(),
      spin: z.number().nullable(),
    }),
  ),
});

/** GET /api/games/{id}/terms and games.terms: domain/terms/terms-answer.ts's answer. */
const termsOut = z.object({
  gameId: z.number(),
  /** The day terms were first recorded: a game opened before has no version. */
  recordedSince: z.string(),
  versions: z.array(
    z.object({
      version: z.number(),
      at: z.string(),
      /** Lowercase hex SHA-256 of the document's canonical text, also in the log's terms entry. */
      hash: z.string(),
      /** The terms document as written (docs/rules/fairness.md, Terms): passed on whole, as it is hashed. */
      document: z.record(z.string(), z.unknown()),
    }),
  ),
});

/** `games.fairness`: a drawn game's provably fair record. */
export const gameFairness = {
  /** Provably fair: the commitment, the log, and the server seed once the game closed. */
  fairness: query({
    summary: "A game's fairness record",
    access: 'public',
    input: gameIdInput,
    output: fairnessOut,
    rest: { method: 'GET', path: '/api/games/{id}/fairness' },
    run: async ({ useCases }, input) => unwrap(await useCases.getFairness.execute(input.id)),
  }),
  /** Every version of the game's terms, each with its hash (docs/rules/fairness.md, Terms). */
  terms: query({
    summary: "A game's terms, every version",
    access: 'public',
    input: gameIdInput,
    output: termsOut,
    rest: { method: 'GET', path: '/api/games/{id}/terms' },
    run: async ({ useCases }, input) => unwrap(await useCases.getGameTerms.execute(input.id)),
  }),
};
