import { Hono } from 'hono';
import { validator } from 'hono/validator';
import { gameNotFound } from '../../../domain/games/game.errors';
import type { UseCases } from '../../use-cases';
import {
  adminGameParam,
  createGameInput,
  gameChangesOf,
  gameInputOf,
  selectWinnerInput,
  updateGameInput,
  withDollarFields,
} from '../admin-game-schemas';
import type { HttpEnv } from '../env';
import { adminOnly } from '../middleware/admin-only';
import {
  presentAdminGame,
  presentChosenWinner,
  presentGameDeletion,
  presentParticipants,
} from '../presenters/admin-games';
import { fail, parseWith } from './respond';

/** Deleted by another request between the write and the read that answers it. */
const GAME_GONE = gameNotFound();

/** The back office's games (admin.md section 7): list, create, edit, delete, participants, winner. */
export function adminGameRoutes(useCases: UseCases) {
  const id = validator('param', parseWith(adminGameParam));
  const viewOf = async (gameId: number) =>
    (await useCases.listAdminGames.execute()).find((view) => view.game.id === gameId);
  return new Hono<HttpEnv>()
    .use('/admin/games', adminOnly)
    .use('/admin/games/*', adminOnly)
    .get('/admin/games', async (c) => c.json((await useCases.listAdminGames.execute()).map(presentAdminGame)))
    .post('/admin/games', validator('json', parseWith(createGameInput)), async (c) => {
      const result = withDollarFields(await useCases.createGame.execute(gameInputOf(c.req.valid('json'))));
      if (!result.ok) return fail(c, result.error);
      const view = await viewOf(result.value.id);
      return view ? c.json(presentAdminGame(view), 201) : fail(c, GAME_GONE);
    })
    .patch('/admin/games/:id', id, validator('json', parseWith(updateGameInput)), async (c) => {
      const body = c.req.valid('json');
      const gameId = c.req.valid('param').id;
      const result = withDollarFields(
        await useCases.updateGame.execute({
          gameId,
          changes: gameChangesOf(body),
          prizeImageUrl: body.prizeImageUrl,
        }),
      );
      if (!result.ok) return fail(c, result.error);
      const view = await viewOf(gameId);
      return view ? c.json(presentAdminGame(view)) : fail(c, GAME_GONE);
    })
    .delete('/admin/games/:id', id, async (c) => {
      const result = await useCases.deleteGame.execute(c.req.valid('param').id);
      return result.ok ? c.json(presentGameDeletion(result.value)) : fail(c, result.error);
    })
    .get('/admin/games/:id/participants', id, async (c) => {
      const result = await useCases.listParticipants.execute(c.req.valid('param').id);
      return result.ok ? c.json(presentParticipants(result.value)) : fail(c, result.error);
    })
    .post(
      '/admin/games/:id/select-winner',
      id,
      validator('json', parseWith(selectWinnerInput)),
      async (c) => {
        const { playerId, reason, number } = c.req.valid('json');
        const result = await useCases.selectWinner.execute({
          gameId: c.req.valid('param').id,
          playerId,
          reason,
          number: number ?? undefined,
          admin: c.var.admin,
        });
        return result.ok ? c.json(presentChosenWinner(result.value)) : fail(c, result.error);
      },
    )
    .post('/admin/games/:id/draw', id, async (c) => {
      const result = await useCases.drawWinner.execute({
        gameId: c.req.valid('param').id,
        admin: c.var.admin,
      });
      return result.ok ? c.json(presentChosenWinner(result.value)) : fail(c, result.error);
    });
}
