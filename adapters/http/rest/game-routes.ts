import { type Context, Hono } from 'hono';
import { validator } from 'hono/validator';
import type { UseCases } from '../../wiring/use-cases';
import { gameIdParam } from '../endpoints/shared';
import type { HttpEnv } from '../env';
import type { GameAnswer, GameAnswers } from '../game-answers';
import { sendShared } from '../shared-answer';
import { fail, parseWith } from './respond';

/**
 * Hand-written: the lobby and game page reads shared by every client, serialised once per change
 * with an ETag (304s), and the prize image (bytes, cached for a year under a versioned URL).
 */
export function gameRoutes(useCases: UseCases, answers: GameAnswers) {
  const gameId = validator('param', parseWith(gameIdParam));
  // A read makes its caller a viewer before it is answered, so the answer counts them (an unknown
  // game counts nobody: the presence store keeps viewers of existing games only).
  const send = async (c: Context<HttpEnv>, id: number, read: (id: number) => Promise<GameAnswer>) => {
    await c.var.viewing?.([id]);
    const answer = await read(id);
    if (!answer.ok) return fail(c, answer.error);
    return sendShared(c, answer.value);
  };
  return new Hono<HttpEnv>()
    .get('/', async (c) => sendShared(c, await answers.lobby()))
    .get('/:id', gameId, (c) => send(c, c.req.valid('param').id, answers.game))
    .get('/:id/available-numbers', gameId, (c) => send(c, c.req.valid('param').id, answers.availableNumbers))
    .get('/:id/recent-numbers', gameId, (c) => send(c, c.req.valid('param').id, answers.recentNumbers))
    .get('/:id/image', gameId, async (c) => {
      const result = await useCases.getPrizeImage.execute(c.req.valid('param').id);
      if (!result.ok) return fail(c, result.error);
      const { bytes, contentType, sha256 } = result.value;
      const etag = `"${sha256}"`;
      // A versioned URL (?v= the hash games carry) never changes: cached for a year. Any other
      // request revalidates with the ETag.
      const versioned = c.req.query('v') === sha256.slice(0, 8);
      c.header(
        'Cache-Control',
        versioned ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
      );
      c.header('ETag', etag);
      c.header('X-Content-Type-Options', 'nosniff');
      if (c.req.header('If-None-Match') === etag) return c.body(null, 304);
      c.header('Content-Type', contentType);
      return c.body(bytes as Uint8Array<ArrayBuffer>, 200);
    });
}
