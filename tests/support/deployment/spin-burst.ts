import { randomUUID } from 'node:crypto';
import { sendPaidSpin } from '../paid-spins';
import type { Answer, HttpsSite } from './https-site';

/** One paid spin as its player lived it: every answer's status (0: the connection broke) and its end. */
export interface SpinStory {
  key: string;
  statuses: number[];
  /** paid (200, or 202 then settled paid), refused (a 4xx, or settled so), or never ended. */
  outcome: 'paid' | 'refused' | 'unended';
  /** When it was first sent, and when it was first answered other than 503, ms of performance.now(). */
  sentAt: number;
  answeredAt: number | null;
  /** When the player first saw it accepted (200 or 202). */
  acceptedAt: number | null;
  /** Every 503's Retry-After header. */
  retryAfter: string[];
}

const waitMs = (ms: number) => new Promise((next) => setTimeout(next, ms));

/**
 * A client that follows the site's protocol: a paid spin sent with its Idempotency-Key, sent again
 * with the same key after a 503 (waiting what Retry-After says) or a broken connection, and a 202
 * read again at GET /api/spin/{key} until it settled. `answered` is told each spin's first answer
 * other than a 503 or a broken connection.
 */
export async function spinAsAClient(
  player: HttpsSite,
  gameId: number,
  answered: () => void,
  deadline: number,
): Promise<SpinStory> {
  const story: SpinStory = {
    key: randomUUID(),
    statuses: [],
    outcome: 'unended',
    sentAt: performance.now(),
    answeredAt: null,
    acceptedAt: null,
    retryAfter: [],
  };
  const seen = (answer: Answer | null): Answer | null => {
    story.statuses.push(answer?.status ?? 0);
    if (answer?.status === 503) story.retryAfter.push(String(answer.headers['retry-after']));
    if (answer && (answer.status === 200 || answer.status === 202)) story.acceptedAt ??= performance.now();
    return answer && answer.status !== 503 ? answer : null;
  };
  const backOff = (answer: Answer | null) =>
    waitMs(answer?.status === 503 ? Number(answer.headers['retry-after'] ?? 1) * 1_000 : 250);

  let first: Answer | null = null;
  while (!first && performance.now() < deadline) {
    const sent = await sendPaidSpin(player, gameId, story.key).catch(() => null);
    first = seen(sent);
    if (!first) await backOff(sent);
  }
  if (!first) return story;
  story.answeredAt = performance.now();
  answered();
  let last = first;
  while (last.status === 202 && performance.now() < deadline) {
    await waitMs(200);
    const read = await player.request('GET', `/api/spin/${story.key}`).catch(() => null);
    last = seen(read) ?? last;
  }
  if (last.status === 200) story.outcome = 'paid';
  else if (last.status !== 202) story.outcome = 'refused';
  return story;
}
