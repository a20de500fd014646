import { Hono } from 'hono';
import { validator } from 'hono/validator';
import type { UseCases } from '../../use-cases';
import { changePasswordInput, clientSeedSchema, preferencesSchema, profileInput } from '../account-schemas';
import type { HttpEnv } from '../env';
import { requirePlayer } from '../middleware/session';
import {
  PASSWORD_CHANGED_MESSAGE,
  presentHistory,
  presentStats,
  presentTransactions,
  presentWins,
} from '../presenters/account';
import { presentUser } from '../presenters/user';
import type { SessionCookie } from '../session-cookie';
import { fail, parseWith } from './respond';

/** The player's own account and history (player.md section 7), plus PATCH /user/profile and the preferences. */
export function accountRoutes(useCases: UseCases, cookie: SessionCookie) {
  return (
    new Hono<HttpEnv>()
      .get('/user/stats', requirePlayer, async (c) =>
        c.json(presentStats(await useCases.getPlayerStats.execute(c.var.player.user.id))),
      )
      .get('/user/wins', requirePlayer, async (c) =>
        c.json(presentWins(await useCases.listPlayerWins.execute(c.var.player.user.id))),
      )
      .get('/user/game-history', requirePlayer, async (c) =>
        c.json(presentHistory(await useCases.getGameHistory.execute(c.var.player.user.id))),
      )
      .get('/transactions', requirePlayer, async (c) =>
        c.json(presentTransactions(await useCases.listTransactions.execute(c.var.player.user.id))),
      )
      .post(
        '/user/change-password',
        requirePlayer,
        validator('json', parseWith(changePasswordInput)),
        async (c) => {
          const { user, tokenHash } = c.var.player;
          const input = { ...c.req.valid('json'), userId: user.id, sessionTokenHash: tokenHash };
          const result = await useCases.changePassword.execute(input);
          return result.ok
            ? c.json({ success: true as const, message: PASSWORD_CHANGED_MESSAGE })
            : fail(c, result.error);
        },
      )
      .patch('/user/profile', requirePlayer, validator('json', parseWith(profileInput)), async (c) => {
        const result = await useCases.updateProfile.execute({
          ...c.req.valid('json'),
          userId: c.var.player.user.id,
        });
        if (!result.ok) return fail(c, result.error);
        return c.json(presentUser(result.value, await useCases.getDefaultCard.execute(result.value.id)));
      })
      .get('/user/preferences', requirePlayer, async (c) =>
        c.json(await useCases.getPreferences.execute(c.var.player.user.id)),
      )
      .put('/user/preferences', requirePlayer, validator('json', parseWith(preferencesSchema)), async (c) =>
        c.json(
          await useCases.savePreferences.execute({
            userId: c.var.player.user.id,
            preferences: c.req.valid('json'),
          }),
        ),
      )
      .get('/user/client-seed', requirePlayer, async (c) => {
        const result = await useCases.getClientSeed.execute(c.var.player.user.id);
        return result.ok ? c.json(result.value) : fail(c, result.error);
      })
      .put('/user/client-seed', requirePlayer, validator('json', parseWith(clientSeedSchema)), async (c) => {
        const { clientSeed } = c.req.valid('json');
        const result = await useCases.changeClientSeed.execute({ userId: c.var.player.user.id, clientSeed });
        return result.ok ? c.json(result.value) : fail(c, result.error);
      })
      // The spec's call has no body: the client's dialog asks for the typed 'DELETE' before calling.
      .delete('/user/delete-account', requirePlayer, async (c) => {
        await useCases.deleteAccount.execute(c.var.player.user.id);
        c.header('Set-Cookie', cookie.clear(), { append: true });
        return c.json({ success: true as const });
      })
  );
}
