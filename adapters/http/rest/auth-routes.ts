import { Hono } from 'hono';
import { validator } from 'hono/validator';
import { LOGIN_RETRY_AFTER_SECONDS } from '../../../domain/accounts/login-throttle-policy';
import type { UseCases } from '../../use-cases';
import type { HttpEnv } from '../env';
import { openWrite } from '../middleware/open-writes';
import { requirePlayer } from '../middleware/session';
import { presentUser, REGISTERED_MESSAGE } from '../presenters/user';
import { loginInput, registrationInput } from '../schemas';
import type { SessionCookie } from '../session-cookie';
import { fail, parseWith } from './respond';

/** POST /register, /login, /logout and GET /user (player.md section 7). */
export function authRoutes(useCases: UseCases, cookie: SessionCookie) {
  return new Hono<HttpEnv>()
    .post('/register', openWrite(useCases), validator('json', parseWith(registrationInput)), async (c) => {
      const result = await useCases.registerPlayer.execute(c.req.valid('json'));
      if (!result.ok) return fail(c, result.error);
      return c.json({ message: REGISTERED_MESSAGE, user: presentUser(result.value) }, 201);
    })
    .post('/login', validator('json', parseWith(loginInput)), async (c) => {
      const { email = '', password = '' } = c.req.valid('json');
      const result = await useCases.logIn.execute({ email, password, ip: c.var.clientIp ?? null });
      if (!result.ok) {
        if (result.error.code === 'TOO_MANY_ATTEMPTS')
          c.header('Retry-After', String(LOGIN_RETRY_AFTER_SECONDS));
        return fail(c, result.error);
      }
      c.header('Set-Cookie', cookie.issue(result.value.token), { append: true });
      const card = await useCases.getDefaultCard.execute(result.value.user.id);
      return c.json({ user: presentUser(result.value.user, card) });
    })
    .post('/logout', async (c) => {
      const { token } = c.var.auth;
      if (token) await useCases.logOut.execute(token);
      c.header('Set-Cookie', cookie.clear(), { append: true });
      return c.json({ success: true as const });
    })
    .get('/user', requirePlayer, async (c) => {
      const { token } = c.var.auth;
      // The session slides on the server; renew the cookie's 30 days with it.
      if (token) c.header('Set-Cookie', cookie.issue(token), { append: true });
      const { user } = c.var.player;
      return c.json(presentUser(user, await useCases.getDefaultCard.execute(user.id)));
    });
}
