import { z } from 'zod';
import type { GameDeletion } from '../../../../application/games/delete-game';
import type { AdminGameView } from '../../../../application/games/list-admin-games';
import { adminGameActions } from '../../../../domain/games/admin-game-actions';
import type { GameInput } from '../../../../domain/games/game';
import { gameNotFound } from '../../../../domain/games/game.errors';
import type { GameChanges } from '../../../../domain/games/game-revision';
import { GAME_TYPE_IDS } from '../../../../domain/games/game-type';
import type { DomainError } from '../../../../domain/shared/errors';
import { dollarsToCents } from '../../../../domain/shared/money';
import { err, type Result } from '../../../../domain/shared/result';
import type { Context } from '../../trpc';
import { trpcErrorOf, unwrap } from '../../trpc-errors';
import { mutation, query } from '../endpoint';
import { idFromTextSchema, idSchema, instantOf, instantSchema, text } from '../shared';
import { gameOut, presentGame } from './games';

/** A base64 data URL of up to 2 MB (the domain checks the bytes); the body limit is 3 MB. */
const imageUrl = z.string().max(3_000_000).nullish();

const whole = z.number().finite();

/**
 * The Games tab's create and edit forms (docs/rules/back-office.md): money in dollars, the free range as start and end
 * (start = total + 1, or free play false, means none). Types only: the domain checks the rules.
 */
const gameFields = {
  name: text(200).nullish(),
  description: text(5000).nullish(),
  emoji: text(64).nullish(),
  prize: text(400).nullish(),
  prizeValue: whole.min(0).max(100_000_000).nullish(),
  prizeDescription: text(5000).nullish(),
  prizeImageUrl: imageUrl,
  /** Follows the instant prizes (instant_win with any); accepted for the forms' round trip. */
  gameType: z.enum(GAME_TYPE_IDS).nullish(),
  /** The instant prizes in order, value in dollars; [] removes them (the domain checks K and each prize). */
  instantPrizes: z
    .array(z.object({ name: z.string().max(1000), value: whole }))
    .max(1000)
    .nullish(),
  totalNumbers: whole.nullish(),
  durationHours: whole.nullish(),
  freePlay: z.boolean().nullish(),
  freePlayStart: whole.nullish(),
  freePlayEnd: whole.nullish(),
};

const createGameInput = z.object({
  ...gameFields,
  /** The cap on a player's paid entries; null or missing: none. Set at creation only. */
  maxEntriesPerPlayer: whole.nullish(),
  isScheduled: z.boolean().nullish(),
  startTime: instantSchema.nullish(),
  /** Paid numbers to sell by the end; below it, `belowMinimum` (the domain checks the rules). */
  minimumToRun: whole.nullish(),
  belowMinimum: z.enum(['cancel', 'extend']).nullish(),
  extendHours: whole.nullish(),
});

const updateGameInput = z.object({ ...gameFields, endTime: instantSchema.nullish() });

type CreateGameBody = z.infer<typeof createGameInput>;

type UpdateGameBody = z.infer<typeof updateGameInput>;

/**
 * An administrator's reason: a string or nothing here; whether it is required and how long it may be
 * is the domain's (readReason and REASON_MAX, domain/winners/winner-selection.ts).
 */
const reasonField = z.string().nullish();

export const adminGameIdInput = z.object({ id: idSchema });

export const selectWinnerInput = z.object({
  playerId: idFromTextSchema,
  reason: reasonField,
  number: whole.nullish(),
});

/** Cancelling a game: why (public on the game page and in its log; the domain requires it). */
export const cancelGameInput = z.object({ reason: reasonField });

/** Setting a winner aside: why (public in the game's log; the domain requires it). */
export const setAsideWinnerInput = z.object({ reason: reasonField });

const defined = <T>(value: T | null | undefined): T | undefined => value ?? undefined;

/** An explicit range wins (the domain reads start = total + 1 as none); else the free-play switch. */
function freePlayOf(body: UpdateGameBody): GameInput['freePlay'] {
  const { freePlayStart: start, freePlayEnd: end } = body;
  if (start != null && end != null) return { start, end };
  return defined(body.freePlay);
}

function commonFields(body: UpdateGameBody) {
  return {
    name: defined(body.name),
    description: defined(body.description),
    emoji: defined(body.emoji),
    prize: defined(body.prize),
    prizeValueCents: body.prizeValue == null ? undefined : dollarsToCents(body.prizeValue),
    prizeDescription: defined(body.prizeDescription),
    totalNumbers: defined(body.totalNumbers),
    durationHours: defined(body.durationHours),
    freePlay: freePlayOf(body),
    instantPrizes: body.instantPrizes?.map((p) => ({ name: p.name, valueCents: dollarsToCents(p.value) })),
  };
}

function gameInputOf(body: CreateGameBody): GameInput {
  return {
    ...commonFields(body),
    name: body.name ?? '',
    prize: body.prize ?? '',
    prizeImageUrl: defined(body.prizeImageUrl),
    isScheduled: defined(body.isScheduled),
    startTime: body.startTime ? instantOf(body.startTime) : undefined,
    minimumToRun: body.minimumToRun ?? null,
    belowMinimum: body.belowMinimum ?? null,
    extendHours: body.extendHours ?? null,
    maxEntriesPerPlayer: body.maxEntriesPerPlayer ?? null,
  };
}

function gameChangesOf(body: UpdateGameBody): GameChanges {
  const fields: GameChanges = {
    ...commonFields(body),
    endTime: body.endTime ? instantOf(body.endTime) : undefined,
  };
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as GameChanges;
}

/** The domain names money fields in cents; the client sent dollars as `prizeValue`. */
function inDollars(error: DomainError): DomainError {
  return error.code === 'INVALID_INPUT' && error.field === 'prizeValueCents'
    ? { ...error, field: 'prizeValue' }
    : error;
}

const withDollarFields = <T>(result: Result<T, DomainError>): Result<T, DomainError> =>
  result.ok ? result : err(inDollars(result.error));

/** The admin API's 'Game (admin view)': the public game plus the back office's figures. */
export const adminGameOut = gameOut.extend({
  /** Distinct players with a settled entry. */
  playersCount: z.number(),
  /** Settled entries (paid and free). */
  totalSpins: z.number(),
  /** Claims awaiting a payment (the draw waits for them). */
  unsettledClaims: z.number(),
  /** Total numbers and the free range can no longer change (a number was claimed). */
  numbersLocked: z.boolean(),
  hasWinner: z.boolean(),
  /** The completion e-mails went out (once per game). */
  completionEmailsSent: z.boolean(),
  /** Instant prizes already won: they stand if the game is cancelled (docs/rules/games.md). */
  instantPrizesWon: z.number(),
  /** What the administrator may do to it now (domain/games/admin-game-actions.ts): the buttons shown. */
  actions: z.object({
    edit: z.boolean(),
    cancel: z.boolean(),
    pickWinner: z.boolean(),
    pickEndsGame: z.boolean(),
    endNow: z.boolean(),
    draw: z.boolean(),
    sendCompletionEmails: z.boolean(),
  }),
});

function presentAdminGame(view: AdminGameView): z.infer<typeof adminGameOut> {
  return {
    ...presentGame(view),
    playersCount: view.claims.players,
    totalSpins: view.claims.settled,
    unsettledClaims: view.claims.unsettled,
    numbersLocked: view.claims.total > 0,
    hasWinner: view.hasWinner,
    completionEmailsSent: view.completionMailed,
    instantPrizesWon: view.instantPrizesWon,
    actions: adminGameActions({
      status: view.status,
      numbersLeft: view.numbersLeft,
      players: view.claims.players,
      hasWinner: view.hasWinner,
      completionMailed: view.completionMailed,
    }),
  };
}

export const gameDeletionOut = z.object({
  success: z.literal(true),
  /** 'archived': the game had claims, so it is hidden and its ledger kept. */
  outcome: z.enum(['deleted', 'archived']),
  message: z.string(),
});

const presentGameDeletion = (outcome: GameDeletion): z.infer<typeof gameDeletionOut> => ({
  success: true,
  outcome,
  message:
    outcome === 'deleted'
      ? 'Game permanently deleted'
      : 'Game deleted; its payment records are kept because numbers were claimed',
});

/** The game as the back office lists it; gone when another request deleted it in between. */
async function adminView({ useCases }: Context, gameId: number) {
  const view = (await useCases.listAdminGames.execute()).find((v) => v.game.id === gameId);
  if (!view) throw trpcErrorOf(gameNotFound());
  return presentAdminGame(view);
}

/** `admin.games.*`: the back office's games: list, create, edit, delete. */
export const adminGames = {
  list: query({
    summary: 'Every game, with its figures',
    access: 'admin',
    output: z.array(adminGameOut),
    rest: { method: 'GET', path: '/api/admin/games' },
    run: async ({ useCases }) => (await useCases.listAdminGames.execute()).map(presentAdminGame),
  }),

  create: mutation({
    summary: 'Create a game',
    access: 'admin',
    input: createGameInput,
    output: adminGameOut,
    rest: { method: 'POST', path: '/api/admin/games', status: 201 },
    run: async (call, input) => {
      const created = unwrap(withDollarFields(await call.useCases.createGame.execute(gameInputOf(input))));
      return adminView(call, created.id);
    },
  }),

  update: mutation({
    summary: 'Edit a game',
    access: 'admin',
    input: updateGameInput.extend({ id: adminGameIdInput.shape.id }),
    output: adminGameOut,
    rest: { method: 'PATCH', path: '/api/admin/games/{id}' },
    run: async (call, input) => {
      const result = await call.useCases.updateGame.execute({
        gameId: input.id,
        changes: gameChangesOf(input),
        prizeImageUrl: input.prizeImageUrl,
      });
      unwrap(withDollarFields(result));
      return adminView(call, input.id);
    },
  }),

  end: mutation({
    summary: 'End a live game now, so that its random draw may run (409 on a game that is not live)',
    access: 'admin',
    input: adminGameIdInput,
    output: adminGameOut,
    rest: { method: 'POST', path: '/api/admin/games/{id}/end' },
    run: async (call, input) => {
      unwrap(await call.useCases.endGameNow.execute({ gameId: input.id, adminId: call.admin.id }));
      return adminView(call, input.id);
    },
  }),

  delete: mutation({
    summary: 'Delete a game',
    access: 'admin',
    input: adminGameIdInput,
    output: gameDeletionOut,
    rest: { method: 'DELETE', path: '/api/admin/games/{id}' },
    run: async ({ useCases }, input) =>
      presentGameDeletion(unwrap(await useCases.deleteGame.execute(input.id))),
  }),
};
