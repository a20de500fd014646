import { adminGameIdInput } from '../admin-game-schemas';
import {
  gameRefundsOut,
  presentGameRefunds,
  presentRefundingGames,
  refundingGamesOut,
} from '../presenters/refunds';
import { unwrap } from '../trpc-errors';
import { query } from './endpoint';

/** `admin.games.refunds`: a game's refunds (a cancelled game), for the Games tab's progress panel. */
export const adminGameRefunds = {
  refunds: query({
    summary: "A game's refunds: how many are refunded, pending and failed, and each one's last error",
    access: 'admin',
    input: adminGameIdInput,
    output: gameRefundsOut,
    rest: { method: 'GET', path: '/api/admin/games/{id}/refunds' },
    run: async ({ useCases }, input) =>
      presentGameRefunds(input.id, unwrap(await useCases.getGameRefunds.execute(input.id))),
  }),
};

/** `admin.refunds.*`: every game with refunds and its progress (one read for the Games tab's polling). */
export const adminRefunds = {
  list: query({
    summary: 'Every game with refunds, and how far its refunds are',
    access: 'admin',
    output: refundingGamesOut,
    rest: { method: 'GET', path: '/api/admin/refunds' },
    run: async ({ useCases }) => presentRefundingGames(await useCases.listRefundingGames.execute()),
  }),
};
