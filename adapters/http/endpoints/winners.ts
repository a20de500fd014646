import { z } from 'zod';
import { invalidInput } from '../../../domain/shared/errors';
import {
  claimListingOut,
  claimOut,
  decodeCursor,
  presentClaim,
  presentClaimListing,
  presentPublicWinners,
  publicWinnersOut,
} from '../presenters/winner-claims';
import { trpcErrorOf, unwrap } from '../trpc-errors';
import {
  claimActionBody,
  claimActionInput,
  claimActionParam,
  claimAnswerBody,
  claimAnswerInput,
  claimFilterInput,
  claimFilterQuery,
  claimIdInput,
  winnersCursorInput,
} from '../winner-claim-schemas';
import { mutation, query } from './endpoint';

/**
 * `winners.*`: the public winners list. Its REST read, GET /api/winners, is hand-written
 * (rest/winner-claim-routes.ts): shared by every client, with an ETag and 304 answers.
 */
export const winners = {
  list: query({
    summary: 'The public winners list, newest first, a page at a time',
    access: 'public',
    input: winnersCursorInput,
    output: publicWinnersOut,
    rest: false,
    run: async ({ useCases }, input) => {
      const after = input.cursor ? decodeCursor(input.cursor) : null;
      if (input.cursor && !after) throw trpcErrorOf(invalidInput('cursor', 'Invalid cursor'));
      return presentPublicWinners(await useCases.listPublicWinners.execute({ after }));
    },
  }),
};

/** `claims.*`: the winner's own claim page (any other player: not found). */
export const claims = {
  get: query({
    summary: "The signed-in winner's prize claim",
    access: 'player',
    input: claimIdInput,
    output: claimOut,
    rest: {
      method: 'GET',
      path: '/api/claims/{id}',
      body: false,
      input: (params) => ({ winnerId: params.id }),
    },
    run: async ({ useCases, session }, input) =>
      presentClaim(
        unwrap(await useCases.getPrizeClaim.execute({ winnerId: input.winnerId, userId: session.user.id })),
      ),
  }),

  answer: mutation({
    summary: 'Accept the prize with the claim form, or decline it',
    access: 'player',
    input: claimAnswerInput,
    output: claimOut,
    rest: {
      method: 'POST',
      path: '/api/claims/{id}',
      body: claimAnswerBody,
      input: (params, body) => ({ ...(body as object), winnerId: params.id }),
    },
    run: async ({ useCases, session, clientIp }, input) => {
      const { winnerId, decision, ...form } = input;
      const result = await useCases.answerPrizeClaim.execute({
        winnerId,
        userId: session.user.id,
        decision,
        form,
        clientAddress: clientIp,
      });
      return presentClaim(unwrap(result));
    },
  }),
};

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
