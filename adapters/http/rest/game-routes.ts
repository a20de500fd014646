import { type Context, Hono } from 'hono';
import { validator } from 'hono/validator';
import type { UseCases } from '../../wiring/use-cases';
import type { HttpEnv } from '../env';
import type { GameAnswer, GameAnswers } from '../game-answers';
import { gameIdParam } from '../schemas';
import { sendShared } from '../shared-answer';
import { fail, parseWith } from './respond';

/**
 * Hand-written: the lobby and game page reads shared by every client, serialised once per change
 * with an ETag (304s), and the prize image (bytes, cached for a year under a versioned URL).
 */
export function gameRoutes(useCases: UseCases, answers: GameAnswers) {
  const gameId = validator('param', parseWith(gameIdParam));
  const send = (c: Context, answer: GameAnswer) =>
    answer.ok ? sendShared(c, answer.value) : fail(c, answer.error);
  return new Hono<HttpEnv>()
    .get('/', async (c) => sendShared(c, await answers.lobby()))
    .get('/:id', gameId, async (c) => send(c, await answers.game(c.req.valid('param').id)))
    .get('/:id/available-numbers', gameId, async (c) =>
      send(c, await answers.availableNumbers(c.req.valid('param').id)),
    )
    .get('/:id/recent-numbers', gameId, async (c) =>
      send(c, await answers.recentNumbers(c.req.valid('param').id)),
    )
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
